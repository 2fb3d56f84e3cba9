import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@casino/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountChange, useInvite, useStaffAccounts } from './api';
import './staff-access.css';

const K = 'staff_access.accounts';

/** The administrator's staff accounts (docs/decisions/066-staff-access.md): the list, an invitation, and each account's changes. */
export function StaffAccountsPanel({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const accounts = useStaffAccounts();
  return (
    <section aria-labelledby="staff-accounts-title" className="staff-access">
      <h2 id="staff-accounts-title">{t(`${K}.title`)}</h2>
      <InviteForm />
      {accounts.data && (
        <>
          <p className="staff-console__note">{t(`${K}.count`, { count: accounts.data.length })}</p>
          <div className="staff-access__scroll">
            <table className="staff-access__table">
              <thead>
                <tr>
                  <th scope="col">{t(`${K}.name`)}</th>
                  <th scope="col">{t(`${K}.email`)}</th>
                  <th scope="col">{t(`${K}.role`)}</th>
                  <th scope="col">{t(`${K}.status`)}</th>
                  <th scope="col">{t(`${K}.two_factor`)}</th>
                  <th scope="col">{t(`${K}.actions`)}</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.map((account) => (
                  <AccountRow key={account.id} account={account} self={account.id === selfId} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function RoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`staff_access.role.${role}`)}
    </option>
  ));
}

function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvite();
  const form = useForm({ defaultValues: { email: '', name: '', role: 'support_agent' as StaffRole } });
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <form className="staff-access__form" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{t(`${K}.invite_title`)}</h3>
      <label htmlFor={`${id}-name`}>{t(`${K}.name`)}</label>
      <input id={`${id}-name`} required maxLength={100} autoComplete="off" {...form.register('name')} />
      <label htmlFor={`${id}-email`}>{t(`${K}.email`)}</label>
      <input id={`${id}-email`} type="email" required maxLength={254} autoComplete="off" {...form.register('email')} />
      <label htmlFor={`${id}-role`}>{t(`${K}.role`)}</label>
      <select id={`${id}-role`} {...form.register('role')}>
        <RoleOptions />
      </select>
      <button type="submit" className="button button--primary" disabled={invite.isPending}>
        {t(`${K}.invite`)}
      </button>
      <p role="status" className="staff-console__note">
        {invite.isSuccess && t(`${K}.invited`, { email: invite.data.email })}
      </p>
      {invite.isError && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.taken`)}
        </p>
      )}
    </form>
  );
}

function AccountRow({ account, self }: { account: StaffAccount; self: boolean }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`staff-account-${account.id}`}>
      <th scope="row">{account.name}</th>
      <td>{account.email}</td>
      <td>{t(`staff_access.role.${account.role}`)}</td>
      <td>{t(`staff_access.status.${account.status}`)}</td>
      <td>{t(`${K}.two_factor_${account.two_factor ? 'on' : 'off'}`)}</td>
      <td>{self ? t(`${K}.yourself`) : <AccountActions account={account} />}</td>
    </tr>
  );
}

/** A disclosure per account: the reason, a new role, disable, a new set-up link. */
function AccountActions({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useAccountChange(account.id);
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<StaffRole>(account.role);
  const ready = reason.trim().length >= 3 && !change.isPending;
  const done = () => setReason('');
  return (
    <details className="staff-access__actions">
      <summary>{t(`${K}.manage`, { name: account.name })}</summary>
      <label htmlFor={`${id}-reason`}>{t(`${K}.reason`)}</label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={500}
        aria-describedby={`${id}-reason-hint`}
        onChange={(e) => setReason(e.target.value)}
      />
      <p id={`${id}-reason-hint`} className="staff-console__note">
        {t(`${K}.reason_hint`)}
      </p>
      <label htmlFor={`${id}-role`}>{t(`${K}.new_role`)}</label>
      <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
        <RoleOptions />
      </select>
      <div className="staff-access__buttons">
        <button
          type="button"
          className="button"
          disabled={!ready || role === account.role}
          onClick={() => change.mutate({ kind: 'role', role, reason }, { onSuccess: done })}
        >
          {t(`${K}.set_role`)}
        </button>
        <button
          type="button"
          className="button"
          disabled={!ready || account.status === 'disabled'}
          onClick={() => change.mutate({ kind: 'disable', reason }, { onSuccess: done })}
        >
          {t(`${K}.disable`)}
        </button>
        <button
          type="button"
          className="button"
          disabled={!ready}
          onClick={() => change.mutate({ kind: 'reset', reason }, { onSuccess: done })}
        >
          {t(`${K}.reset`)}
        </button>
      </div>
      <p role="status" className="staff-console__note">
        {change.isSuccess && t(`${K}.saved`, { name: account.name })}
      </p>
      {change.isError && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.failed`)}
        </p>
      )}
    </details>
  );
}
