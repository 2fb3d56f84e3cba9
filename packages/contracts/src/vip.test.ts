import { describe, expect, it } from 'vitest';
import { VIP_STATUS_GROUPS } from './vip';

describe('VIP status groups', () => {
  it('ROLE-04 VIP-09 CONST-40 759 Diamond, 259 Gold, 255 Platinum, 258 Silver, 257 Bronze, and Regular is 1117', () => {
    expect(VIP_STATUS_GROUPS).toEqual({ DIAMOND: 759, GOLD: 259, PLATINUM: 255, SILVER: 258, BRONZE: 257, REGULAR: 1117 });
  });

  it('ROLE-04 every status has a group of its own', () => {
    const groups = Object.values(VIP_STATUS_GROUPS);
    expect(new Set(groups).size).toBe(groups.length);
  });
});
