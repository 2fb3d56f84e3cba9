import type { JackpotConfig, JackpotCreate, StaffJackpot } from '@casino/contracts';
import { currencyInfo } from '@casino/contracts';
import { randomBytes, createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import type { JackpotDeps } from './context';
import { seedLevel } from './contribute';
import { lockLevels, type JackpotRow, type LevelRow } from './queries';
import { jackpotLevels, jackpotPoolMovements, jackpots } from './tables';

/** The operator's view: settings, and per level the pool with what fed and emptied it. */
export async function listStaffJackpots(deps: JackpotDeps): Promise<StaffJackpot[]> {
  const rows = await deps.db.select().from(jackpots).orderBy(asc(jackpots.id));
  const levels = await deps.db.select().from(jackpotLevels).orderBy(asc(jackpotLevels.position));
  const totals = await deps.db
    .select({
      levelId: jackpotPoolMovements.levelId,
      kind: jackpotPoolMovements.kind,
      cents: sql<string>`sum(${jackpotPoolMovements.amountCents})::text`,
    })
    .from(jackpotPoolMovements)
    .groupBy(jackpotPoolMovements.levelId, jackpotPoolMovements.kind);
  const total = (levelId: number, ...kinds: string[]) =>
    Math.abs(totals.filter((t) => t.levelId === levelId && kinds.includes(t.kind)).reduce((sum, t) => sum + Number(t.cents), 0));
  return rows.map((row) => {
    const own = levels.filter((l) => l.jackpotId === row.id);
    return {
      ...configOf(row, own),
      id: row.id,
      identifier: row.identifier,
      currency: row.currency,
      level_totals: own.map((l) => ({
        identifier: l.identifier,
        amount_cents: l.amountCents,
        seeded_cents: total(l.id, 'seed'),
        contributed_cents: total(l.id, 'contribution', 'reversal'),
        paid_cents: total(l.id, 'win'),
        hits: l.hits,
      })),
    };
  });
}

/** A jackpot's settings in the form's shape (what the audit log records as before and after). */
function configOf(row: JackpotRow, levels: LevelRow[]): JackpotConfig {
  return {
    name: row.name,
    state: row.state,
    game_identifiers: row.gameIdentifiers,
    rates: row.rates,
    levels: levels.map((l) => ({
      identifier: l.identifier,
      name: l.name,
      contribution_ppm: l.contributionPpm,
      seed_cents: l.seedCents,
      mean_win_cents: l.meanWinCents,
      ceiling_cents: l.ceilingCents,
    })),
  };
}

function checkCurrencies(input: { currency: string; rates: Record<string, string> }): void {
  const unknown = [input.currency, ...Object.keys(input.rates)].filter((c) => !currencyInfo(c));
  if (unknown.length > 0) throw new ValidationError({ rates: [`unknown currency ${unknown.join(', ')}`] });
}

/** Creates a jackpot with a fresh hidden server seed and funds each level's seed; audited. */
export async function createJackpot(deps: JackpotDeps, input: JackpotCreate, actor: StaffSession | null): Promise<number> {
  checkCurrencies(input);
  const now = deps.clock.now();
  const serverSeed = randomBytes(32).toString('hex');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jackpots)
      .values({
        identifier: input.identifier,
        name: input.name,
        state: input.state,
        currency: input.currency,
        gameIdentifiers: input.game_identifiers,
        rates: input.rates,
        serverSeed,
        serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ValidationError({ identifier: ['is already taken'] });
    await addLevels(deps, tx, row, input.levels, 0);
    const after = configOf(row, await lockLevels(tx, row.id));
    await recordStaffAction(tx, { actor, action: 'jackpot.create', subjectKind: 'jackpot', subjectId: row.id, after, at: now });
    return row.id;
  });
  deps.outbox.kick();
  return id;
}

/** New levels, each seeded from the promotions account. */
async function addLevels(deps: JackpotDeps, tx: Tx, jackpot: JackpotRow, configs: JackpotConfig['levels'], from: number) {
  const now = deps.clock.now();
  for (const [index, config] of configs.entries()) {
    const [level] = await tx
      .insert(jackpotLevels)
      .values({
        jackpotId: jackpot.id,
        position: from + index,
        ...levelColumns(config),
        amountCents: config.seed_cents,
        updatedAt: now,
      })
      .returning();
    if (!level) throw new Error('jackpot level insert returned nothing');
    await tx
      .insert(jackpotPoolMovements)
      .values(await seedLevel(deps, tx, { jackpot, level, key: `jackpot:level:${level.id}:seed`, now }));
  }
}

const levelColumns = (config: JackpotConfig['levels'][number]) => ({
  identifier: config.identifier,
  name: config.name,
  contributionPpm: config.contribution_ppm,
  seedCents: config.seed_cents,
  meanWinCents: config.mean_win_cents,
  ceilingCents: config.ceiling_cents,
});

/**
 * Changes a jackpot's settings with its levels locked. A level keeps its pool: a new seed applies
 * from its next hit. Levels cannot be removed (their pools are players' money); new ones are seeded.
 */
export async function updateJackpot(deps: JackpotDeps, id: number, input: JackpotConfig, actor: StaffSession): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(jackpots).where(eq(jackpots.id, id)).for('update');
    if (!row) throw new HttpError(404, 'Jackpot not found.');
    checkCurrencies({ currency: row.currency, rates: input.rates });
    const levels = await lockLevels(tx, id);
    const given = new Set(input.levels.map((l) => l.identifier));
    const dropped = levels.filter((l) => !given.has(l.identifier));
    if (dropped.length > 0)
      throw new ValidationError({ levels: [`cannot remove ${dropped.map((l) => l.identifier).join(', ')}`] });
    const before = configOf(row, levels);
    const [updated] = await tx
      .update(jackpots)
      .set({ name: input.name, state: input.state, gameIdentifiers: input.game_identifiers, rates: input.rates, updatedAt: now })
      .where(eq(jackpots.id, id))
      .returning();
    if (!updated) throw new HttpError(404, 'Jackpot not found.');
    for (const config of input.levels) {
      const level = levels.find((l) => l.identifier === config.identifier);
      if (level)
        await tx
          .update(jackpotLevels)
          .set({ ...levelColumns(config), updatedAt: now })
          .where(eq(jackpotLevels.id, level.id));
    }
    const fresh = input.levels.filter((c) => !levels.some((l) => l.identifier === c.identifier));
    await addLevels(deps, tx, updated, fresh, levels.length);
    const after = configOf(updated, await lockLevels(tx, id));
    await recordStaffAction(tx, {
      actor,
      action: 'jackpot.update',
      subjectKind: 'jackpot',
      subjectId: id,
      before,
      after,
      at: now,
    });
  });
  deps.outbox.kick();
}
