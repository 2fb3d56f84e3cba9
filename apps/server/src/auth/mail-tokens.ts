import { and, eq, gt, isNull } from 'drizzle-orm';
import { isLocale, localizePath, type Locale } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { AuthDeps } from './context';
import { authTokens } from './tables';
import { newToken, tokenHasher } from './tokens';

const CONFIRMATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** The issue's bound: a reset link lives at most an hour. */
const RESET_TTL_MS = 60 * 60 * 1000;

type Kind = 'confirmation' | 'reset';

/**
 * Issues a single-use token (earlier unused ones of the same kind stop working) and queues
 * its mail, both in the caller's transaction.
 */
export async function issueMailToken(
  deps: AuthDeps,
  tx: DbOrTx,
  player: { id: number; locale: string },
  kind: Kind,
  email: string,
): Promise<void> {
  const now = deps.clock.now();
  const token = newToken(deps.rng);
  await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.playerId, player.id), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await tx.insert(authTokens).values({
    playerId: player.id,
    kind,
    email,
    tokenHash: tokenHasher(`${deps.secret}:${kind}`)(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + (kind === 'reset' ? RESET_TTL_MS : CONFIRMATION_TTL_MS)),
  });
  const locale: Locale = isLocale(player.locale) ? player.locale : 'en';
  const path = kind === 'reset' ? `/new-password?reset_password_token=${token}` : `/confirmation?confirmation_token=${token}`;
  await deps.mailer.queue(tx, {
    playerId: player.id,
    to: email,
    kind,
    locale,
    vars: { link: `${deps.publicUrl}${localizePath(locale, path)}` },
  });
}

/** Spends a token: answers its player and address once, null when unknown, used or expired. */
export async function consumeMailToken(
  deps: AuthDeps,
  tx: DbOrTx,
  kind: Kind,
  token: string,
): Promise<{ playerId: number; email: string } | null> {
  const now = deps.clock.now();
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHasher(`${deps.secret}:${kind}`)(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: authTokens.playerId, email: authTokens.email });
  return row ?? null;
}
