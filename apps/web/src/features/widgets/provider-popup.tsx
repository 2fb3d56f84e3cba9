import type { PopupProps } from '../../common/popups/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GROUPS } from '@casino/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { configQuery } from '../../common/config/api';
import { playerKeys } from '../../common/player/player-query';

/**
 * popup-provider-new: a new game provider. However it goes away (closed, followed, a route
 * change), the player joins the 'was shown' group so it never comes back (NOTIF-12).
 */
export default function ProviderPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const config = useQuery(configQuery(browserApi(), 'popup-provider-new')).data;
  useEffect(
    () => () => {
      void browserApi()
        .post('/api/player/groups', { groups: { add: [GROUPS.promoProviderShown] } })
        .then(() => queryClient.invalidateQueries({ queryKey: playerKeys.player }))
        .catch(() => undefined);
    },
    [queryClient],
  );
  const provider = config?.provider_title ?? '';
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('widgets.provider.title', { provider })}</h2>
      <p>{t('widgets.provider.text', { provider })}</p>
      {config && (
        <Link className="button button--primary" to={to(`/producers/${config.provider_slug}`)} onClick={close}>
          {t('widgets.provider.open')}
        </Link>
      )}
    </div>
  );
}
