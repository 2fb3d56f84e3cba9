import { InStaffLanguage } from '../features/support/console/staff-language';
import '../features/support/console/console.css';
import { StaffSetupPage } from '../features/staff-access/setup-page';

/** The set-up link of a staff invitation or reset (docs/decisions/066-staff-access.md): never indexed, never cached. */
export const meta = () => [{ title: 'Staff account set-up' }, { name: 'robots', content: 'noindex, nofollow' }];

export function headers() {
  return { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };
}

export default function StaffSetupRoute() {
  return <InStaffLanguage className="staff-console">{() => <StaffSetupPage />}</InStaffLanguage>;
}
