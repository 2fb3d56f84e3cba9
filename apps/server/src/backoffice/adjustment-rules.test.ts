import { describe, expect, it } from 'vitest';
import { adjustmentKey, decisionProblem } from './adjustment-rules';

describe('decisionProblem', () => {
  it('ROLE-11 refuses the proposer their own adjustment, whatever the decision', () => {
    expect(decisionProblem({ status: 'pending', proposedBy: 7 }, 7, 'approve')).toMatch(/different staff member/);
    expect(decisionProblem({ status: 'pending', proposedBy: 7 }, 7, 'reject')).toMatch(/different staff member/);
  });

  it('ROLE-11 lets another staff member decide a pending adjustment, and finish an approval under way', () => {
    expect(decisionProblem({ status: 'pending', proposedBy: 7 }, 8, 'approve')).toBeNull();
    expect(decisionProblem({ status: 'pending', proposedBy: 7 }, 8, 'reject')).toBeNull();
    expect(decisionProblem({ status: 'approving', proposedBy: 7 }, 8, 'approve')).toBeNull();
  });

  it('ROLE-11 refuses a decided adjustment and a rejection once approval started', () => {
    expect(decisionProblem({ status: 'approved', proposedBy: 7 }, 8, 'approve')).toBe('This adjustment is already approved.');
    expect(decisionProblem({ status: 'rejected', proposedBy: 7 }, 8, 'approve')).toBe('This adjustment is already rejected.');
    expect(decisionProblem({ status: 'approving', proposedBy: 7 }, 8, 'reject')).toBe(
      'This adjustment is already being approved.',
    );
  });

  it('keys the wallet movement by the adjustment, one per adjustment', () => {
    expect(adjustmentKey(12)).toBe('manual_adjustment:12');
  });
});
