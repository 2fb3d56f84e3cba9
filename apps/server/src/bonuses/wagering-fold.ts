import { contributionPercent, wageringContribution } from './rules';

/** A bet, a rollback or a loss check (a win or a settled round) of a batch, as the wagering fold reads it. */
export type WageringItem =
  | {
      kind: 'bet';
      playerId: number;
      transactionId: number;
      currency: string;
      amountCents: number;
      categories: readonly string[];
      at: Date;
    }
  | { kind: 'rollback'; playerId: number; transactionId: number; betTransactionId: number }
  | { kind: 'check'; playerId: number; currency: string; at: Date };

/** A wagering bonus gift as locked at the start of the batch, with its template's contribution table. */
export interface WageringGift {
  id: number;
  playerId: number;
  currency: string;
  bonusCents: number;
  wagerRequiredCents: number;
  wageredCents: number;
  activatedAt: Date | null;
  moneySettledAt: Date | null;
  contributions: Readonly<Record<string, number>>;
  defaultContribution: number;
}

/** A handled money event as recorded in gift_processed_events. */
export interface ProcessedRow {
  transactionId: number;
  kind: 'bet' | 'rollback';
  playerId: number;
  giftId: number | null;
  contributedCents: number;
  rolledBack: boolean;
}

/** What a batch does to one gift: its wagering at the end, whether it changed, and the stage it reached. */
export interface GiftOutcome {
  wageredCents: number;
  changed: boolean;
  ended?: 'wager_done' | 'lost';
}

export interface WageringPlan {
  /** New gift_processed_events rows, in the order their events came. */
  inserts: ProcessedRow[];
  /** Bets recorded by an earlier batch that this batch rolls back. */
  rolledBack: number[];
  /** Per gift id, every gift the batch touched. */
  gifts: Map<number, GiftOutcome>;
}

export const walletKey = (playerId: number, currency: string) => `${playerId}:${currency}`;

/**
 * Folds a batch's bets, rollbacks and loss checks, in the order written, into what handling them
 * one by one would have done (decision 044, decision 073): a bet counts once, toward its wallet's
 * wagering gift if that gift wagered when the bet was placed, by its category's contribution and
 * never past the requirement (then the gift is wager_done and takes nothing more); a rollback takes
 * its bet's contribution back from a gift still wagering, or marks a bet not seen yet so that it
 * counts nothing; a check ends a granted gift as lost when its wallet holds no bonus money
 * (`bonusGone`, read once for the batch) and the gift was granted before the checked event.
 * `seen` holds the rows recorded before this batch for the transaction ids it names.
 */
export function foldWagering(
  items: readonly WageringItem[],
  wagering: readonly WageringGift[],
  seen: ReadonlyMap<number, Omit<ProcessedRow, 'transactionId' | 'kind' | 'playerId'>>,
  bonusGone: ReadonlySet<string>,
): WageringPlan {
  const byWallet = new Map(wagering.map((g) => [walletKey(g.playerId, g.currency), g] as const));
  const byId = new Map(wagering.map((g) => [g.id, g] as const));
  const outcomes = new Map<number, GiftOutcome>();
  const outcomeOf = (g: WageringGift) => outcomes.get(g.id) ?? { wageredCents: g.wageredCents, changed: false };
  const live = (g: WageringGift | undefined): g is WageringGift => g !== undefined && outcomeOf(g).ended === undefined;
  const rows = new Map<number, ProcessedRow>();
  const known = (id: number) => rows.has(id) || seen.has(id);
  const rolledBack: number[] = [];

  const onBet = (item: Extract<WageringItem, { kind: 'bet' }>) => {
    const gift = byWallet.get(walletKey(item.playerId, item.currency));
    // No wagering gift for this wallet (none, or it ended earlier in the batch): the bet is not recorded.
    if (!live(gift) || known(item.transactionId)) return;
    const row: ProcessedRow = { ...newRow(item, 'bet'), transactionId: item.transactionId };
    rows.set(item.transactionId, row);
    if (!gift.activatedAt || gift.activatedAt > item.at) return;
    const state = outcomeOf(gift);
    const percent = contributionPercent(item.categories, gift.contributions, gift.defaultContribution);
    const added = wageringContribution({
      stakeCents: item.amountCents,
      percent,
      requiredCents: gift.wagerRequiredCents,
      wageredCents: state.wageredCents,
    });
    if (added === 0) return;
    row.giftId = gift.id;
    row.contributedCents = added;
    const wageredCents = state.wageredCents + added;
    outcomes.set(gift.id, {
      wageredCents,
      changed: true,
      ...(wageredCents >= gift.wagerRequiredCents ? { ended: 'wager_done' as const } : {}),
    });
  };

  const onRollback = (item: Extract<WageringItem, { kind: 'rollback' }>) => {
    if (known(item.transactionId)) return;
    rows.set(item.transactionId, { ...newRow(item, 'rollback'), transactionId: item.transactionId });
    const betId = item.betTransactionId;
    const inBatch = rows.get(betId);
    const before = seen.get(betId);
    if (!inBatch && !before) {
      rows.set(betId, { ...newRow(item, 'bet'), transactionId: betId, rolledBack: true });
      return;
    }
    const bet = inBatch ?? before;
    if (!bet || bet.rolledBack) return;
    if (inBatch) inBatch.rolledBack = true;
    else rolledBack.push(betId);
    if (bet.giftId === null || bet.contributedCents === 0) return;
    const gift = byId.get(bet.giftId);
    if (!live(gift)) return;
    const wageredCents = Math.max(0, outcomeOf(gift).wageredCents - bet.contributedCents);
    outcomes.set(gift.id, { wageredCents, changed: true });
  };

  const onCheck = (item: Extract<WageringItem, { kind: 'check' }>) => {
    const key = walletKey(item.playerId, item.currency);
    const gift = byWallet.get(key);
    if (!live(gift) || !bonusGone.has(key)) return;
    // Not yet granted, or granted after this event: its money is not gone.
    if (!gift.moneySettledAt || gift.bonusCents === 0 || gift.moneySettledAt > item.at) return;
    outcomes.set(gift.id, { ...outcomeOf(gift), ended: 'lost' });
  };

  for (const item of items) {
    if (item.kind === 'bet') onBet(item);
    else if (item.kind === 'rollback') onRollback(item);
    else onCheck(item);
  }
  return { inserts: [...rows.values()], rolledBack, gifts: outcomes };
}

function newRow(item: { playerId: number }, kind: ProcessedRow['kind']): Omit<ProcessedRow, 'transactionId'> {
  return { kind, playerId: item.playerId, giftId: null, contributedCents: 0, rolledBack: false };
}
