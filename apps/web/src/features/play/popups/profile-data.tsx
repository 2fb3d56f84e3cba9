import { useQueryClient } from '@tanstack/react-query';
import { splitLocalePath, type Player } from '@casino/contracts';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PopupProps } from '../../../common/popups/types';
import { GAME_SESSIONS_KEY, useRealPlayGate } from '../profile-gate';
import type { CashboxProfileField } from '../../../common/player/profile-fields';

/**
 * The cashbox's parts this popup shows: its loading skeleton and its personal-info form. The
 * shell hands them in (shell/popups/profile-data-popup.tsx), so game play does not import the
 * cashbox (docs/architecture.md §7).
 */
export interface ProfileDataParts {
  Skeleton: ComponentType;
  PersonalInfoForm: ComponentType<{
    player: Player;
    fields: readonly CashboxProfileField[];
    submitLabel: string;
    onSaved: () => void;
  }>;
}

const isGamePage = (pathname: string) => splitLocalePath(pathname).rest.startsWith('/play/');

/**
 * modal-profile-data (PLAY-04): the provider context's empty required fields, asked before real
 * play. Saved, the player is back on the game in real mode and the game launches.
 */
export function ProfileDataPopup({ titleId, close, parts }: PopupProps & { parts: ProfileDataParts }) {
  const { Skeleton, PersonalInfoForm } = parts;
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gate = useRealPlayGate();
  // The fields asked stay those of the first look: saving empties the list under the open form.
  const [asked, setAsked] = useState<CashboxProfileField[] | null>(null);
  if (asked === null && gate.kind === 'needs-profile') setAsked(gate.missing);

  const backToGame = () => {
    if (!isGamePage(location.pathname)) return close();
    const params = new URLSearchParams(location.search);
    params.delete('popup');
    params.set('mode', 'real');
    // A launch the server refused for the profile runs again; one the page held back starts by itself.
    void queryClient.resetQueries({ queryKey: GAME_SESSIONS_KEY });
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="popup-panel cashbox">
      <h2 id={titleId}>{t('play.profile.title')}</h2>
      {gate.kind === 'loading' ? (
        <Skeleton />
      ) : gate.kind === 'guest' ? (
        <Link className="button button--primary" to={{ search: '?popup=modal-login-form' }}>
          {t('auth.sign_in.title')}
        </Link>
      ) : asked ? (
        <>
          <p>{t('play.profile.hint')}</p>
          <PersonalInfoForm player={gate.player} fields={asked} submitLabel={t('play.profile.submit')} onSaved={backToGame} />
        </>
      ) : (
        <>
          <p>{t('play.profile.complete')}</p>
          <button type="button" className="button button--primary" onClick={backToGame}>
            {t('play.profile.continue')}
          </button>
        </>
      )}
    </div>
  );
}
