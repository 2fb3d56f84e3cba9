import type { Gift } from '@casino/contracts';

/** A wagering welcome bonus as the server lists it, for tests; `fields` replace any part. */
export function aGift(fields: Partial<Gift> = {}): Gift {
  return {
    id: 1,
    kind: 'bonus',
    title: 'Welcome bonus',
    title_key: null,
    group_key: 'welcome_1',
    currency: 'EUR',
    bonuses: [{ type: 'bonus', title: 'Welcome bonus' }],
    stage: 'handle_bets',
    amount_cents: 10_000,
    amount_wager_cents: 0,
    amount_wager_requirement_cents: 300_000,
    activatable: false,
    activatable_until: null,
    valid_until: null,
    max_win_cents: null,
    wager_multiplier: 30,
    freespins_total: 0,
    freespins_used: 0,
    freespin_bet_cents: null,
    game_ids: [],
    created_at: '2026-11-01T12:00:00.000Z',
    ...fields,
  };
}
