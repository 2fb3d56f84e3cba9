import type { AdventureCardStatus, AdventureDay } from '@casino/contracts';

/** What a card offers (ADV-11). */
type AdventureAction = 'details' | 'deposit' | 'play' | 'gifts' | 'support';

/** ADV-08: lost and future cards show a lock. */
export const isLocked = (status: AdventureCardStatus): boolean => status === 'lost' || status === 'future';

/**
 * ADV-11: an active card without its task done offers Details and Deposit (and Play once the
 * deposit is made but the stake is not); a completed card with a gift to activate offers the
 * gifts page, one with no gift Support; a future card offers Details; lost and superb cards nothing.
 */
export function cardActions(day: Pick<AdventureDay, 'status' | 'gift' | 'progress' | 'condition'>): AdventureAction[] {
  switch (day.status) {
    case 'active': {
      const deposited = day.condition !== null && day.progress.deposit_cents >= day.condition.minDep;
      const staking = deposited && day.progress.wager_cents < day.progress.wager_required_cents;
      return staking ? ['details', 'play'] : ['details', 'deposit'];
    }
    case 'completed':
      // A gift already activated is still found on the gifts page.
      return day.gift ? ['gifts'] : ['support'];
    case 'future':
      return ['details'];
    default:
      return [];
  }
}

/** How many days of the calendar are completed, for the widget. */
export const completedCount = (days: readonly Pick<AdventureDay, 'isCompleted' | 'isSuperPrize'>[]): number =>
  days.filter((d) => d.isCompleted && !d.isSuperPrize).length;
