import { zodResolver } from '@hookform/resolvers/zod';
import { staffIssueRequestSchema, type StaffIssueRequest } from '@casino/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** Issue a template's gift to one player or a group, with a reason; a retry of the same action issues nothing twice. */
export function IssueGift() {
  const { t } = useTranslation();
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
      const lines = [t('promotions.staff_console.issue.issued', { count: answer.issued.length })];
      if (answer.already_issued > 0) lines.push(t('promotions.staff_console.issue.already', { count: answer.already_issued }));
      for (const skip of answer.skipped)
        lines.push(
          t('promotions.staff_console.issue.skipped', {
            player: skip.player_id,
            reason: t(`promotions.staff_console.issue.skip.${skip.reason}`),
          }),
        );
      setResult(lines.join(' '));
    } catch (err) {
      setFailure(showServerErrors(err, form.setError, t));
    }
  });
  const offered = templates.data?.filter((tp) => tp.state !== 'retired' && tp.kind !== 'deposit') ?? [];
  const templateError = errorAt(errors, 'template_id');
  return (
    <form className="promo-console__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="issue-title">
      <h3 id="issue-title">{t('promotions.staff_console.section.issue')}</h3>
      <div className="promo-console__grid">
        <div className="promo-console__field">
          <label htmlFor="issue-template">{t('promotions.staff_console.template')}</label>
          <select
            id="issue-template"
            aria-invalid={templateError ? true : undefined}
            {...form.register('template_id', { valueAsNumber: true })}
          >
            <option value={0}>{t('promotions.staff_console.choose_template')}</option>
            {offered.map((tp) => (
              <option key={tp.id} value={tp.id}>
                {tp.title}
              </option>
            ))}
          </select>
          {templateError && <small className="staff-console__error">{templateError}</small>}
        </div>
        <fieldset className="promo-console__choice">
          <legend>{t('promotions.staff_console.issue.to')}</legend>
          <label>
            <input type="radio" value="player" {...form.register('target')} /> {t('promotions.staff_console.issue.one_player')}
          </label>
          <label>
            <input type="radio" value="group" {...form.register('target')} /> {t('promotions.staff_console.issue.group')}
          </label>
        </fieldset>
        {target === 'player' ? (
          <Field
            label={t('promotions.staff_console.player_id_or_email')}
            errors={errors}
            registration={form.register('player')}
          />
        ) : (
          <Field
            label={t('promotions.staff_console.issue.group_id')}
            inputMode="numeric"
            errors={errors}
            registration={form.register('group_id')}
          />
        )}
        <Field
          label={t('promotions.staff_console.issue.reason')}
          hint={t('promotions.staff_console.issue.reason_hint')}
          errors={errors}
          registration={form.register('reason')}
        />
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
        {t('promotions.staff_console.issue.submit')}
      </button>
    </form>
  );
}
