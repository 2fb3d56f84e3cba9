import type { StaffSession } from '../staff';
import type { BonusDeps } from './context';

/** The engine's dependencies plus how staff name players (docs/decisions/049-promotions-console.md). */
export interface StaffDeps extends BonusDeps {
  players: {
    /** A player by id or e-mail; null when there is none. */
    idOf(ref: string): Promise<number | null>;
    /** The members of a group, at most `limit`. */
    inGroup(groupId: number, limit: number): Promise<number[]>;
  };
}

/** Who acts and from where: spread into every audit entry. */
export interface StaffActor {
  actor: StaffSession;
  ip: string | null;
}
