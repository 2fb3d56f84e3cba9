// The public entry of the back-office domain: other domains import only this file (docs/architecture.md §2).
export { type PlayerDesk, createPlayerDesk } from './player-desk';
export { type Adjustments, createAdjustments } from './adjustments';
export { backofficeRoutes } from './routes';
export { type MoneyDesk, createMoneyDesk } from './money-desk';
export { moneyDeskRoutes } from './money-routes';
export { type RgActionLog, createRgActionLog } from './rg-actions';
