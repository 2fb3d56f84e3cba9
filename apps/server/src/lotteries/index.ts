// The public entry of the lotteries domain: other domains import only this file (docs/architecture.md §2).
export {
  type LotteryService,
  type LotteryDeps,
  type IssueTicketsInput,
  type IssuedTickets,
  createLotteryService,
} from './service';
export { lotteryRoutes, staffLotteryRoutes } from './routes';
export { LOTTERY_EVENTS, type TicketsVoided } from './events';
