import type { ADJUSTMENT_STATUSES } from '@casino/contracts';

type Status = (typeof ADJUSTMENT_STATUSES)[number];

/**
 * Why a staff member may not decide an adjustment, or null when they may (decision 059): only a
 * pending one (or one whose approval is under way, to finish it), and never the proposer's own.
 */
export function decisionProblem(
  adjustment: { status: Status; proposedBy: number },
  staffId: number,
  decision: 'approve' | 'reject',
): string | null {
  if (adjustment.proposedBy === staffId) return 'A different staff member must decide an adjustment you proposed.';
  if (adjustment.status === 'pending') return null;
  if (adjustment.status === 'approving' && decision === 'approve') return null;
  return `This adjustment is already ${adjustment.status === 'approving' ? 'being approved' : adjustment.status}.`;
}

/** The wallet's idempotency key of an adjustment's movement: one per adjustment, so it pays once. */
export const adjustmentKey = (id: number) => `manual_adjustment:${id}`;
