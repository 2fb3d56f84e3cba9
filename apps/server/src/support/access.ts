import { CONTACT_MESSAGE_QUEUE, GROUPS, VIP_GRANT_ROLES, type Staff } from '@casino/contracts';
import { forbidden, ValidationError } from '../http/errors';
import { VIP_GROUPS } from '../players';

/** The queue a player's conversation goes to: VIP players to the VIP managers, everyone else to the default queue. */
export const queueFor = (vip: boolean): number => (vip ? GROUPS.supportVip : GROUPS.supportDefault);

/**
 * Whether an agent may work a conversation: it is in one of the role's queues and, for a VIP
 * manager, it is either their own player's or nobody's in particular (docs/decisions/017).
 */
export function mayWork(staff: Staff, row: { groupId: number; assignedStaffId: number | null }): boolean {
  if (!staff.queues.includes(row.groupId)) return false;
  return staff.role !== 'vip_manager' || row.assignedStaffId === null || row.assignedStaffId === staff.id;
}

/** mayWork as the answer staff get: 403 outside the agent's queues, and for another VIP manager's player. */
export function requireMayWork(staff: Staff, row: { groupId: number; assignedStaffId: number | null }): void {
  if (!staff.queues.includes(row.groupId)) throw forbidden('This conversation is in a queue you do not work.');
  if (!mayWork(staff, row)) throw forbidden("This conversation belongs to another VIP manager's player.");
}

/** Contact-form messages belong to the default queue's agents. */
export function requireContactQueue(staff: Staff): void {
  if (!staff.queues.includes(CONTACT_MESSAGE_QUEUE)) throw forbidden('Contact-form messages belong to the default queue.');
}

/** VIP-15: only a support lead places a player in a VIP level group, and only in one of those groups. */
export function requireVipGrant(staff: Staff, groupId: number): void {
  if (!VIP_GRANT_ROLES.includes(staff.role)) throw forbidden('Only a support lead may grant a VIP level.');
  if (!VIP_GROUPS.includes(groupId)) throw new ValidationError({ group_id: ['is not a VIP level group'] });
}
