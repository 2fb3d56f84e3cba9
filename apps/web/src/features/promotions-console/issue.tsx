import { zodResolver } from '@hookform/resolvers/zod';
import { staffIssueRequestSchema, type StaffIssueRequest } from '@casino/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newIdempotencyKey } from '../../api/idempotency';
import { showServerErrors, useIssueGift, useTemplates } from './api';
import { Field, errorAt } from './fields';

interface IssueValues {
  template_id: number;
  target: 'player' | 'group';
  player: string;
  group_id: string;
  reason: string;
}

const toRequest = (v: IssueValues): StaffIssueRequest => ({
  template_id: v.template_id,
  target: v.target === 'player' ? { kind: 'player', player: v.player } : { kind: 'group', group_id: Number(v.group_id) },
  reason: v.reason,
});
const schemaResolver = zodResolver(staffIssueRequestSchema);
const SKIP_NAMES = { bonuses_disabled: 'bonuses turned off', no_amount_for_currency: 'no amount in their currency' } as const;

/** Issue a template's gift to one player or a group, with a reason; a retry of the same action issues nothing twice. */
export function IssueGift() {
  const templates = useTemplates();
  const issue = useIssueGift();
  // One key per action: kept for a retry after a failure, renewed after an answer.
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IssueValues, unknown, StaffIssueRequest>({
    resolver: async (values, context, options) => {
      const result = await schemaResolver(toRequest(values), context, options as never);
      // The target's errors show on its inputs (player, group_id), which the form holds at the top.
      const { target, ...errors } = result.errors as Record<string, object | undefined>;
      const all = { ...errors, ...target };
      return Object.keys(all).length > 0
        ? { values: {}, errors: all as never }
        : { values: result.values as StaffIssueRequest, errors: {} };
    },
    defaultValues: { template_id: 0, target: 'player', player: '', group_id: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const target = useWatch({ control: form.control, name: 'target' });
  const submit = form.handleSubmit(async (request) => {
    setResult(null);
    setFailure(null);
    try {
      const answer = await issue.mutateAsync({ key, request });
      setKey(newIdempotencyKey());
      const n = answer.issued.length;
      const lines = [`${n} ${n === 1 ? 'gift' : 'gifts'} issued.`];
      if (answer.already_issued > 0) lines.push(`${answer.already_issued} already had it from this action.`);
      for (const skip of answer.skipped) lines.push(`Player ${skip.player_id} skipped: ${SKIP_NAMES[skip.reason]}.`);
      setResult(lines.join(' '));
    } catch (err) {
      setFailure(showServerErrors(err, form.setError));
    }
  });
  const offered = templates.data?.filter((t) => t.state !== 'retired' && t.kind !== 'deposit') ?? [];
  const templateError = errorAt(errors, 'template_id');
  return (
    <form className="promo-console__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="issue-title">
      <h3 id="issue-title">Issue a gift</h3>
      <div className="promo-console__grid">
        <div className="promo-console__field">
          <label htmlFor="issue-template">Template</label>
          <select
            id="issue-template"
            aria-invalid={templateError ? true : undefined}
            {...form.register('template_id', { valueAsNumber: true })}
          >
            <option value={0}>Choose a template</option>
            {offered.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
          {templateError && <small className="staff-console__error">{templateError}</small>}
        </div>
        <fieldset className="promo-console__choice">
          <legend>To</legend>
          <label>
            <input type="radio" value="player" {...form.register('target')} /> One player
          </label>
          <label>
            <input type="radio" value="group" {...form.register('target')} /> A group
          </label>
        </fieldset>
        {target === 'player' ? (
          <Field label="Player id or e-mail" errors={errors} registration={form.register('player')} />
        ) : (
          <Field label="Group id" inputMode="numeric" errors={errors} registration={form.register('group_id')} />
        )}
        <Field label="Reason" hint="Kept in the audit log" errors={errors} registration={form.register('reason')} />
      </div>
      {result && (
        <p role="status" className="staff-console__note">
          {result}
        </p>
      )}
      {failure && (
        <p role="alert" className="staff-console__error">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        Issue gift
      </button>
    </form>
  );
}
