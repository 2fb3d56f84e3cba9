import { PROMO_KINDS, promoStatus, type Locale, type PromoItem, type PromoKind } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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

/** One promo item's fields, its texts in the chosen locale. */
function ItemForm({ initial, locale, onDone }: { initial: PromoItem; locale: Locale; onDone: () => void }) {
  const id = useId();
  const [item, setItem] = useState(initial);
  const [refused, setRefused] = useState(false);
  const texts = item.texts[locale] ?? { title: '', description: '', text_times: '' };
  const set = <K extends keyof PromoItem>(key: K, value: PromoItem[K]) => setItem({ ...item, [key]: value });
  const setText = (key: keyof typeof texts, value: string) => set('texts', { ...item.texts, [locale]: { ...texts, [key]: value } });
  const save = async () => {
    setRefused(false);
    try {
      await putItem(item);
      onDone();
    } catch {
      setRefused(true);
    }
  };
  const field = (label: string, name: string, input: React.ReactNode) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
    </>
  );
  return (
    <form className="staff-promotions__fields" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      {field('Frontend identifier', 'ident', <input id={`${id}-ident`} value={item.frontend_identifier} onChange={(e) => set('frontend_identifier', e.target.value)} />)}
      {field(
        'Links to',
        'kind',
        <select id={`${id}-kind`} value={item.kind} onChange={(e) => set('kind', e.target.value as PromoKind)}>
          {PROMO_KINDS.map((kind) => (
            <option key={kind}>{kind}</option>
          ))}
        </select>,
      )}
      {field('Target (frontend identifier or path)', 'target', <input id={`${id}-target`} value={item.target} onChange={(e) => set('target', e.target.value)} />)}
      {field('Image', 'image', <input id={`${id}-image`} value={item.image} onChange={(e) => set('image', e.target.value)} />)}
      {field('Starts (UTC)', 'start', <input id={`${id}-start`} type="datetime-local" value={toLocalInput(item.start_at)} onChange={(e) => set('start_at', fromLocalInput(e.target.value))} />)}
      {field('Ends (UTC)', 'end', <input id={`${id}-end`} type="datetime-local" value={toLocalInput(item.end_at)} onChange={(e) => set('end_at', fromLocalInput(e.target.value))} />)}
      {field('Groups (ids, comma-separated)', 'groups', <input id={`${id}-groups`} defaultValue={item.group_ids.join(', ')} onBlur={(e) => set('group_ids', parseGroups(e.target.value))} />)}
      {field('Order', 'order', <input id={`${id}-order`} type="number" value={item.order} onChange={(e) => set('order', Number(e.target.value))} />)}
      {field(`Title (${locale})`, 'title', <input id={`${id}-title`} value={texts.title} onChange={(e) => setText('title', e.target.value)} />)}
      {field(`Description (${locale})`, 'desc', <textarea id={`${id}-desc`} value={texts.description} onChange={(e) => setText('description', e.target.value)} />)}
      {field(`Times text (${locale})`, 'times', <input id={`${id}-times`} value={texts.text_times} onChange={(e) => setText('text_times', e.target.value)} />)}
      <label>
        <input type="checkbox" checked={item.published} onChange={(e) => set('published', e.target.checked)} /> Published
      </label>
      <button type="submit" className="button button--primary">
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
