import { type ClosurePayout, type Locale } from '@casino/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayForm } from './closure-payout-form';
import { K, ListState, Pager, formatFor, usePagedList, type Format } from './closure-payouts-parts';
import { InStaffLanguage } from './staff-language';
import './closure-payouts.css';

/**
 * The support leads' section of the staff console (docs/decisions/018-account-closure.md):
 * closure payouts waiting to be paid by bank transfer, marked as paid with the transfer's
 * reference, and those already paid. Translated into the browser's language.
 */
export function ClosurePayouts() {
  return <InStaffLanguage className="closure-payouts">{(locale) => <Payouts locale={locale} />}</InStaffLanguage>;
}

function Payouts({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const format = useMemo(() => formatFor(locale), [locale]);
  return (
    <section aria-labelledby="closure-payouts-title" className="closure-payouts" lang={locale}>
      <h2 id="closure-payouts-title">{t(`${K}.title`)}</h2>
      <p className="staff-console__note">{t(`${K}.intro`)}</p>
      <OpenPayouts format={format} />
      <DonePayouts format={format} />
    </section>
  );
}

function OpenPayouts({ format }: { format: Format }) {
  const { t } = useTranslation();
  const { list, setPage } = usePagedList('open');
  const [paying, setPaying] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = list.data?.data ?? [];

  // The row leaves the list: its form goes with it, so the outcome is told here and focus moves to the heading.
  const finish = (text: string, alert: boolean) => {
    setPaying(null);
    setNotice({ text, alert });
    headingRef.current?.focus();
  };

  return (
    <div className="closure-payouts__list">
      <h3 id="closure-payouts-open" ref={headingRef} tabIndex={-1}>
        {t(`${K}.open_title`)}
      </h3>
      <p role="status" className="closure-payouts__notice">
        {notice && !notice.alert ? notice.text : ''}
      </p>
      {notice?.alert && (
        <p role="alert" className="staff-console__error">
          {notice.text}
        </p>
      )}
      <ListState state="open" list={list} />
      {rows.length > 0 && (
        <div className="closure-payouts__scroll">
          <table className="closure-payouts__table" aria-labelledby="closure-payouts-open">
            <thead>
              <tr>
                <th scope="col">{t(`${K}.col.player`)}</th>
                <th scope="col">{t(`${K}.col.amount`)}</th>
                <th scope="col">{t(`${K}.col.reserved`)}</th>
                <th scope="col">{t(`${K}.col.closed`)}</th>
                <th scope="col">{t(`${K}.col.action`)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((payout) => (
                <OpenRow
                  key={payout.id}
                  payout={payout}
                  format={format}
                  paying={paying === payout.id}
                  onOpen={() => {
                    setPaying(payout.id);
                    setNotice(null);
                  }}
                  onCancel={() => setPaying(null)}
                  onPaid={(done) =>
                    finish(
                      t(`${K}.paid_notice`, {
                        amount: format.money(done.amount_cents, done.currency),
                        player: done.player_email,
                      }),
                      false,
                    )
                  }
                  onGone={(key) => finish(t(key), true)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={list.data?.pagination} label={t(`${K}.open_pages`)} onPage={setPage} />
    </div>
  );
}

interface OpenRowProps {
  payout: ClosurePayout;
  format: Format;
  paying: boolean;
  onOpen: () => void;
  onCancel: () => void;
  onPaid: (done: ClosurePayout) => void;
  onGone: (messageKey: string) => void;
}

function OpenRow({ payout, format, paying, onOpen, onCancel, onPaid, onGone }: OpenRowProps) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const amount = format.money(payout.amount_cents, payout.currency);
  const formId = `closure-payout-form-${payout.id}`;
  return (
    <>
      <tr>
        <th scope="row">
          {payout.player_email}
          <span className="closure-payouts__sub">{t(`${K}.player_id`, { id: payout.player_id })}</span>
        </th>
        <td className="closure-payouts__amount">{amount}</td>
        <td>
          <time dateTime={payout.created_at}>{format.dateTime(payout.created_at)}</time>
        </td>
        <td>{payout.closed_at ? <time dateTime={payout.closed_at}>{format.date(payout.closed_at)}</time> : '—'}</td>
        <td>
          <button
            ref={buttonRef}
            type="button"
            className="button"
            aria-expanded={paying}
            aria-controls={paying ? formId : undefined}
            onClick={onOpen}
          >
            {t(`${K}.mark_paid`)}
            <span className="visually-hidden"> {t(`${K}.payout_of`, { amount, player: payout.player_email })}</span>
          </button>
        </td>
      </tr>
      {paying && (
        <tr className="closure-payouts__form-row">
          <td colSpan={5}>
            <PayForm
              id={formId}
              payout={payout}
              amount={amount}
              onCancel={() => {
                onCancel();
                buttonRef.current?.focus();
              }}
              onPaid={onPaid}
              onGone={onGone}
            />
          </td>
        </tr>
      )}
    </>
  );
}

function DonePayouts({ format }: { format: Format }) {
  const { t } = useTranslation();
  const { list, setPage } = usePagedList('done');
  const rows = list.data?.data ?? [];
  return (
    <div className="closure-payouts__list">
      <h3 id="closure-payouts-done">{t(`${K}.done_title`)}</h3>
      <ListState state="done" list={list} />
      {rows.length > 0 && (
        <div className="closure-payouts__scroll">
          <table className="closure-payouts__table" aria-labelledby="closure-payouts-done">
            <thead>
              <tr>
                <th scope="col">{t(`${K}.col.player`)}</th>
                <th scope="col">{t(`${K}.col.amount`)}</th>
                <th scope="col">{t(`${K}.col.paid_on`)}</th>
                <th scope="col">{t(`${K}.col.paid_by`)}</th>
                <th scope="col">{t(`${K}.col.reference`)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((payout) => (
                <tr key={payout.id}>
                  <th scope="row">
                    {payout.player_email}
                    <span className="closure-payouts__sub">{t(`${K}.player_id`, { id: payout.player_id })}</span>
                  </th>
                  <td className="closure-payouts__amount">{format.money(payout.amount_cents, payout.currency)}</td>
                  <td>
                    {payout.completion ? (
                      <time dateTime={payout.completion.completed_at}>{format.dateTime(payout.completion.completed_at)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{payout.completion?.staff_name ?? '—'}</td>
                  <td className="closure-payouts__reference">{payout.completion?.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={list.data?.pagination} label={t(`${K}.done_pages`)} onPage={setPage} />
    </div>
  );
}
