import type {
  CouponBatch,
  CouponBatchInput,
  GiftTemplateInput,
  StaffGiftTemplate,
  StaffIssueRequest,
  StaffIssueResponse,
  StaffPlayerGift,
  StaffPlayerGifts,
} from '@casino/contracts';
import type { StaffActor, StaffDeps } from './staff-context';
import { batchCsv, createBatch, listBatches, retireBatch } from './staff-coupons';
import { cancelByStaff, issueByStaff, playerGifts } from './staff-gifts';
import { createTemplate, listTemplates, retireTemplate, updateTemplate } from './staff-templates';

export type { StaffActor } from './staff-context';

/**
 * The operator's side of the bonus engine (docs/decisions/049-promotions-console.md): templates,
 * coupon batches, gifts issued and canceled by staff. Every change is written to the staff audit
 * log in its own transaction (decision 046).
 */
export interface PromotionsConsole {
  templates(): Promise<StaffGiftTemplate[]>;
  createTemplate(actor: StaffActor, input: GiftTemplateInput): Promise<StaffGiftTemplate>;
  updateTemplate(actor: StaffActor, id: number, input: GiftTemplateInput): Promise<StaffGiftTemplate>;
  retireTemplate(actor: StaffActor, id: number, reason: string): Promise<StaffGiftTemplate>;
  batches(): Promise<CouponBatch[]>;
  createBatch(actor: StaffActor, input: CouponBatchInput): Promise<CouponBatch>;
  retireBatch(actor: StaffActor, id: number, reason: string): Promise<CouponBatch>;
  batchCsv(id: number): Promise<string>;
  /** Issues a gift once per Idempotency-Key and player. */
  issue(actor: StaffActor, key: string, request: StaffIssueRequest): Promise<StaffIssueResponse>;
  playerGifts(player: string): Promise<StaffPlayerGifts>;
  cancel(actor: StaffActor, giftId: number, reason: string): Promise<{ gift: StaffPlayerGift; forfeited_cents: number }>;
}

export function createPromotionsConsole(deps: StaffDeps): PromotionsConsole {
  return {
    templates: () => listTemplates(deps),
    createTemplate: (actor, input) => createTemplate(deps, actor, input),
    updateTemplate: (actor, id, input) => updateTemplate(deps, actor, id, input),
    retireTemplate: (actor, id, reason) => retireTemplate(deps, actor, id, reason),
    batches: () => listBatches(deps),
    createBatch: (actor, input) => createBatch(deps, actor, input),
    retireBatch: (actor, id, reason) => retireBatch(deps, actor, id, reason),
    batchCsv: (id) => batchCsv(deps, id),
    issue: (actor, key, request) => issueByStaff(deps, actor, key, request),
    playerGifts: (player) => playerGifts(deps, player),
    cancel: (actor, id, reason) => cancelByStaff(deps, actor, id, reason),
  };
}
