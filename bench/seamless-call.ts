/** What every bet bench sends: one signed seamless-wallet bet of 1 cent in EUR. */
import { SEAMLESS_SIGNATURE_HEADER } from '@casino/contracts';
import { DEV_SEAMLESS_SECRET, signSeamless } from '../apps/server/src/games/play/signature';

/** A launched real-money game session and its player. */
export interface Bettor {
  session: string;
  playerId: number;
}

/** POST /api/seamless/bet for the bettor under a transaction id (its round named after it), signed as a provider signs it. */
export function sendSeamlessBet(address: string, bettor: Bettor, transactionId: string): Promise<Response> {
  const payload = JSON.stringify({
    session: bettor.session,
    player_id: bettor.playerId,
    transaction_id: transactionId,
    round_id: `round-${transactionId}`,
    amount_cents: 1,
    currency: 'EUR',
  });
  return fetch(`${address}/api/seamless/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signSeamless(DEV_SEAMLESS_SECRET, payload) },
    body: payload,
  });
}
