import {
  configDocumentListSchema,
  configDocumentSchema,
  type ConfigDocument,
  type ConfigDocumentSummary,
  type Locale,
} from '@casino/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/is-http-error';
import { formatFor } from './closure-payouts-parts';
import { InStaffLanguage } from './staff-language';
import './config-editor.css';
import { staffApi } from '../../../api/staff-api';

/** The message keys of the configuration editor (the `support` domain). */
const K = 'support.config_editor';

const keyOf = (d: Pick<ConfigDocumentSummary, 'name' | 'locale'>) => (d.locale ? `${d.name}@${d.locale}` : d.name);
const documentUrl = (d: Pick<ConfigDocumentSummary, 'name' | 'locale'>) =>
  `/api/staff/config/${encodeURIComponent(d.name)}${d.locale ? `?locale=${encodeURIComponent(d.locale)}` : ''}`;

const listQuery = () =>
  queryOptions({
    queryKey: ['staff', 'config', 'list'] as const,
    queryFn: async () => configDocumentListSchema.parse((await staffApi().get('/api/staff/config')).data).data,
  });

const documentQuery = (d: Pick<ConfigDocumentSummary, 'name' | 'locale'>) =>
  queryOptions({
    queryKey: ['staff', 'config', 'document', d.name, d.locale] as const,
    queryFn: async () => configDocumentSchema.parse((await staffApi().get(documentUrl(d))).data),
    staleTime: Infinity,
  });

/**
 * The configuration editor of the staff console (docs/decisions/025-config-editor.md), for the
 * `config_admin` role: every document the casino reads, edited as JSON, checked by the server
 * against the document's schema, saved only over the version it was read from. Translated into
 * the browser's language.
 */
export function ConfigEditor() {
  return <InStaffLanguage className="config-editor">{(locale) => <Editor locale={locale} />}</InStaffLanguage>;
}

function Editor({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const selectId = useId();
  const list = useQuery(listQuery());
  const [selected, setSelected] = useState('');
  const chosen = list.data?.find((d) => keyOf(d) === selected) ?? null;
  return (
    <section aria-labelledby="config-editor-title" className="config-editor" lang={locale}>
      <h2 id="config-editor-title">{t(`${K}.title`)}</h2>
      <p className="staff-console__note">{t(`${K}.intro`)}</p>
      {list.isError && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.load_failed`)}
        </p>
      )}
      <label htmlFor={selectId}>{t(`${K}.document`)}</label>
      <select id={selectId} value={selected} onChange={(e) => setSelected(e.target.value)} disabled={!list.data}>
        <option value="">{t(`${K}.choose`)}</option>
        {list.data?.map((d) => (
          <option key={keyOf(d)} value={keyOf(d)}>
            {d.locale ? `${d.name} (${d.locale})` : d.name} ·{' '}
            {t(`${K}.kind.${d.kind === 'front-end' ? 'front_end' : 'internal'}`)}
          </option>
        ))}
      </select>
      {chosen && <DocumentForm key={keyOf(chosen)} summary={chosen} locale={locale} />}
    </section>
  );
}

type Outcome =
  | { kind: 'saved' }
  | { kind: 'invalid_json'; detail: string }
  | { kind: 'refused'; errors: [string, string[]][] }
  | { kind: 'conflict' }
  | { kind: 'failed' };

function DocumentForm({ summary, locale }: { summary: ConfigDocumentSummary; locale: Locale }) {
  const { t } = useTranslation();
  const doc = useQuery(documentQuery(summary));
  if (doc.isPending) return <p className="staff-console__note">{t(`${K}.loading`)}</p>;
  if (doc.isError)
    return (
      <p role="alert" className="staff-console__error">
        {t(`${K}.load_failed`)}
      </p>
    );
  return <ValueForm summary={summary} current={doc.data} locale={locale} />;
}

/** The outcome of a refused save: the server's answer, or the JSON the browser could not read. */
function refusal(error: unknown): Outcome {
  const status = isHttpError(error) ? error.response?.status : undefined;
  const errors =
    (isHttpError(error) ? (error.response?.data as { errors?: Record<string, string[]> } | undefined)?.errors : undefined) ?? {};
  if (status === 422) return { kind: 'refused', errors: Object.entries(errors) };
  if (status === 409) return { kind: 'conflict' };
  return { kind: 'failed' };
}

/** The document's value as JSON text: what was read until edited, saved over the version read. */
function ValueForm({ summary, current, locale }: { summary: ConfigDocumentSummary; current: ConfigDocument; locale: Locale }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const textId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const format = useMemo(() => formatFor(locale), [locale]);
  const stored = JSON.stringify(current.value, null, 2);
  const form = useForm({ defaultValues: { value: stored } });
  const saving = form.formState.isSubmitting;
  // A saved or reloaded document replaces the text shown.
  useEffect(() => form.reset({ value: stored }), [stored, form]);

  const reload = async () => {
    setOutcome(null);
    form.reset({ value: stored });
    await queryClient.invalidateQueries({ queryKey: documentQuery(summary).queryKey });
  };

  const save = async ({ value: text }: { value: string }) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      setOutcome({ kind: 'invalid_json', detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    try {
      const saved = configDocumentSchema.parse(
        (await staffApi().put(documentUrl(summary), { value, updated_at: current.updated_at })).data,
      );
      queryClient.setQueryData<ConfigDocument>(documentQuery(summary).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: listQuery().queryKey });
      form.reset({ value: JSON.stringify(saved.value, null, 2) });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome(refusal(error));
    }
  };

  return (
    <form className="config-editor__form" onSubmit={(e) => void form.handleSubmit(save)(e)} noValidate>
      <p className="staff-console__note">
        {current.updated_at ? t(`${K}.updated`, { at: format.dateTime(current.updated_at) }) : t(`${K}.never_set`)}
      </p>
      <label htmlFor={textId}>{t(`${K}.value`)}</label>
      <textarea
        id={textId}
        className="config-editor__value"
        spellCheck={false}
        rows={18}
        aria-invalid={outcome !== null && outcome.kind !== 'saved' && outcome.kind !== 'conflict'}
        {...form.register('value', {
          onChange: () => {
            if (outcome?.kind === 'saved') setOutcome(null);
          },
        })}
      />
      <div className="config-editor__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t(`${K}.saving`) : t(`${K}.save`)}
        </button>
        <button type="button" className="button" onClick={() => void reload()} disabled={saving}>
          {t(`${K}.reload`)}
        </button>
      </div>
      <p role="status" className="config-editor__status">
        {outcome?.kind === 'saved' ? t(`${K}.saved`) : ''}
      </p>
      {outcome && outcome.kind !== 'saved' && (
        <div role="alert" className="staff-console__error">
          {outcome.kind === 'invalid_json' && <p>{t(`${K}.invalid_json`, { detail: outcome.detail })}</p>}
          {outcome.kind === 'conflict' && <p>{t(`${K}.conflict`)}</p>}
          {outcome.kind === 'failed' && <p>{t(`${K}.failed`)}</p>}
          {outcome.kind === 'refused' && (
            <>
              <p>{t(`${K}.refused`)}</p>
              <ul>
                {outcome.errors.map(([field, messages]) => (
                  <li key={field}>
                    <code>{field}</code>: {messages.join('; ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </form>
  );
}
