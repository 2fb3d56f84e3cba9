import {
  localDate,
  timeZoneOfCountry,
  GROUPS,
  type Adventure,
  type AdventureDay,
  type AdventureGift,
  type Gift,
  type VipAdventuresConfig,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { readAdventureConfig } from './config-read';
import type { AdventureDeps } from './context';
import {
  addDays,
  cardStatus,
  countdownUntil,
  dateOfDay,
  dayState,
  isOver,
  showsWidget,
  startOfLocalDate,
  wagerRequired,
} from './rules';
import { adventureAwards, adventureProgress } from './tables';

type ProgressRow = typeof adventureProgress.$inferSelect;
type AwardRow = typeof adventureAwards.$inferSelect;

interface Frame {
  config: VipAdventuresConfig;
  today: string;
  currency: string;
  nextDayStart: Date;
  progress: ProgressRow[];
  awards: Map<number, AwardRow>;
  gifts: Map<number, Gift>;
}

function giftOf(frame: Frame, step: number): AdventureGift | null {
  const award = frame.awards.get(step);
  const gift = award?.giftId ? frame.gifts.get(award.giftId) : undefined;
  if (!gift) return null;
  const { id, kind, title, stage, activatable, activatable_until } = gift;
  return { id, type: kind, title, title_key: gift.title_key ?? null, stage, activatable, activatable_until };
}

function dateFields(date: string) {
  return {
    day: Number(date.slice(8, 10)),
    month: Number(date.slice(5, 7)),
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    date,
  };
}

/** ADV-04: the card of one day, with its state, progress in the player's currency, gift and countdown. */
function dayCard(frame: Frame, index: number): AdventureDay {
  const { config, currency } = frame;
  const task = config.days[index];
  if (!task) throw new Error(`adventure day ${index + 1} is missing`);
  const date = dateOfDay(config, task.day);
  const rows = frame.progress.filter((r) => r.day === task.day);
  const completed = rows.some((r) => r.completedAt !== null);
  const mine = rows.find((r) => r.currency === currency);
  const state = dayState({ date, today: frame.today, completed });
  const status = cardStatus(state);
  const gift = giftOf(frame, task.day);
  return {
    ...dateFields(date),
    index,
    isCompleted: completed,
    today: date === frame.today,
    isSuperPrize: false,
    step: task.day,
    stepTotal: config.days.length + 1,
    state,
    status,
    prize: {
      type: task.prize.type,
      text_key: task.prize.text_key,
      freespins_count: task.prize.freespins_count ?? null,
      bonus_cents: task.prize.bonus_cents?.[currency] ?? null,
    },
    condition: {
      minDep: task.condition.min_dep[currency] ?? 0,
      wager: task.condition.wager,
      periodActivationDays: task.condition.period_activation_days,
    },
    variables: task.variables?.[currency] ?? {},
    progress: {
      deposit_cents: mine?.depositCents ?? 0,
      wager_cents: mine?.wagerCents ?? 0,
      wager_required_cents: wagerRequired(task.condition, currency),
    },
    gift,
    countdown_until: countdownUntil({ status, gift, nextDayStart: frame.nextDayStart }),
  };
}

/** ADV-07: the super prize's card, the step after the last day. */
function superCard(frame: Frame): AdventureDay {
  const { config, currency } = frame;
  const step = config.days.length + 1;
  const date = dateOfDay(config, step);
  return {
    ...dateFields(date),
    index: config.days.length,
    isCompleted: frame.awards.has(step),
    today: date === frame.today,
    isSuperPrize: true,
    step,
    stepTotal: step,
    state: 'superPrize',
    status: 'superb',
    prize: {
      type: 'bonus',
      text_key: config.super_prize.text_key,
      freespins_count: null,
      bonus_cents: config.super_prize.amounts[currency] ?? null,
    },
    condition: null,
    variables: {},
    progress: { deposit_cents: 0, wager_cents: 0, wager_required_cents: 0 },
    gift: giftOf(frame, step),
    countdown_until: null,
  };
}

async function giftsOf(deps: AdventureDeps, playerId: number, awards: AwardRow[]): Promise<Map<number, Gift>> {
  const kinds = new Set(awards.flatMap((a) => (a.giftKind ? [a.giftKind] : [])));
  const lists = await Promise.all([...kinds].map((kind) => deps.bonuses.list(playerId, kind)));
  return new Map(lists.flat().map((g) => [g.id, g]));
}

/** GET /api/player/adventure: the player's calendar now (ADV-04…ADV-13). */
export async function adventureOf(deps: AdventureDeps, playerId: number): Promise<Adventure> {
  const [config, facts] = await Promise.all([readAdventureConfig(deps), deps.playerFacts(playerId)]);
  const timeZone = timeZoneOfCountry(facts.country);
  const base = { currency: facts.currency, time_zone: timeZone };
  if (!config?.is_enabled) return { ...base, available: false, is_over: false, show_widget: false, days: [] };
  const today = localDate(deps.clock.now(), timeZone);
  const mine = (t: typeof adventureProgress | typeof adventureAwards) =>
    and(eq(t.playerId, playerId), eq(t.adventure, config.start_date));
  const [progress, awardRows] = await Promise.all([
    deps.db.select().from(adventureProgress).where(mine(adventureProgress)),
    deps.db.select().from(adventureAwards).where(mine(adventureAwards)),
  ]);
  const frame: Frame = {
    config,
    today,
    currency: facts.currency,
    nextDayStart: startOfLocalDate(addDays(today, 1), timeZone),
    progress,
    awards: new Map(awardRows.map((a) => [a.step, a])),
    gifts: await giftsOf(deps, playerId, awardRows),
  };
  const days = [...config.days.map((_, i) => dayCard(frame, i)), superCard(frame)];
  const lastCompleted = days[config.days.length - 1]?.isCompleted ?? false;
  return {
    ...base,
    available: true,
    is_over: isOver(config, today, lastCompleted),
    show_widget: showsWidget(facts.groups, config, GROUPS.tester),
    days,
  };
}
