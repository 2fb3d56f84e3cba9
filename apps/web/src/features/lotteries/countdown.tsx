import { Countdown } from '../../ui/countdown';

/** The time to a lottery's start or draw. */
export function LotteryCountdown({ to }: { to: string }) {
  return <Countdown to={to} daysKey="competitions.days" className="lottery-countdown" />;
}
