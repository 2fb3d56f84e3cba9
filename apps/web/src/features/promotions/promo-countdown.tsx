import { Countdown } from '../../ui/countdown';

/** BANR-09: the time to a promotion's start or end. */
export function PromoCountdown({ to }: { to: string }) {
  return <Countdown to={to} daysKey="promotions.days" className="promo-countdown" />;
}
