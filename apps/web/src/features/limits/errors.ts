import type { TFunction } from 'i18next';
import { fieldErrors } from '../../common/forms/field-errors';

/**
 * The first message of a failed limits call, translated: the server answers message keys of
 * the `limits` domain (a field's message of a 422, or the error of a 403/404/409).
 */
export function limitErrorText(t: TFunction, error: unknown): string {
  const first = Object.values(fieldErrors(error))[0]?.[0];
  return first && first.startsWith('limits.') ? t(first) : t('limits.error.generic');
}
