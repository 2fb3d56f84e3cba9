import { PROMO_KINDS, promoStatus, type Locale, type PromoItem, type PromoKind } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteItem, fromLocalInput, getStaffItems, parseGroups, putItem, staffPromoKeys, toLocalInput } from './staff-api';

const blank = (id: number): PromoItem => {
  const now = Date.now();
  return {
    id,
    frontend_identifier: '',
    kind: 'tournament',
    target: '',
    image: '/promo/tournament.svg',
    start_at: new Date(now).toISOString(),
    end_at: new Date(now + 7 * 86_400_000).toISOString(),
    group_ids: [],
    order: id,
    published: false,
    texts: {},
  };
};

/** The item as the form holds it: dates as datetime-local values, groups as text, one locale's texts. */
interface ItemFormValues {
  frontend_identifier: string;
  kind: PromoKind;
  target: string;
  image: string;
  start: string;
  end: string;
  groups: string;
  order: number;
  published: boolean;
  title: string;
  description: string;
  text_times: string;
}

const FIELDS: [keyof ItemFormValues, string, string][] = [
  ['frontend_identifier', 'Frontend identifier', 'text'],
  ['target', 'Target (frontend identifier or path)', 'text'],
  ['image', 'Image', 'text'],
  ['start', 'Starts (UTC)', 'datetime-local'],
  ['end', 'Ends (UTC)', 'datetime-local'],
  ['groups', 'Groups (ids, comma-separated)', 'text'],
  ['order', 'Order', 'number'],
];

/** One promo item's fields, its texts in the chosen locale; the server checks the whole item. */
function ItemForm({ initial, locale, onDone }: { initial: PromoItem; locale: Locale; onDone: () => void }) {
  const id = useId();
  const [refused, setRefused] = useState(false);
  const texts = initial.texts[locale] ?? { title: '', description: '', text_times: '' };
  const form = useForm<ItemFormValues>({
    defaultValues: {
      ...initial,
      start: toLocalInput(initial.start_at),
      end: toLocalInput(initial.end_at),
      groups: initial.group_ids.join(', '),
      ...texts,
    },
  });
  const save = form.handleSubmit(async (values) => {
    setRefused(false);
    const { title, description, text_times, start, end, groups, ...rest } = values;
    try {
      await putItem({
        ...initial,
        ...rest,
        order: Number(rest.order),
        start_at: fromLocalInput(start),
        end_at: fromLocalInput(end),
        group_ids: parseGroups(groups),
        texts: { ...initial.texts, [locale]: { title, description, text_times } },
      });
      onDone();
    } catch {
      setRefused(true);
    }
  });
  return (
    <form className="staff-promotions__fields" noValidate onSubmit={(e) => void save(e)}>
      <label htmlFor={`${id}-kind`}>Links to</label>
      <select id={`${id}-kind`} {...form.register('kind')}>
        {PROMO_KINDS.map((kind) => (
          <option key={kind}>{kind}</option>
        ))}
      </select>
      {FIELDS.map(([name, label, type]) => (
        <Fragment key={name}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input id={`${id}-${name}`} type={type} {...form.register(name)} />
        </Fragment>
      ))}
      <label htmlFor={`${id}-title`}>Title ({locale})</label>
      <input id={`${id}-title`} {...form.register('title')} />
      <label htmlFor={`${id}-description`}>Description ({locale})</label>
      <textarea id={`${id}-description`} {...form.register('description')} />
      <label htmlFor={`${id}-times`}>Times text ({locale})</label>
      <input id={`${id}-times`} {...form.register('text_times')} />
      <label>
        <input type="checkbox" {...form.register('published')} /> Published
      </label>
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Save the item
      </button>
      {refused && (
        <p role="alert" className="staff-console__error">
          The server refused the item: an identifier, a target, texts, and an end after the start are needed.
        </p>
      )}
    </form>
  );
}

/** The promo items of /promotions with their status and missing translations; one edited at a time (audited). */
export function StaffItems({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: staffPromoKeys.items, queryFn: getStaffItems });
  const [editing, setEditing] = useState<PromoItem | null>(null);
  const refresh = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: staffPromoKeys.items });
  };
  if (!query.data) return <p>{query.isError ? 'The promo items could not be loaded.' : 'Loading the promo items…'}</p>;
  const nextId = Math.max(0, ...query.data.map((row) => row.item.id)) + 1;
  return (
    <section aria-labelledby="staff-items-title" className="staff-promotions__section">
      <h3 id="staff-items-title">Promo items</h3>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Status</th>
            <th scope="col">Missing translations</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map(({ item, missing_locales }) => (
            <tr key={item.id}>
              <td>
                {item.frontend_identifier} {item.published ? '' : '(draft)'}
              </td>
              <td>{promoStatus(item.start_at, item.end_at, new Date())}</td>
              <td>{missing_locales.length === 0 ? 'none' : missing_locales.join(', ')}</td>
              <td>
                <button type="button" className="button" onClick={() => setEditing(item)}>
                  Edit {item.frontend_identifier}
                </button>{' '}
                <button type="button" className="button" onClick={() => void deleteItem(item.id).then(refresh)}>
                  Delete {item.frontend_identifier}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => setEditing(blank(nextId))}>
        New promo item
      </button>
      {editing && <ItemForm key={`${editing.id}-${locale}`} initial={editing} locale={locale} onDone={refresh} />}
    </section>
  );
}
