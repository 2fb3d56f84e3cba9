import { VALIDATION_RULES } from '@casino/contracts';
import type { AxiosError } from 'axios';

/** The field errors of a 422 answer, or a single base message for any other failure. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const response = (error as AxiosError<{ errors?: Record<string, string[]>; error?: string }>).response;
  if (response?.data?.errors) {
    // Nested fields come back as "user.email": the form knows them by their last part.
    return Object.fromEntries(Object.entries(response.data.errors).map(([key, value]) => [key.replace(/^user\./, ''), value]));
  }
  return { base: [response?.data?.error ?? VALIDATION_RULES.something_wrong] };
}
