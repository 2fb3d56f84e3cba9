import {
  configDocumentListSchema,
  configDocumentSchema,
  type ConfigDocument,
  type ConfigDocumentSummary,
  type Locale,
} from '@casino/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
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
  const queryClient = useQueryClient();
  const textId = useId();
  const doc = useQuery(documentQuery(summary));
  const [text, setText] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const format = useMemo(() => formatFor(locale), [locale]);
  if (doc.isPending) return <p className="staff-console__note">{t(`${K}.loading`)}</p>;
  if (doc.isError)
    return (
      <p role="alert" className="staff-console__error">
        {t(`${K}.load_failed`)}
      </p>
    );
  const current = doc.data;
  const shown = text ?? JSON.stringify(current.value, null, 2);

  const reload = async () => {
    setOutcome(null);
    setText(null);
    await queryClient.invalidateQueries({ queryKey: documentQuery(summary).queryKey });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(shown);
    } catch (error) {
      setOutcome({ kind: 'invalid_json', detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    setSaving(true);
    try {
      const saved = configDocumentSchema.parse(
        (await staffApi().put(documentUrl(summary), { value, updated_at: current.updated_at })).data,
      );
      queryClient.setQueryData<ConfigDocument>(documentQuery(summary).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: listQuery().queryKey });
      setText(null);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      const errors =
        (isHttpError(error) ? (error.response?.data as { errors?: Record<string, string[]> } | undefined)?.errors : undefined) ??
        {};
      if (status === 422) setOutcome({ kind: 'refused', errors: Object.entries(errors) });
      else if (status === 409) setOutcome({ kind: 'conflict' });
      else setOutcome({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="config-editor__form" onSubmit={(e) => void save(e)} noValidate>
      <p className="staff-console__note">
        {current.updated_at ? t(`${K}.updated`, { at: format.dateTime(current.updated_at) }) : t(`${K}.never_set`)}
      </p>
      <label htmlFor={textId}>{t(`${K}.value`)}</label>
      <textarea
        id={textId}
        className="config-editor__value"
        spellCheck={false}
        rows={18}
        value={shown}
        aria-invalid={outcome !== null && outcome.kind !== 'saved' && outcome.kind !== 'conflict'}
        onChange={(e) => {
          setText(e.target.value);
          if (outcome?.kind === 'saved') setOutcome(null);
        }}
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
