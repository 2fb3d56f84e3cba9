import type { FraudTransactionRequest, Player } from '@casino/contracts';
import { browserApi } from '../../api/server-api';
import { deviceFingerprint } from '../../common/device/fingerprint';
import { sendFraudData } from './api';

/**
 * PAY-23: the fraud data sent with a payment: country, names, device fingerprint, the card's bin
 * and last four only (never the number), expiry, holder, amount, currency, payment system, type.
 */
export async function reportPayment(
  player: Player,
  payment: {
    amount_cents: number;
    currency: string;
    payment_system: string;
    type: 'transaction' | 'payout';
    card?: { number: string; expiry: string; holder: string } | { bin: string; last4: string; expiry: string; holder: string };
  },
): Promise<void> {
  // The fraud service keys its rules on the country; without one there is nothing to score.
  if (!player.country || !/^[A-Z]{2}$/.test(player.country)) return;
  const card = payment.card;
  const digits = card && 'number' in card ? card.number.replace(/\D/g, '') : '';
  const data: FraudTransactionRequest = {
    country: player.country,
    ...(player.first_name ? { first_name: player.first_name } : {}),
    ...(player.last_name ? { last_name: player.last_name } : {}),
    dfpc: (await deviceFingerprint().catch(() => undefined))?.slice(0, 256),
    ...(card
      ? {
          card_bin: 'bin' in card ? card.bin : digits.slice(0, 6),
          card_last4: 'last4' in card ? card.last4 : digits.slice(-4),
          expiry: card.expiry,
          holder: card.holder.slice(0, 80),
        }
      : {}),
    amount_cents: payment.amount_cents,
    currency: payment.currency,
    payment_system: payment.payment_system,
    type: payment.type,
    custom_player_status: player.vip ? 'vip' : player.level,
  };
  await sendFraudData(browserApi(), data);
}
