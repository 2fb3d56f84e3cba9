import { z } from 'zod';

/**
 * Loot boxes and the two wheels (requirements §promo-3 Lootbox, §promo-4 Lootbox stages;
 * docs/decisions/055-loot-boxes-and-wheels.md). Amounts are integer minor units per currency;
 * a wheel with no amount in the player's currency pays its EUR amount (WHEEL-13). Weights are
 * integers: a segment's chance is its weight over the wheel's total.
 */

/** The loot box wheel (/rocketmart-wheel) and the segments wheel (/rocketplay-wheel). */
export const WHEEL_SLUGS = ['rocketmart', 'rocketplay'] as const;
export type WheelSlug = (typeof WHEEL_SLUGS)[number];
export const wheelSlugSchema = z.enum(WHEEL_SLUGS);

/** What a segment pays: free spins or bonus money (a gift), comp points, real money, or nothing. */
export const WHEEL_PRIZE_KINDS = ['freespins', 'bonus', 'points', 'money', 'nothing'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

/** WHEEL-05: a loot box's stages. */
export const LOOT_BOX_STAGES = ['issued', 'activated', 'canceled', 'expired'] as const;
export type LootBoxStage = (typeof LOOT_BOX_STAGES)[number];

/** WHEEL-14 (DECISIONS-15): the user groups that see the loot box widget without a box. */
export const WHEEL_GROUPS: readonly number[] = [21, 1308, 1309];

/**
 * WHEEL-10: the wheel deposit configuration. Each wheel group (21, 1308, 1309) and `default`
 * (every other player, guests included) may name, per currency, what a single deposit must
 * `pay` (minor units) to `get` loot boxes of the loot box wheel. A group without an entry uses
 * `default`; a currency without a rule uses the EUR rule (WHEEL-13).
 */
export const WHEEL_DEPOSIT_KEYS = ['21', '1308', '1309', 'default'] as const;
export type WheelDepositKey = (typeof WHEEL_DEPOSIT_KEYS)[number];
/** A player in several wheel groups takes the rule of the first of these they are in. */
export const WHEEL_DEPOSIT_ORDER: readonly Exclude<WheelDepositKey, 'default'>[] = ['1309', '1308', '21'];
/** At most this many boxes for one deposit. */
export const MAX_DEPOSIT_BOXES = 10;

export const wheelDepositRuleSchema = z
  .object({
    pay: z.number().int().positive().max(100_000_000_000),
    get: z.number().int().min(1).max(MAX_DEPOSIT_BOXES),
  })
  .strict();
export type WheelDepositRule = z.infer<typeof wheelDepositRuleSchema>;

const depositRulesSchema = z
  .record(z.string().regex(/^[A-Z0-9]{3,5}$/), wheelDepositRuleSchema)
  .refine((rules) => Object.keys(rules).length === 0 || rules.EUR !== undefined, { message: 'eur_required' });

/** WHEEL-10: pay and get per currency, per wheel group and default. */
export const wheelDepositConfigSchema = z.partialRecord(z.enum(WHEEL_DEPOSIT_KEYS), depositRulesSchema);
export type WheelDepositConfig = z.infer<typeof wheelDepositConfigSchema>;

/** The configuration key whose rules apply to a player of these groups (guests: none). */
export function wheelDepositKey(config: WheelDepositConfig, groups: readonly number[]): WheelDepositKey {
  const own = WHEEL_DEPOSIT_ORDER.find((key) => groups.includes(Number(key)));
  return own !== undefined && Object.keys(config[own] ?? {}).length > 0 ? own : 'default';
}

/** WHEEL-10 WHEEL-13: the rule a deposit in `currency` meets, or null when there is none. */
export function wheelDepositRule(
  config: WheelDepositConfig,
  groups: readonly number[],
  currency: string,
): WheelDepositRule | null {
  const rules = config[wheelDepositKey(config, groups)] ?? {};
  return rules[currency] ?? rules.EUR ?? null;
}

/** The boxes one deposit of `amountCents` earns under a rule: `get` once it pays at least `pay`. */
export const depositBoxes = (rule: WheelDepositRule | null, amountCents: number): number =>
  rule !== null && amountCents >= rule.pay ? rule.get : 0;

/** A segment's weight is at most this; a wheel's segments total at most 16 × this. */
export const MAX_SEGMENT_WEIGHT = 1_000_000;

const currencyCode = z.string().regex(/^[A-Z0-9]{3,5}$/);
const cents = z.number().int().nonnegative().max(100_000_000_000);

/** One segment as the operator edits it. */
export const wheelSegmentSchema = z
  .object({
    label: z.string().trim().min(1).max(40),
    kind: z.enum(WHEEL_PRIZE_KINDS),
    weight: z.number().int().min(0).max(MAX_SEGMENT_WEIGHT),
    /** Money and bonus prizes: the amount per currency; EUR is required. */
    amounts: z.record(currencyCode, cents),
    /** Comp point prizes: the points. */
    points: z.number().int().nonnegative().max(100_000_000),
    /** Free-spin prizes: the spins the gift template gives (shown on the wheel). */
    freespins_count: z.number().int().nonnegative().max(10_000),
    /** Free-spin and bonus prizes are issued from this gift template. */
    gift_template_id: z.number().int().positive().nullable(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((s.kind === 'money' || s.kind === 'bonus') && !(s.amounts.EUR && s.amounts.EUR > 0))
      issue('amounts', 'eur_amount_required');
    if ((s.kind === 'freespins' || s.kind === 'bonus') && s.gift_template_id === null) issue('gift_template_id', 'required');
    if (s.kind === 'points' && s.points <= 0) issue('points', 'required');
    if (s.kind === 'freespins' && s.freespins_count <= 0) issue('freespins_count', 'required');
  });
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

/** One segment set: 2 to 16 segments, at least one with a weight. */
const segmentSetSchema = z
  .array(wheelSegmentSchema)
  .min(2)
  .max(16)
  .refine((segments) => segments.some((s) => s.weight > 0), { message: 'no_weight' });

/**
 * WHEEL-11: the wheel groups that may have segments of their own; a player in several takes the
 * set of the first of 1309, 1308, 21 that has one (the order of the deposit rules), everyone else
 * (guests too) the wheel's default segments.
 */
export const WHEEL_SEGMENT_GROUPS = ['21', '1308', '1309'] as const;
export type WheelSegmentGroup = (typeof WHEEL_SEGMENT_GROUPS)[number];
/** Which segments a player is drawn from: a wheel group's own set, or `default`. */
export type WheelSegmentSet = WheelSegmentGroup | 'default';
export const wheelGroupSegmentsSchema = z.partialRecord(z.enum(WHEEL_SEGMENT_GROUPS), segmentSetSchema);
export type WheelGroupSegments = z.infer<typeof wheelGroupSegmentsSchema>;

/** WHEEL-11 WHEEL-15: the segment set a player of these groups is drawn from (guests: none, so `default`). */
export function wheelSegmentSet(
  groups: Partial<Record<WheelSegmentGroup, unknown>>,
  playerGroups: readonly number[],
): WheelSegmentSet {
  return WHEEL_DEPOSIT_ORDER.find((key) => playerGroups.includes(Number(key)) && groups[key] !== undefined) ?? 'default';
}

/**
 * The operator's edit of a wheel: its title, its default segments and the wheel groups' own sets.
 * A group left out of `groups` is drawn from the default segments; `groups` left out keeps the
 * groups' sets as they are.
 */
export const wheelEditSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    segments: segmentSetSchema,
    groups: wheelGroupSegmentsSchema.optional(),
  })
  .strict();
export type WheelEdit = z.infer<typeof wheelEditSchema>;

export const wheelSlugParamsSchema = z.object({ slug: wheelSlugSchema }).strict();

/** A segment as a player sees it, priced in the player's currency (EUR for guests). */
export const wheelSegmentViewSchema = z.object({
  label: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  weight: z.number().int(),
  amount_cents: z.number().int(),
  points: z.number().int(),
  freespins_count: z.number().int(),
});
export type WheelSegmentView = z.infer<typeof wheelSegmentViewSchema>;

/** GET /api/wheels/{slug}: the wheel a page draws, with the segments the viewer is drawn from. */
export const wheelViewSchema = z.object({
  slug: wheelSlugSchema,
  title: z.string(),
  currency: z.string(),
  /** WHEEL-11: the viewer's wheel group whose segments these are, or `default`. */
  segment_set: z.enum([...WHEEL_SEGMENT_GROUPS, 'default']),
  segments: z.array(wheelSegmentViewSchema),
});
export type WheelView = z.infer<typeof wheelViewSchema>;

/** The wheel as the console edits it. */
export const wheelAdminSchema = z.object({
  slug: wheelSlugSchema,
  title: z.string(),
  segments: z.array(wheelSegmentSchema),
  groups: z.partialRecord(z.enum(WHEEL_SEGMENT_GROUPS), z.array(wheelSegmentSchema)),
});
export type WheelAdmin = z.infer<typeof wheelAdminSchema>;

/** Minor units per currency code. */
const perCurrency = z.record(z.string(), z.number().int());

/**
 * WHEEL-04: a gift a loot box paid. `attributes` name per currency (minor units for money) the
 * free spins or the bonus money; `result_bonus` carries the terms of the gift template that paid
 * it when the box was opened: its wager (the free-spin wager for free spins) and max win per
 * currency. It is null for a box opened before the terms were recorded.
 */
export const lootBoxBonusSchema = z.object({
  title: z.string(),
  type: z.enum(['bonus', 'freespins']),
  attributes: z.object({
    freespins_count: perCurrency.optional(),
    bonus_amount: perCurrency.optional(),
  }),
  result_bonus: z.object({ wager: z.number().nonnegative(), max_win: perCurrency }).nullable(),
});
export type LootBoxBonus = z.infer<typeof lootBoxBonusSchema>;

/** WHEEL-04: a loot box; `prize` and `segment` are set once it is opened. */
export const lootBoxSchema = z.object({
  id: z.number().int(),
  stage: z.enum(LOOT_BOX_STAGES),
  group_key: z.string(),
  wheel: wheelSlugSchema,
  weight: z.number().int().nullable(),
  prize: z.string().nullable(),
  segment: z.number().int().nullable(),
  created_at: z.string(),
  valid_until: z.string(),
  items: z.array(z.object({ prize: z.string() })),
  bonuses: z.array(lootBoxBonusSchema),
});
export type LootBox = z.infer<typeof lootBoxSchema>;
export const lootBoxListSchema = z.array(lootBoxSchema);

export const lootBoxIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/** The body of an activation: the wheel the page spins, refused when the box belongs to another. */
export const lootBoxActivationSchema = z.object({ wheel: wheelSlugSchema }).strict();

/** What the wheel landed on, in the player's currency. */
export const wheelPrizeSchema = z.object({
  kind: z.enum(WHEEL_PRIZE_KINDS),
  label: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  points: z.number().int(),
  freespins_count: z.number().int(),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

/** WHEEL-09: the opened box and the segment it landed on (the same answer on a retry). */
export const lootBoxActivationResponseSchema = z.object({
  lootbox: lootBoxSchema,
  segment: z.number().int(),
  prize: wheelPrizeSchema,
});
export type LootBoxActivation = z.infer<typeof lootBoxActivationResponseSchema>;

/** The operator grants loot boxes of a wheel to a player. */
export const lootBoxGrantSchema = z
  .object({
    player_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    wheel: wheelSlugSchema,
    count: z.number().int().min(1).max(20),
    valid_days: z.number().int().min(1).max(365),
  })
  .strict();
export type LootBoxGrant = z.infer<typeof lootBoxGrantSchema>;
export const lootBoxGrantResponseSchema = z.object({ ids: z.array(z.number().int()) });

/** What a wheel costs per spin on average, in EUR: money, bonus money, comp points and free spins. */
export interface SpinCost {
  money_cents: number;
  bonus_cents: number;
  points: number;
  freespins: number;
}

/**
 * The expected cost of one spin: each segment's prize times its weight, over the total weight
 * (EUR amounts). A wheel with no weight costs nothing.
 */
export function expectedSpinCost(
  segments: readonly Pick<WheelSegment, 'kind' | 'weight' | 'amounts' | 'points' | 'freespins_count'>[],
): SpinCost {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  const cost: SpinCost = { money_cents: 0, bonus_cents: 0, points: 0, freespins: 0 };
  if (total <= 0) return cost;
  for (const s of segments) {
    const share = s.weight / total;
    if (s.kind === 'money') cost.money_cents += share * (s.amounts.EUR ?? 0);
    if (s.kind === 'bonus') cost.bonus_cents += share * (s.amounts.EUR ?? 0);
    if (s.kind === 'points') cost.points += share * s.points;
    if (s.kind === 'freespins') cost.freespins += share * s.freespins_count;
  }
  return cost;
}

/** WHEEL-06: an issued box whose group key begins with manual_wheel or wheel counts as an active wheel spin. */
export const isActiveWheelSpin = (box: Pick<LootBox, 'stage' | 'group_key'>): boolean =>
  box.stage === 'issued' && (box.group_key.startsWith('manual_wheel') || box.group_key.startsWith('wheel'));

/**
 * WHEEL-07: a box is shown when issued, or when activated today (UTC); expired ones, canceled
 * ones and those activated on an earlier day are hidden.
 */
export function isLootBoxShown(box: Pick<LootBox, 'stage' | 'created_at'>, now: Date): boolean {
  if (box.stage === 'issued') return true;
  if (box.stage !== 'activated') return false;
  return box.created_at.slice(0, 10) === now.toISOString().slice(0, 10);
}

/** How the front-end configuration names a segment's prize: `freespins_10`, `bonus_5` (EUR), `money_100`, `points_50`, `nothing`. */
export function wheelPrizeKey(segment: Pick<WheelSegment, 'kind' | 'amounts' | 'points' | 'freespins_count'>): string {
  if (segment.kind === 'freespins') return `freespins_${segment.freespins_count}`;
  if (segment.kind === 'points') return `points_${segment.points}`;
  if (segment.kind === 'nothing') return 'nothing';
  return `${segment.kind}_${(segment.amounts.EUR ?? 0) / 100}`;
}

const prizeList = (segments: readonly WheelSegment[]) => segments.map((s) => ({ prize: wheelPrizeKey(s), weight: s.weight }));

/**
 * WHEEL-11 (API-018, API-019): what the front-end configuration serves of the loot box wheel, its
 * default segments and each wheel group's own set, written from the wheel whenever it changes.
 */
export function wheelConfigSegmentsOf(wheel: { segments: readonly WheelSegment[]; groups: WheelGroupSegments }): {
  default: { segments: { prize: string; weight: number }[] };
  groups: Record<string, { prize: string; weight: number }[]>;
} {
  const groups: Record<string, { prize: string; weight: number }[]> = {};
  for (const key of WHEEL_SEGMENT_GROUPS) {
    const set = wheel.groups[key];
    if (set) groups[key] = prizeList(set);
  }
  return { default: { segments: prizeList(wheel.segments) }, groups };
}
