import type { StaffRole } from './support';

/**
 * What a staff member may do, as permissions (docs/decisions/059-back-office.md): each staff
 * route asks for one permission, each role holds a list of them. The table below is the matrix
 * the decision writes out; a test walks every /api/staff route with every role against it.
 */
export const STAFF_PERMISSIONS = [
  'support.chat',
  'support.messages',
  'players.read',
  'players.block',
  'players.note',
  'players.vip',
  'money.adjust.propose',
  'money.adjust.approve',
  'money.closure_payouts',
  'documents.review',
  'promotions.manage',
  'audit.read',
  'config.edit',
  'operations.dead_letters',
  'staff.manage',
  // The money desk and risk oversight (docs/decisions/067-money-desk.md).
  'payments.read',
  'payments.review',
  'rg.read',
  'reports.read',
  // The responsible-gaming action log (docs/decisions/070-player-page-and-rg-actions.md).
  'rg.act',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Everything but the chat queues and contact messages, which only the roles that work a queue answer. */
const ADMINISTRATOR: readonly StaffPermission[] = STAFF_PERMISSIONS.filter((p) => !p.startsWith('support.'));

/** The permission matrix: what each role may do. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  support_agent: ['support.chat', 'support.messages', 'players.read', 'players.note'],
  vip_manager: ['support.chat', 'players.read', 'players.note'],
  support_lead: [
    'support.chat',
    'support.messages',
    'players.read',
    'players.note',
    'players.block',
    'players.vip',
    'money.adjust.propose',
    'money.closure_payouts',
    'audit.read',
    'operations.dead_letters',
    'payments.read',
    'rg.read',
    'rg.act',
  ],
  kyc_agent: ['documents.review', 'players.read', 'players.note'],
  config_admin: ['config.edit', 'operations.dead_letters'],
  promotions_manager: ['promotions.manage', 'audit.read', 'players.read'],
  payments_officer: [
    'players.read',
    'players.note',
    'money.adjust.propose',
    'money.adjust.approve',
    'money.closure_payouts',
    'payments.read',
    'payments.review',
  ],
  risk_officer: ['players.read', 'players.note', 'players.block', 'audit.read', 'payments.read', 'rg.read', 'rg.act'],
  finance_viewer: ['players.read', 'audit.read', 'payments.read', 'reports.read'],
  administrator: ADMINISTRATOR,
};

/** Whether `role` holds `permission`. */
export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles that hold `permission`, for the routes and panels still written as role lists. */
export function rolesWith(permission: StaffPermission): readonly StaffRole[] {
  return (Object.keys(ROLE_PERMISSIONS) as StaffRole[]).filter((role) => roleMay(role, permission));
}
