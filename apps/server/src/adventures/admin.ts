import type { VipAdventuresConfig } from '@casino/contracts';
import { ValidationError } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import { readAdventureConfig } from './config-read';
import type { AdventureDeps } from './context';

/** Who changes the adventure, for the audit log (decision 046). */
export interface Actor {
  session: StaffSession;
  ip: string;
}

/** The gift templates an adventure names, with the field each is named in. */
function namedTemplates(config: VipAdventuresConfig): [string, number][] {
  const days = config.days.flatMap((d, i): [string, number][] =>
    d.prize.gift_template_id === undefined ? [] : [[`days.${i}.prize.gift_template_id`, d.prize.gift_template_id]],
  );
  const prize = config.super_prize.gift_template_id;
  return prize === undefined ? days : [...days, ['super_prize.gift_template_id', prize]];
}

/**
 * Replaces the adventure's configuration (the vip-adventures document) and records the change
 * with the document before and after in one transaction (decision 046). Every gift template named
 * must exist: a 422 names the field of an unknown one and changes nothing.
 */
export async function saveAdventure(
  deps: AdventureDeps,
  actor: Actor,
  config: VipAdventuresConfig,
): Promise<VipAdventuresConfig> {
  const errors: Record<string, string[]> = {};
  for (const [field, id] of namedTemplates(config)) {
    if (!(await deps.templateExists(id))) errors[field] = ['unknown_gift_template'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const before = await readAdventureConfig(deps);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await deps.config.set('vip-adventures', config, undefined, tx);
    await recordStaffAction(tx, {
      actor: actor.session,
      ip: actor.ip,
      at,
      action: 'adventure.update',
      subjectKind: 'adventure',
      subjectId: config.start_date,
      before,
      after: config,
    });
  });
  return config;
}
