import type { Article, Award, Locale, Showcase } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getStaffShowcase, putShowcase, staffPromoKeys } from './staff-api';

type Row = Record<string, string | number>;
interface Column {
  key: string;
  label: string;
  type?: 'number' | 'date';
}

const AWARD_COLUMNS: Column[] = [
  { key: 'name', label: 'Name' },
  { key: 'nomination', label: 'Nomination' },
  { key: 'prize', label: 'Prize (winner is highlighted)' },
  { key: 'year', label: 'Year', type: 'number' },
  { key: 'imgUrl', label: 'Image' },
];
const ARTICLE_COLUMNS: Column[] = [
  { key: 'title', label: 'Title' },
  { key: 'url', label: 'Link' },
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'img', label: 'Image' },
  { key: 'imgAlt', label: 'Image text' },
];
const NEW_AWARD: Award = {
  name: '',
  nomination: '',
  prize: 'winner',
  year: new Date().getUTCFullYear(),
  imgUrl: '/promo/jackpot.svg',
};
const NEW_ARTICLE: Article = {
  url: '/promotions',
  date: new Date().toISOString().slice(0, 10),
  title: '',
  img: '/promo/tournament.svg',
  imgAlt: '',
};

/** One list of the showcase as a table of inputs: change, add and remove rows. */
function RowsEditor<T extends Row>(props: {
  title: string;
  columns: Column[];
  rows: T[];
  blank: T;
  onChange: (rows: T[]) => void;
}) {
  const id = useId();
  const { title, columns, rows, blank, onChange } = props;
  const set = (index: number, column: Column, value: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [column.key]: column.type === 'number' ? Number(value) : value } : row)),
    );
  return (
    <fieldset className="staff-promotions__section">
      <legend>{title}</legend>
      <table className="staff-showcase">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" id={`${id}-${column.key}`}>
                {column.label}
              </th>
            ))}
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key}>
                  <input
                    aria-labelledby={`${id}-${column.key}`}
                    aria-describedby={`${id}-row-${index}`}
                    type={column.type ?? 'text'}
                    value={row[column.key] ?? ''}
                    onChange={(e) => set(index, column, e.target.value)}
                  />
                </td>
              ))}
              <td>
                <span id={`${id}-row-${index}`} className="visually-hidden">
                  {`Row ${index + 1}`}
                </span>
                <button type="button" className="button" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                  Remove row {index + 1}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => onChange([...rows, blank])}>
        Add to {title.toLowerCase()}
      </button>
    </fieldset>
  );
}

/** CMS-10 CMS-11: a locale's awards and articles, with the locales that have none of their own, published audited. */
export function StaffShowcase({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: staffPromoKeys.showcase(locale), queryFn: () => getStaffShowcase(locale) });
  const [draft, setDraft] = useState<Showcase | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'refused' | null>(null);
  if (!query.data)
    return <p>{query.isError ? 'The awards and articles could not be loaded.' : 'Loading the awards and articles…'}</p>;
  const showcase = draft ?? { awards: query.data.awards, articles: query.data.articles };
  const save = async () => {
    setOutcome(null);
    try {
      await putShowcase(locale, showcase);
      setDraft(null);
      setOutcome('saved');
      await queryClient.invalidateQueries({ queryKey: staffPromoKeys.showcase(locale) });
    } catch {
      setOutcome('refused');
    }
  };
  const missing = query.data.missing_locales;
  return (
    <section aria-labelledby="staff-showcase-title" className="staff-promotions__section">
      <h3 id="staff-showcase-title">Awards and articles ({locale})</h3>
      <p>
        {missing.length === 0
          ? 'Every locale has awards and articles of its own.'
          : `Locales showing the English awards and articles (no translation yet): ${missing.join(', ')}.`}
      </p>
      <RowsEditor
        title="Awards"
        columns={AWARD_COLUMNS}
        rows={showcase.awards}
        blank={NEW_AWARD}
        onChange={(awards) => setDraft({ ...showcase, awards })}
      />
      <RowsEditor
        title="Articles"
        columns={ARTICLE_COLUMNS}
        rows={showcase.articles}
        blank={NEW_ARTICLE}
        onChange={(articles) => setDraft({ ...showcase, articles })}
      />
      <button type="button" className="button button--primary" onClick={() => void save()}>
        Publish the {locale} awards and articles
      </button>
      {outcome === 'saved' && <p role="status">Published.</p>}
      {outcome === 'refused' && (
        <p role="alert" className="staff-console__error">
          The server refused the list: check the years, dates and links.
        </p>
      )}
    </section>
  );
}
