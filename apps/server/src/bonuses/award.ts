import type { Tx } from '../db/client';
import type { BonusDeps } from './context';
import { templateOf, type GiftRow } from './gift-queries';
import { issueFromTemplate, type PrizeTerms } from './issue';

/** A prize paid as a gift: what another promotion (a tournament place, a shop card, a lottery win) gives. */
export interface AwardInput {
  playerId: number;
  templateId: number;
  currency: string;
  /** Bonus money; the template's amount for the currency when left out. Ignored for free spins. */
  bonusCents?: number;
  /** The prize's own key ("tournament:12:place:1"): a second award with it issues nothing new. */
  source: string;
  /** Recorded on the gift's first transition ("tournament_prize"). */
  cause: string;
  /** Days the gift may be activated; the template's when left out. */
  activationDays?: number;
  /** The free spins' own wager, max win and bet per spin (a shop card's settings); the template's when left out. */
  terms?: PrizeTerms;
}

/**
 * Issues a template's gift as a prize, in the caller's transaction when one is given (so a
 * promotion can record its award and the gift together), otherwise in one of its own.
 * Idempotent by source: a replayed award answers no new gift.
 */
export async function awardGift(deps: BonusDeps, input: AwardInput, tx?: Tx): Promise<GiftRow[]> {
  const issue = async (t: Tx) => {
    const stored = await templateOf(t, input.templateId);
    const template = input.activationDays === undefined ? stored : { ...stored, activationDays: input.activationDays };
    const bonusCents = input.bonusCents ?? template.amounts[input.currency] ?? 0;
    const now = deps.clock.now();
    return issueFromTemplate(t, deps.outbox, { ...input, template, bonusCents, now });
  };
  const issued = tx ? await issue(tx) : await deps.db.transaction(issue);
  if (!tx) deps.outbox.kick();
  return issued;
}
