import { lazy, Suspense, type ReactNode } from 'react';
import { PromotionsConsole } from '../features/promotions-console/promotions-console';
import { AgentConsole } from '../features/support/console/agent-console';
import { InStaffLanguage } from '../features/support/console/staff-language';
import '../features/support/support.css';
import { StaffTournaments } from '../features/tournaments/staff-panel';
import { LoyaltyStaffPanel } from '../features/loyalty/staff-panel';
import { LotteriesStaffPanel } from '../features/lotteries/staff-panel';
import { AdventureStaffPanel } from '../features/adventures/staff-panel';
import { VipStaffPanel } from '../features/vip/staff-panel';
import { JackpotStaffPanel } from '../features/jackpots/staff-panel';
import { PromotionPagesPanel } from '../features/promotions/staff-panel';
import { WheelsStaffPanel } from '../features/wheels/staff-panel';
import { DocumentReview } from '../features/verification/review/document-review';
import { StaffAccountsPanel } from '../features/staff-access/accounts-panel';
import { AuditLogPanel } from '../features/staff-access/audit-panel';
import { PlayersDesk } from '../features/money-desk/players';
import { MoneyDesk } from '../features/money-desk/money';
import { RiskDesk } from '../features/money-desk/risk';

// The reports and system pages (and the charting library) load only when staff open them (decision 068).
const ReportsPage = lazy(() => import('../features/backoffice-reports/reports-page'));
const SystemPage = lazy(() => import('../features/backoffice-reports/system-page'));

/** A section loaded on demand, in the staff member's language. */
function OnDemand({ className, children }: { className: string; children: ReactNode }) {
  return (
    <InStaffLanguage className={className}>
      {() => <Suspense fallback={<div className={className} aria-busy="true" />}>{children}</Suspense>}
    </InStaffLanguage>
  );
}

/** The agent console (/staff/support): a staff tool outside the locale layout, never indexed. */
export const meta = () => [{ title: 'Support console' }, { name: 'robots', content: 'noindex, nofollow' }];

export function headers() {
  return { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
}

export default function StaffSupportRoute() {
  return (
    <AgentConsole
      panels={{
        documentReview: <DocumentReview />,
        tournaments: (
          <InStaffLanguage className="staff-tournaments">{(locale) => <StaffTournaments locale={locale} />}</InStaffLanguage>
        ),
        promotions: (role) => <PromotionsConsole role={role} />,
        loyaltyShop: (
          <>
            <LoyaltyStaffPanel />
            <AdventureStaffPanel />
            <VipStaffPanel />
            <JackpotStaffPanel />
            <PromotionPagesPanel />
            <WheelsStaffPanel />
          </>
        ),
        lotteries: <LotteriesStaffPanel />,
        staffAccounts: (self) => (
          <InStaffLanguage className="staff-access">{() => <StaffAccountsPanel selfId={self} />}</InStaffLanguage>
        ),
        auditLog: <InStaffLanguage className="staff-access">{() => <AuditLogPanel />}</InStaffLanguage>,
        players: (staff) => (
          <InStaffLanguage className="money-desk">{(locale) => <PlayersDesk staff={staff} locale={locale} />}</InStaffLanguage>
        ),
        money: (staff) => (
          <InStaffLanguage className="money-desk">{(locale) => <MoneyDesk staff={staff} locale={locale} />}</InStaffLanguage>
        ),
        risk: () => <InStaffLanguage className="money-desk">{(locale) => <RiskDesk locale={locale} />}</InStaffLanguage>,
        reports: (
          <OnDemand className="staff-reports">
            <ReportsPage />
          </OnDemand>
        ),
        system: (
          <OnDemand className="staff-system">
            <SystemPage />
          </OnDemand>
        ),
      }}
    />
  );
}
