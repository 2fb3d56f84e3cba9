import type { AxiosInstance } from 'axios';
import { isHttpError } from '../../api/is-http-error';
import { limitsResponseSchema, localizePath, type Account, type Locale } from '@casino/contracts';
import { redirect } from 'react-router';
import { reachedPlayLimits } from './rules';

/**
 * Requirements §core-2: opening a game whose limit is reached sends a logged-in player to the profile limits
 * page. Throws that redirect when a limit that stops play (any but deposit, LIM-04) is reached
 * for the active wallet's currency, or a block or session limit whatever the wallet; a guest, or
 * a failed read, goes on (the wallet refuses the bet on its own).
 */
export async function redirectWhenLimitReached(api: AxiosInstance, locale: Locale): Promise<void> {
  try {
    const [limits, accounts] = await Promise.all([
      api.get('/api/user_limits').then((answer) => limitsResponseSchema.parse(answer.data)),
      api.get<Account[]>('/api/player/accounts', { params: { compatibility: '' } }).then((answer) => answer.data),
    ]);
    const currency = accounts.find((account) => account.active)?.currency;
    // A block or a reached session limit applies whatever the wallet, also before the first one is active.
    if (reachedPlayLimits(limits, currency).length === 0) return;
  } catch (error) {
    // A restricted session may not read the wallet list of a game: it is sent to its limits too.
    if (!(isHttpError(error) && error.response?.status === 403)) return;
  }
  throw redirect(localizePath(locale, '/profile/limits'));
}
