import { zodResolver } from '@hookform/resolvers/zod';
import { SHOP_CARD_TYPES, SHOP_LABELS, shopCardEditSchema, type ShopCardEdit } from '@casino/contracts';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { staffApi } from '../../api/staff-api';
import { OutcomeNote, type Outcome } from './staff-outcome';

const NEW_CARD: ShopCardEdit = {
  group: '',
  type: 'freespins',
  title: '',
  label: null,
  money_kind: null,
  rates: [{ currency: 'EUR', points: 100, amount_cents: 0 }],
  gift_template_id: null,
  freespins_count: 0,
  wager: 0,
  games: [],
  lottery_ids: [],
  position: 0,
  active: true,
};

const orNull = (value: unknown) => (value === '' || value === null ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const idList = (value: unknown) =>
  String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

function RatesRows({ form }: { form: ReturnType<typeof useForm<ShopCardEdit>> }) {
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  return (
    <fieldset>
      <legend>Prices per currency</legend>
      {rows.fields.map((field, i) => (
        <div key={field.id} className="staff-console__row">
          <input aria-label={`Currency, price ${i + 1}`} {...form.register(`rates.${i}.currency`)} />
          <input
            type="number"
            aria-label={`Points, price ${i + 1}`}
            {...form.register(`rates.${i}.points`, { valueAsNumber: true })}
          />
          <input
            type="number"
            aria-label={`Amount paid in cents (money cards), price ${i + 1}`}
            {...form.register(`rates.${i}.amount_cents`, { valueAsNumber: true })}
          />
          <button type="button" className="button" onClick={() => rows.remove(i)} disabled={rows.fields.length === 1}>
            Remove price {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="button" onClick={() => rows.append({ currency: 'USD', points: 100, amount_cents: 0 })}>
        Add a price
      </button>
    </fieldset>
  );
}

/** One card's form; the server refuses a money card without its kind, a bonus reward without a template, a lottery card without lotteries. */
function CardForm({ card }: { card: ShopCardEdit }) {
  const form = useForm<ShopCardEdit>({ resolver: zodResolver(shopCardEditSchema), defaultValues: card });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await staffApi().put('/api/staff/loyalty/cards', values);
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  const invalid = Object.keys(form.formState.errors);
  return (
    <form onSubmit={save} noValidate aria-label="Shop card" className="staff-console__form">
      <label>
        Group <input {...form.register('group')} aria-invalid={form.formState.errors.group ? true : undefined} />
      </label>
      <label>
        Type
        <select {...form.register('type')}>
          {SHOP_CARD_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <label>
        Title <input {...form.register('title')} />
      </label>
      <label>
        Label
        <select {...form.register('label', { setValueAs: orNull })}>
          <option value="">none</option>
          {SHOP_LABELS.map((label) => (
            <option key={label}>{label}</option>
          ))}
        </select>
      </label>
      <label>
        Money kind
        <select {...form.register('money_kind', { setValueAs: orNull })}>
          <option value="">not a money card</option>
          <option value="real">real</option>
          <option value="bonus">bonus</option>
        </select>
      </label>
      <RatesRows form={form} />
      <label>
        Gift template id <input type="number" {...form.register('gift_template_id', { setValueAs: numberOrNull })} />
      </label>
      <label>
        Free spins <input type="number" {...form.register('freespins_count', { valueAsNumber: true })} />
      </label>
      <label>
        Wager <input type="number" {...form.register('wager', { valueAsNumber: true })} />
      </label>
      <label>
        Lottery ids (comma separated) <input {...form.register('lottery_ids', { setValueAs: idList })} />
      </label>
      <label>
        Position <input type="number" {...form.register('position', { valueAsNumber: true })} />
      </label>
      <label>
        <input type="checkbox" {...form.register('active')} /> Listed in the shop
      </label>
      {invalid.length > 0 && (
        <p role="alert" className="staff-console__error">
          Check these fields: {invalid.join(', ')}.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Save the card
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** The shop's cards: pick one to change, or start a new one (saved by its group). */
export function CardsEditor({ cards }: { cards: ShopCardEdit[] }) {
  const [group, setGroup] = useState('');
  const card = cards.find((c) => c.group === group) ?? NEW_CARD;
  return (
    <section aria-labelledby="loyalty-cards-title">
      <h3 id="loyalty-cards-title">Shop cards</h3>
      <label>
        Card
        <select value={group} onChange={(event) => setGroup(event.target.value)}>
          <option value="">a new card</option>
          {cards.map((c) => (
            <option key={c.group} value={c.group}>
              {c.group} ({c.type})
            </option>
          ))}
        </select>
      </label>
      <CardForm key={group} card={card} />
    </section>
  );
}
