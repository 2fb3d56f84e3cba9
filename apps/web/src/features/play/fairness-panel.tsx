import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setClientSeedRequestSchema, type RoundDetail } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { engineInfoQuery, fairnessQuery, playKeys, recentRoundsQuery, rotateSeeds, setClientSeed } from './api';
import { verifyRound, type VerifyStatus } from './verify';

function RecentRound({ round }: { round: RoundDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const info = useQuery(engineInfoQuery(browserApi(), round.engine));
  const [status, setStatus] = useState<VerifyStatus | null>(null);
  const revealed = round.fairness.server_seed !== null;
  return (
    <li className="fairness__round">
      <div>
        <p className="fairness__round-title">
          {format.dateTime(round.created_at)} · {t('play.fairness.nonce', { nonce: round.fairness.nonce })}
        </p>
        <p className="fairness__round-money">
          {t('play.fairness.stake_win', {
            stake: format.money(round.stake_cents, round.currency),
            win: format.money(round.win_cents, round.currency),
          })}
        </p>
        {status && (
          <p className={`fairness__verdict fairness__verdict--${status === 'verified' ? 'ok' : 'bad'}`} role="status">
            {t(`play.fairness.status_${status}`)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--ghost"
        disabled={!revealed || !info.data}
        title={revealed ? undefined : t('play.fairness.rotate_first')}
        onClick={() => setStatus(verifyRound(round, info.data?.paytable))}
      >
        {revealed ? t('play.fairness.verify') : t('play.fairness.hidden')}
      </button>
    </li>
  );
}

type SeedValues = z.infer<typeof setClientSeedRequestSchema>;

/** The player's client seed: follows the stored one until edited; the contracts' rule checks it. */
function SeedForm({ stored }: { stored: string }) {
  const { t } = useTranslation();
  const api = browserApi();
  const queryClient = useQueryClient();
  const form = useForm<SeedValues>({
    resolver: zodResolver(setClientSeedRequestSchema),
    defaultValues: { client_seed: stored },
  });
  const { errors, dirtyFields } = form.formState;
  const save = useMutation({
    mutationFn: (clientSeed: string) => setClientSeed(api, clientSeed),
    onSuccess: (next) => queryClient.setQueryData(playKeys.fairness, next),
    onError: () => form.setError('client_seed', { message: 'play.fairness.seed_invalid' }),
  });
  // The stored seed (loaded, saved or rotated) shows until the player types their own.
  useEffect(() => {
    if (!form.getFieldState('client_seed').isDirty) form.resetField('client_seed', { defaultValue: stored });
  }, [stored, form]);
  const submit = (values: SeedValues) =>
    save.mutateAsync(values.client_seed).then(
      (next) => form.reset({ client_seed: next.client_seed }),
      () => undefined,
    );
  // Any refusal, here or from the server, reads the same.
  const seedError = errors.client_seed ? t('play.fairness.seed_invalid') : null;

  return (
    <form className="fairness__form" onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <label htmlFor="client-seed">{t('play.fairness.client_seed')}</label>
      <div className="fairness__row">
        <input
          id="client-seed"
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={seedError !== null}
          aria-describedby={seedError ? 'client-seed-error' : undefined}
          {...form.register('client_seed')}
        />
        <button type="submit" className="button button--ghost" disabled={save.isPending || !dirtyFields.client_seed}>
          {t('play.fairness.save_seed')}
        </button>
      </div>
      {seedError && (
        <p id="client-seed-error" className="form__error" role="alert">
          {seedError}
        </p>
      )}
    </form>
  );
}

/**
 * Provably fair play (docs/provably-fair.md): the active server seed's hash, the player's client
 * seed, rotation (which reveals the old seed), and the last rounds of this game, each verified
 * in the browser.
 */
export function FairnessPanel({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const api = browserApi();
  const queryClient = useQueryClient();
  const seeds = useQuery(fairnessQuery(api));
  const recent = useQuery(recentRoundsQuery(api, gameId));
  const [revealed, setRevealed] = useState<string | null>(null);
  const [rotateError, setRotateError] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => rotateSeeds(api),
    // The only refusal: a hand is still in play on these seeds.
    onError: () => setRotateError(t('play.fairness.rotate_busy')),
    onSuccess: (answer) => {
      setRotateError(null);
      queryClient.setQueryData(playKeys.fairness, answer.current);
      setRevealed(answer.revealed.server_seed);
      void queryClient.invalidateQueries({ queryKey: playKeys.recent(gameId) });
    },
  });

  return (
    <section className="fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('play.fairness.title')}</h2>
      <p className="fairness__intro">{t('play.fairness.intro')}</p>
      <dl className="fairness__seeds">
        <dt>{t('play.fairness.server_hash')}</dt>
        <dd>
          <code data-testid="server-seed-hash">{seeds.data?.server_seed_hash ?? '…'}</code>
        </dd>
        <dt>{t('play.fairness.next_nonce')}</dt>
        <dd>{seeds.data?.nonce ?? '…'}</dd>
      </dl>
      <SeedForm stored={seeds.data?.client_seed ?? ''} />
      <div className="fairness__rotate">
        <button type="button" className="button button--primary" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
          {t('play.fairness.rotate')}
        </button>
        {rotateError && (
          <p className="form__error" role="alert">
            {rotateError}
          </p>
        )}
        {revealed && (
          <p role="status" className="fairness__revealed">
            {t('play.fairness.revealed')} <code>{revealed}</code>
          </p>
        )}
      </div>
      <h3>{t('play.fairness.recent')}</h3>
      {recent.data && recent.data.length === 0 && <p>{t('play.fairness.no_rounds')}</p>}
      <ul className="fairness__rounds">
        {(recent.data ?? []).map((round) => (
          <RecentRound key={round.id} round={round} />
        ))}
      </ul>
    </section>
  );
}
