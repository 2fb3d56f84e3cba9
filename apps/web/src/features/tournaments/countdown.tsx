import { Countdown as Ticking } from '../../ui/countdown';

/** The time to a tournament's start or end (requirements §promo-4). */
export function Countdown({ to }: { to: string }) {
  return <Ticking to={to} daysKey="competitions.days" className="tournament-countdown" />;
}
