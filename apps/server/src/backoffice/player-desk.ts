import type { RoundDetail, RoundsResponse, StaffPlayerActivity, StaffPlayerPage, StaffPlayerSummary } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { notFound } from '../http/errors';
import type { PlayService } from '../games/play';
import { exclusionOf, limitHistoryOf, type LimitsService } from '../limits';
import type { PaymentsService } from '../payments';
import { playerIdsByPaymentReference } from '../payments';
import type { SessionService } from '../auth';
import { addGroups, groupsOf, searchPlayers, setBlocked, staffPlayerRow, type StaffPlayerRow } from '../players';
import type { Clock } from '../platform/clock';
import { recordStaffAction, staffNamesOf, type StaffAct, type StaffSession } from '../staff';
import { conversationsOfPlayer } from '../support';
import type { VerificationService } from '../verification';
import type { WalletService } from '../wallet';
import { staffPlayerNotes } from './tables';

interface PlayerDeskDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  payments: PaymentsService;
  limits: LimitsService;
  verification: VerificationService;
  sessions: SessionService;
  outbox: Outbox;
  disconnectSessions(ids: number[]): void;
  /** The play domain's round recall (list and detail of a player's rounds). */
  recall: Pick<PlayService['recall'], 'list' | 'detail'>;
  /** The auth domain's forced reset in `tx`: the ended session ids, null for no such player. */
  forcePasswordReset(tx: Tx, playerId: number): Promise<number[] | null>;
}

/** The back office's player desk (docs/decisions/059-back-office.md): search, the player page, actions. */
export interface PlayerDesk {
  search(q: string): Promise<StaffPlayerSummary[]>;
  page(playerId: number): Promise<StaffPlayerPage>;
  /** Sessions and devices, the exclusion, the limits' history, the support conversations (decision 070). */
  activity(playerId: number): Promise<StaffPlayerActivity>;
  /** The player's real-money rounds, newest first, a page at a time. */
  rounds(playerId: number, query: { page: number; per_page: number; game_id?: number }): Promise<RoundsResponse>;
  /** One round of the player's as the game recorded it: its bets (actions) and outcome (state). */
  round(playerId: number, roundId: number): Promise<RoundDetail>;
  setBlocked(playerId: number, blocked: boolean, act: StaffAct): Promise<StaffPlayerSummary>;
  endSessions(playerId: number, act: StaffAct): Promise<{ ended: number }>;
  /** Ends the sessions and makes the next sign-in go through a mailed reset link (decision 070). */
  forcePasswordReset(playerId: number, act: StaffAct): Promise<{ ended: number }>;
  addNote(playerId: number, body: string, actor: StaffSession, ip: string): Promise<void>;
  /** Adds the player to a group (decision 067), audited with the reason; already in it changes nothing. */
  addGroup(playerId: number, groupId: number, act: StaffAct): Promise<void>;
}

const SEARCH_LIMIT = 50;
const MOVEMENTS = 20;
const PAYMENTS = 10;

function summaryOf(row: StaffPlayerRow): StaffPlayerSummary {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.nickname || null;
  return {
    id: row.id,
    email: row.email,
    name,
    phone: row.mobilePhone,
    blocked: row.blockedAt !== null,
    closed: row.closedAt !== null,
  };
}

export function createPlayerDesk(deps: PlayerDeskDeps): PlayerDesk {
  const { db, clock } = deps;
  const rowOf = async (playerId: number) => {
    const row = await staffPlayerRow(db, playerId);
    if (!row) throw notFound('No such player.');
    return row;
  };
  return {
    async search(q) {
      const byReference = await playerIdsByPaymentReference(db, q);
      return (await searchPlayers(db, q, byReference, SEARCH_LIMIT)).map(summaryOf);
    },
    page: async (playerId) => pageOf(deps, await rowOf(playerId)),
    async activity(playerId) {
      await rowOf(playerId);
      const [sessions, exclusion, history, conversations] = await Promise.all([
        deps.sessions.list(playerId),
        exclusionOf(db, playerId, clock.now()),
        limitHistoryOf(db, playerId),
        conversationsOfPlayer(db, playerId),
      ]);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          ip: s.ip,
          user_agent: s.userAgent,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
        })),
        exclusion: exclusion && {
          kind: exclusion.kind,
          ends_at: exclusion.endsAt?.toISOString() ?? null,
          since: exclusion.since.toISOString(),
        },
        limit_history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
        conversations: conversations.map((c) => ({
          id: c.id,
          group_id: c.groupId,
          status: c.status,
          created_at: c.createdAt.toISOString(),
          last_message_at: c.lastMessageAt.toISOString(),
        })),
      };
    },
    async rounds(playerId, query) {
      await rowOf(playerId);
      return deps.recall.list(playerId, query);
    },
    round: async (playerId, roundId) => deps.recall.detail(playerId, roundId),
    async setBlocked(playerId, blocked, act) {
      const ended = await db.transaction(async (tx) => {
        const at = clock.now();
        const before = await setBlocked(tx, playerId, blocked ? at : null);
        if (!before) throw notFound('No such player.');
        await act.audit(tx, {
          action: blocked ? 'player.block' : 'player.unblock',
          subjectKind: 'player',
          subjectId: playerId,
          playerId,
          before: { blocked: before.blockedAt !== null },
          after: { blocked },
          at,
        });
        return blocked ? deps.sessions.revokeOthers(playerId, null, tx) : [];
      });
      deps.disconnectSessions(ended);
      return summaryOf(await rowOf(playerId));
    },
    async endSessions(playerId, act) {
      await rowOf(playerId);
      const ended = await db.transaction(async (tx) => {
        const ids = await deps.sessions.revokeOthers(playerId, null, tx);
        await act.audit(tx, {
          action: 'player.end_sessions',
          subjectKind: 'player',
          subjectId: playerId,
          playerId,
          after: { ended: ids.length },
          at: clock.now(),
        });
        return ids;
      });
      deps.disconnectSessions(ended);
      return { ended: ended.length };
    },
    async forcePasswordReset(playerId, act) {
      const ended = await db.transaction(async (tx) => {
        const ids = await deps.forcePasswordReset(tx, playerId);
        if (!ids) throw notFound('No such player.');
        await act.audit(tx, {
          action: 'player.reset_password',
          subjectKind: 'player',
          subjectId: playerId,
          playerId,
          after: { password: 'reset_mailed', ended: ids.length },
          at: clock.now(),
        });
        return ids;
      });
      deps.disconnectSessions(ended);
      deps.outbox.kick();
      return { ended: ended.length };
    },
    async addGroup(playerId, groupId, act) {
      await rowOf(playerId);
      await db.transaction(async (tx) => {
        const at = clock.now();
        const added = await addGroups(tx, deps.outbox, playerId, [groupId], at);
        if (added.length === 0) return;
        await act.audit(tx, {
          action: 'player.add_group',
          subjectKind: 'player',
          subjectId: playerId,
          playerId,
          after: { group_id: groupId },
          at,
        });
      });
      deps.outbox.kick();
    },
    async addNote(playerId, body, actor, ip) {
      await rowOf(playerId);
      await db.transaction(async (tx) => {
        const at = clock.now();
        const [note] = await tx
          .insert(staffPlayerNotes)
          .values({ playerId, staffId: actor.staff.id, body, createdAt: at })
          .returning({ id: staffPlayerNotes.id });
        await recordStaffAction(tx, {
          actor,
          action: 'player_note.create',
          subjectKind: 'staff_player_note',
          subjectId: note?.id ?? 0,
          playerId,
          after: { body },
          ip,
          at,
        });
      });
    },
  };
}

async function pageOf(deps: PlayerDeskDeps, row: StaffPlayerRow): Promise<StaffPlayerPage> {
  const { db } = deps;
  const [wallets, movements, payments, limits, documents, groups, notes] = await Promise.all([
    deps.wallet.getAccounts(row.id),
    deps.wallet.recentMovements(row.id, MOVEMENTS),
    deps.payments.history(row.id, 1, PAYMENTS),
    deps.limits.list(row.id),
    deps.verification.list(row.id),
    groupsOf(db, row.id),
    db.select().from(staffPlayerNotes).where(eq(staffPlayerNotes.playerId, row.id)).orderBy(desc(staffPlayerNotes.id)).limit(50),
  ]);
  const names = await staffNamesOf(
    db,
    notes.map((n) => n.staffId),
  );
  return {
    player: {
      ...summaryOf(row),
      country: row.country,
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
      verified: documents.verified,
      groups,
    },
    wallets: wallets.map((w) => ({
      currency: w.currency,
      active: w.active,
      real_cents: w.available_to_cashout_cents,
      bonus_cents: w.amount_cents - w.available_to_cashout_cents,
    })),
    movements: movements.map((m) => ({
      id: m.transactionId,
      kind: m.kind,
      currency: m.currency,
      part: m.part,
      amount_cents: m.amountCents,
      at: m.at.toISOString(),
    })),
    payments: payments.data.map((p) => ({
      id: p.id,
      action: p.action,
      status: p.state,
      amount_cents: p.amount_cents,
      currency: p.currency,
      at: p.created_at,
    })),
    limits: limits.map((l) => ({
      id: l.id,
      kind: l.type,
      detail: [l.period, l.duration, l.ends_at].filter(Boolean).join(' · '),
    })),
    documents: documents.data.map((d) => ({ id: d.id, type: d.type, status: d.status })),
    notes: notes.map((n) => ({
      id: n.id,
      staff_name: names.get(n.staffId) ?? null,
      body: n.body,
      at: n.createdAt.toISOString(),
    })),
  };
}
