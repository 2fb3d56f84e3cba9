import { RG_ACTION_KINDS, roleMay, type RgAction, type RgActionKind, type Staff } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerActivity, usePlayerRounds, useRecordRgAction, useRgActions, useRoundRecall } from './api';
import { DeskTable, ErrorNote, K, ReasonForm, type Format } from './parts';

/**
 * The player page's sections of decision 070 (docs/decisions/070-player-page-and-rg-actions.md):
 * sessions and devices, the exclusion and the limits' history, support conversations, game rounds
 * with recall, and the responsible-gaming action log for the roles that hold rg.read.
 */
export function PlayerSections({ id, staff, format }: { id: number; staff: Staff; format: Format }) {
  return (
    <>
      <Activity id={id} format={format} />
      <Rounds id={id} format={format} />
      {roleMay(staff.role, 'rg.read') && <RgActions id={id} staff={staff} format={format} />}
    </>
  );
}

function Activity({ id, format }: { id: number; format: Format }) {
  const { t } = useTranslation();
  const activity = usePlayerActivity(id);
  if (!activity.data) return <ErrorNote error={activity.error} />;
  const { sessions, exclusion, limit_history: history, conversations } = activity.data;
  return (
    <>
      <DeskTable
        title={t(`${K}.players.sessions`)}
        head={[t(`${K}.players.signed_in`), t(`${K}.players.last_seen`), t(`${K}.players.address`), t(`${K}.players.device`)]}
        empty={sessions.length === 0}
      >
        {sessions.map((s) => (
          <tr key={s.id}>
            <td>{format.dateTime(s.created_at)}</td>
            <td>{format.dateTime(s.last_seen_at)}</td>
            <td>{s.ip ?? '—'}</td>
            <td className="money-desk__device">{s.user_agent ?? '—'}</td>
          </tr>
        ))}
      </DeskTable>
      <div className="money-desk__block">
        <h3>{t(`${K}.players.exclusion`)}</h3>
        <p className="staff-console__note">
          {exclusion
            ? t(`${K}.players.excluded`, {
                kind: t(`${K}.limit.${exclusion.kind}`, { defaultValue: exclusion.kind }),
                since: format.dateTime(exclusion.since),
                until: exclusion.ends_at ? format.dateTime(exclusion.ends_at) : t(`${K}.risk.no_end`),
              })
            : t(`${K}.players.not_excluded`)}
        </p>
      </div>
      <DeskTable
        title={t(`${K}.players.limit_history`)}
        head={[t(`${K}.col.time`), t(`${K}.col.kind`), t(`${K}.col.action`), t(`${K}.col.detail`)]}
        empty={history.length === 0}
      >
        {history.map((h) => (
          <tr key={`${h.at}-${h.kind}-${h.event}-${h.detail}`}>
            <td>{format.dateTime(h.at)}</td>
            <td>{t(`${K}.limit.${h.kind}`, { defaultValue: h.kind })}</td>
            <td>{t(`${K}.limit_event.${h.event}`, { defaultValue: h.event })}</td>
            <td>{h.detail}</td>
          </tr>
        ))}
      </DeskTable>
      <DeskTable
        title={t(`${K}.players.conversations`)}
        head={[t(`${K}.col.time`), t(`${K}.col.state`), t(`${K}.players.group_id`), t(`${K}.col.action`)]}
        empty={conversations.length === 0}
      >
        {conversations.map((c) => (
          <tr key={c.id}>
            <td>{format.dateTime(c.last_message_at)}</td>
            <td>{t(`${K}.conversation.${c.status}`)}</td>
            <td>{c.group_id}</td>
            <td>
              <a href="/staff/support">{t(`${K}.players.open_support`, { id: c.id })}</a>
            </td>
          </tr>
        ))}
      </DeskTable>
    </>
  );
}

function Rounds({ id, format }: { id: number; format: Format }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [recalled, setRecalled] = useState<number | null>(null);
  const rounds = usePlayerRounds(id, page);
  const data = rounds.data;
  return (
    <>
      <DeskTable
        title={t(`${K}.players.rounds`)}
        head={[
          t(`${K}.col.time`),
          t(`${K}.players.game`),
          t(`${K}.col.state`),
          t(`${K}.players.stake`),
          t(`${K}.players.win`),
          t(`${K}.col.action`),
        ]}
        empty={!data || data.data.length === 0}
      >
        {data?.data.map((r) => (
          <tr key={r.id}>
            <td>{format.dateTime(r.created_at)}</td>
            <td>{r.game_title || r.game_identifier}</td>
            <td>{r.status}</td>
            <td className="money-desk__amount">{format.money(r.stake_cents, r.currency)}</td>
            <td className="money-desk__amount">{format.money(r.win_cents, r.currency)}</td>
            <td>
              <button
                type="button"
                className="button"
                aria-pressed={recalled === r.id}
                onClick={() => setRecalled(recalled === r.id ? null : r.id)}
              >
                {t(`${K}.players.recall`, { id: r.id })}
              </button>
            </td>
          </tr>
        ))}
      </DeskTable>
      {data && data.pagination.total_pages > 1 && (
        <nav className="money-desk__pages" aria-label={t(`${K}.players.rounds_pages`)}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t(`${K}.players.previous`)}
          </button>
          <span>{t(`${K}.players.page_of`, { page, pages: data.pagination.total_pages })}</span>
          <button
            type="button"
            className="button"
            disabled={data.pagination.next_page === null}
            onClick={() => setPage(page + 1)}
          >
            {t(`${K}.players.next`)}
          </button>
        </nav>
      )}
      <ErrorNote error={rounds.error} />
      {recalled !== null && <Recall id={id} roundId={recalled} />}
    </>
  );
}

/** One round as the game recorded it: the bets and moves (actions) and the outcome (state). */
function Recall({ id, roundId }: { id: number; roundId: number }) {
  const { t } = useTranslation();
  const round = useRoundRecall(id, roundId);
  if (!round.data) return <ErrorNote error={round.error} />;
  const r = round.data;
  return (
    <section className="money-desk__block" aria-labelledby={`recall-${roundId}`}>
      <h3 id={`recall-${roundId}`}>{t(`${K}.players.recall_title`, { id: roundId })}</h3>
      <h4>{t(`${K}.players.bets`)}</h4>
      <pre className="money-desk__recall" tabIndex={0}>
        {JSON.stringify({ params: r.params, actions: r.actions }, null, 2)}
      </pre>
      <h4>{t(`${K}.players.outcome`)}</h4>
      <pre className="money-desk__recall" tabIndex={0}>
        {JSON.stringify(r.state, null, 2)}
      </pre>
    </section>
  );
}

function RgActions({ id, staff, format }: { id: number; staff: Staff; format: Format }) {
  const { t } = useTranslation();
  const list = useRgActions(id, true);
  const record = useRecordRgAction(id);
  return (
    <>
      <RgActionTable title={t(`${K}.rg.title`)} actions={list.data ?? []} format={format} />
      {roleMay(staff.role, 'rg.act') && (
        <div className="money-desk__block">
          <ReasonForm
            label={t(`${K}.rg.note`)}
            verbs={RG_ACTION_KINDS.map((kind) => ({ id: kind, text: t(`${K}.rg.kind.${kind}`) }))}
            pending={record.isPending}
            onSubmit={(kind, reason) => record.mutate({ kind: kind as RgActionKind, reason })}
          />
          <ErrorNote error={record.error} />
        </div>
      )}
    </>
  );
}

/** The action log as a table: on the player page, and with the player's address on the Risk page. */
export function RgActionTable({
  title,
  actions,
  format,
  withPlayer = false,
}: {
  title: string;
  actions: RgAction[];
  format: Format;
  withPlayer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DeskTable
      title={title}
      head={[
        t(`${K}.col.time`),
        ...(withPlayer ? [t(`${K}.col.player`)] : []),
        t(`${K}.col.action`),
        t(`${K}.rg.note`),
        t(`${K}.rg.by`),
      ]}
      empty={actions.length === 0}
    >
      {actions.map((a) => (
        <tr key={a.id}>
          <td>{format.dateTime(a.at)}</td>
          {withPlayer && <td>{a.player_email ?? `#${a.player_id}`}</td>}
          <td>{t(`${K}.rg.kind.${a.kind}`)}</td>
          <td>{a.note}</td>
          <td>{a.staff_name ?? '—'}</td>
        </tr>
      ))}
    </DeskTable>
  );
}
