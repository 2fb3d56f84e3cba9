import { amountThresholdOf } from '@casino/contracts';
import { ValidationError } from '../../http/errors';
import { crash as crashEngine, multiplierAt, timeOf, type CrashState } from '../engines/crash';
import { GameRuleError, validateBet } from '../engines/types';
import type { CrashRoundTimes, phaseAt } from '../fair/crash-chain';
import type { RoundRow } from './round-deps';
import { INHOUSE_PROVIDER } from './sessions';

/**
 * The rules of a bet in the shared crash round (docs/decisions/020-shared-crash-round.md) as pure
 * functions of the round's times and the server's clock: what a bet may be, when it may be
 * placed, at which multiplier it is cashed out and what it wins. crash-round.ts applies them.
 */

/** A shared crash bet's state: the engine's, with the round it is in. The crash point stays null until the crash. */
export interface SharedCrashState extends Omit<CrashState, 'crashPoint'> {
  crashPoint: number | null;
  round: number;
}

/** Who settled a bet: the player's cash-out, the auto cash-out, or the crash. */
export type SettledBy = CrashState['settledBy'];

/** A settlement the rules decided: the multiplier paid (null: the bet is lost) and by whom. */
export interface CrashSettlement {
  multiplier: number | null;
  by: SettledBy;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The seamless transaction id of a player's stake in a round: one per player and round, so a
 * retried bet moves the same stake, which the wallet answers once.
 */
export const crashBetIdOf = (round: number, playerId: number) => `${INHOUSE_PROVIDER}-crash-${round}-${playerId}-bet`;

/** What a bet wins at a multiplier in hundredths (null: lost), floored to the minor unit. */
export const crashWinCents = (stakeCents: number, multiplier: number | null): number =>
  multiplier === null ? 0 : Math.floor((stakeCents * multiplier) / 100);

function ruleError(err: unknown, field: string): never {
  if (err instanceof GameRuleError) throw new ValidationError({ [field]: [err.message] });
  throw err;
}

/**
 * Checks a bet's amount and auto cash-out against the engine's rules and the currency's bet
 * ceiling (422 with the field at fault); answers the auto cash-out as parsed.
 */
export function checkCrashBet(input: { betCents: number; autoCashout: number | null }, currency: string): number | null {
  let autoCashout: number | null;
  try {
    autoCashout = crashEngine.parseParams({ autoCashout: input.autoCashout }).autoCashout;
  } catch (err) {
    ruleError(err, 'auto_cashout');
  }
  try {
    validateBet(input.betCents, crashEngine.meta.minBet, crashEngine.meta.maxBet);
  } catch (err) {
    ruleError(err, 'bet_cents');
  }
  if (input.betCents > amountThresholdOf(currency).betCents)
    throw new ValidationError({ bet_cents: [`must be at most ${amountThresholdOf(currency).betCents}`] });
  return autoCashout;
}

/** Why a bet for `askedRound` is refused at this moment (only the round in its betting phase takes bets), or null. */
export function betRoundRefusal(
  askedRound: number,
  moment: { times: CrashRoundTimes; phase: ReturnType<typeof phaseAt> },
): string | null {
  const round = moment.times.round;
  if (askedRound === round && moment.phase === 'betting') return null;
  return moment.phase === 'betting'
    ? `bets are open for round ${round} only`
    : `round ${round} takes no more bets: the next round opens at ${iso(moment.times.endAt)}`;
}

/** A new bet's state: nothing won, no crash point known yet. */
export function newBetState(round: number, stakeCents: number, autoCashout: number | null): SharedCrashState {
  return {
    engine: 'crash',
    stake: stakeCents,
    win: 0,
    finished: false,
    rngPosition: 4,
    params: { autoCashout },
    crashPoint: null,
    cashedOutAt: null,
    settledBy: null,
    round,
  };
}

/** Whether an auto cash-out target is reached before the crash (it never fires at or past the crash point). */
const autoWins = (auto: number | null, times: CrashRoundTimes): auto is number => auto !== null && auto <= times.crashPoint;

/**
 * A bet's fate the clock alone decides, without the player: once the round crashed, an auto
 * cash-out below the crash point wins and every other bet is lost; before the crash, an auto
 * cash-out the curve has reached wins. Null while the bet is still in play.
 */
export function dueSettlement(nowMs: number, times: CrashRoundTimes, auto: number | null): CrashSettlement | null {
  const wins = autoWins(auto, times);
  if (nowMs >= times.crashAt) return wins ? { multiplier: auto, by: 'auto' } : { multiplier: null, by: 'crash' };
  if (wins && nowMs >= times.flightAt + timeOf(auto)) return { multiplier: auto, by: 'auto' };
  return null;
}

/**
 * A player's cash-out at `nowMs`. The server's clock decides the multiplier: refused before the
 * flight, too late at or after the crash; an auto cash-out the curve passed fires first.
 */
type CashoutDecision = { kind: 'before-flight' } | { kind: 'after-crash' } | ({ kind: 'cash-out' } & CrashSettlement);

export function cashoutDecision(nowMs: number, times: CrashRoundTimes, auto: number | null): CashoutDecision {
  if (nowMs < times.flightAt) return { kind: 'before-flight' };
  if (nowMs >= times.crashAt) return { kind: 'after-crash' };
  const multiplier = multiplierAt(nowMs - times.flightAt);
  if (auto !== null && auto <= multiplier && auto <= times.crashPoint) return { kind: 'cash-out', multiplier: auto, by: 'auto' };
  return { kind: 'cash-out', multiplier, by: 'cashout' };
}

/** A bet's state once settled: the win at the multiplier, the crash point shown only if the round has crashed. */
export function settledState(
  before: SharedCrashState,
  { stakeCents, crashPoint, settlement }: { stakeCents: number; crashPoint: number | null; settlement: CrashSettlement },
): SharedCrashState {
  return {
    ...before,
    crashPoint,
    cashedOutAt: settlement.multiplier,
    win: crashWinCents(stakeCents, settlement.multiplier),
    finished: true,
    settledBy: settlement.by,
  };
}

/** Whether a bet was cashed out (by the player or the auto cash-out), as opposed to lost or still in play. */
export const isCashedOut = (row: RoundRow): boolean => (row.state as SharedCrashState).cashedOutAt !== null;

/** The auto cash-out a bet was placed with, or null. */
export const autoCashoutOf = (row: RoundRow): number | null => (row.state as SharedCrashState).params.autoCashout;

/** Whether the session's latest bet is shown as its bet: a bet of this round, or one not settled yet. */
export const showsAsMyBet = (mine: RoundRow, round: number): boolean => mine.crashRound === round || mine.status !== 'settled';
