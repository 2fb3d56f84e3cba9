import { describe, expect, it } from 'vitest';
import { GROUPS, STAFF_ROLE_QUEUES, type Staff, type StaffRole } from '@casino/contracts';
import { HttpError, ValidationError } from '../http/errors';
import { mayWork, queueFor, requireVipGrant } from './access';

const staffOf = (role: StaffRole, id = 7): Staff => ({
  id,
  email: `${role}@example.com`,
  name: role,
  role,
  queues: [...STAFF_ROLE_QUEUES[role]],
});

describe('support access rules', () => {
  it('VIP-11 a VIP player writes to the VIP queue, everyone else to the default queue', () => {
    expect(queueFor(true)).toBe(GROUPS.supportVip);
    expect(queueFor(false)).toBe(GROUPS.supportDefault);
  });

  it("a VIP manager works their own players and unassigned ones, never another manager's; other roles their whole queues", () => {
    const manager = staffOf('vip_manager', 7);
    expect(mayWork(manager, { groupId: GROUPS.supportVip, assignedStaffId: 7 })).toBe(true);
    expect(mayWork(manager, { groupId: GROUPS.supportVip, assignedStaffId: null })).toBe(true);
    expect(mayWork(manager, { groupId: GROUPS.supportVip, assignedStaffId: 8 })).toBe(false);
    expect(mayWork(manager, { groupId: GROUPS.supportDefault, assignedStaffId: null })).toBe(false);
    expect(mayWork(staffOf('support_lead'), { groupId: GROUPS.supportVip, assignedStaffId: 8 })).toBe(true);
  });

  it('VIP-15 only a support lead grants a VIP level, and only a VIP level group', () => {
    expect(() => requireVipGrant(staffOf('support_lead'), GROUPS.vipGold)).not.toThrow();
    expect(() => requireVipGrant(staffOf('support_agent'), GROUPS.vipGold)).toThrow(HttpError);
    expect(() => requireVipGrant(staffOf('support_lead'), GROUPS.supportDefault)).toThrow(ValidationError);
  });
});
