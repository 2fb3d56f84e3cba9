// The public entry of the staff domain: other domains import only this file (docs/architecture.md §2).
export { type StaffService, type StaffSession, createStaffService } from './service';
export { staffRoutes } from './routes';
export { type StaffGuard, createStaffGuard } from './guard';
export { isActiveStaffOfRole, staffNamesOf } from './lookups';
export { type StaffAction, type AuditEntry, type AuditFilter, recordStaffAction, findStaffActions } from './audit';
export { staffAuditRoutes } from './audit-routes';
export { type StaffAccounts, createStaffAccounts } from './accounts';
export { staffAccountRoutes } from './account-routes';
export { type StaffAct, type StaffActionEntry, staffActOf, staffActionRoute, STAFF_ACTION_BODY_LIMIT } from './action-route';
