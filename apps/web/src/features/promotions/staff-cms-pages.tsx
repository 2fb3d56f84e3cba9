import { LOCALES, type CmsPageEdit, type Locale, type StaffCmsPageSummary } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaffCmsPage, getStaffCmsPages, putCmsPage, staffCmsKeys } from './staff-api';

/**
 * The draft as a player will see it, for the preview frames: cleaned in the browser with DOMPurify
 * first, so a draft's script or handler never runs in the staff console (the server's sanitizer,
 * decision 069, decides what is stored).
 */
function PagePreview({ edit, frame }: { edit: CmsPageEdit; frame: 'phone' | 'desktop' }) {
  const { t } = useTranslation();
  const html = useMemo(() => DOMPurify.sanitize(edit.content), [edit.content]);
  return (
    <div className={`banner-preview__frame staff-cms__frame staff-cms__frame--${frame}`}>
      <p className="banner-preview__caption">{t(`promotions.cms_editor.preview_${frame}`)}</p>
      <div className="text-page" data-testid={`cms-preview-${frame}`}>
        <strong className="staff-cms__preview-title">{edit.title}</strong>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}

const FIELDS = [
  { key: 'title', label: 'promotions.cms_editor.field_title' },
  { key: 'description', label: 'promotions.cms_editor.field_description' },
  { key: 'keywords', label: 'promotions.cms_editor.field_keywords' },
] as const;

/** One page's text in one locale: the fields, a live preview in a phone and a desktop frame, publish (audited). */
function PageEditor({ id, locale }: { id: number; locale: Locale }) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: staffCmsKeys.page(id, locale), queryFn: () => getStaffCmsPage(id, locale) });
  const [draft, setDraft] = useState<CmsPageEdit | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'refused' | null>(null);
  if (!query.data) return <p>{t(query.isError ? 'promotions.cms_editor.load_failed' : 'promotions.cms_editor.loading')}</p>;
  const { title, description, keywords, content } = query.data;
  const edit = draft ?? { title, description, keywords, content };
  const change = (field: keyof CmsPageEdit, value: string) => {
    setOutcome(null);
    setDraft({ ...edit, [field]: value });
  };
  const save = async () => {
    setOutcome(null);
    try {
      const stored = await putCmsPage(id, locale, edit);
      queryClient.setQueryData(staffCmsKeys.page(id, locale), stored);
      setDraft(null);
      setOutcome('saved');
      await queryClient.invalidateQueries({ queryKey: staffCmsKeys.pages, exact: true });
    } catch {
      setOutcome('refused');
    }
  };
  return (
    <div className="staff-promotions__section">
      {!query.data.translated && <p>{t('promotions.cms_editor.untranslated', { locale })}</p>}
      <div className="staff-promotions__fields">
        {FIELDS.map(({ key, label }) => (
          <Fragment key={key}>
            <label htmlFor={`${formId}-${key}`}>{t(label)}</label>
            <input
              id={`${formId}-${key}`}
              value={edit[key]}
              required={key === 'title'}
              onChange={(e) => change(key, e.target.value)}
            />
          </Fragment>
        ))}
      </div>
      <label htmlFor={`${formId}-content`}>{t('promotions.cms_editor.field_content')}</label>
      <textarea
        id={`${formId}-content`}
        className="staff-cms__content"
        rows={12}
        value={edit.content}
        onChange={(e) => change('content', e.target.value)}
      />
      <div className="banner-preview" role="group" aria-label={t('promotions.cms_editor.preview')}>
        <PagePreview edit={edit} frame="phone" />
        <PagePreview edit={edit} frame="desktop" />
      </div>
      <button type="button" className="button button--primary" onClick={() => void save()}>
        {t('promotions.cms_editor.save', { locale })}
      </button>
      {outcome === 'saved' && <p role="status">{t('promotions.cms_editor.saved')}</p>}
      {outcome === 'refused' && (
        <p role="alert" className="staff-console__error">
          {t('promotions.cms_editor.refused')}
        </p>
      )}
    </div>
  );
}

/** The locales showing a page's English text. */
const missingLocales = (page: StaffCmsPageSummary) => LOCALES.filter((locale) => !page.locales.includes(locale));

/**
 * CMS-12 ROLE-11 SHOP-08: the CMS pages (the rocket mart's static page, the terms, the help
 * pages…), per locale, with the locales that have no text of their own (decision 069).
 */
export function StaffCmsPages({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const pages = useQuery({ queryKey: staffCmsKeys.pages, queryFn: getStaffCmsPages });
  const [selected, setSelected] = useState<number | null>(null);
  const page = pages.data?.find((p) => p.id === selected);
  return (
    <section aria-labelledby={`${id}-title`} className="staff-promotions__section">
      <h3 id={`${id}-title`}>{t('promotions.cms_editor.title', { locale })}</h3>
      <p>{t('promotions.cms_editor.sale_note')}</p>
      {!pages.data ? (
        <p>{t(pages.isError ? 'promotions.cms_editor.load_failed' : 'promotions.cms_editor.loading')}</p>
      ) : (
        <>
          <label htmlFor={`${id}-page`}>{t('promotions.cms_editor.page')}</label>{' '}
          <select
            id={`${id}-page`}
            value={selected ?? ''}
            onChange={(e) => setSelected(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('promotions.cms_editor.choose')}</option>
            {pages.data.map((each) => (
              <option key={each.id} value={each.id}>
                {`${each.title} (${each.path})`}
              </option>
            ))}
          </select>
          {page && (
            <p className="staff-promotions__missing">
              {missingLocales(page).length === 0
                ? t('promotions.cms_editor.complete')
                : t('promotions.cms_editor.missing', { locales: missingLocales(page).join(', ') })}
            </p>
          )}
          {page && <PageEditor key={`${page.id}-${locale}`} id={page.id} locale={locale} />}
        </>
      )}
    </section>
  );
}
