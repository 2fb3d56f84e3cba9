import type { RealtimeData } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { withRealtime } from '../../realtime/client';
import { Modal } from '../../ui/modal';

type Award = RealtimeData<'jackpot_win_award'>;

/** JACK-12 RT-11: the shell's popup when the signed-in player wins a jackpot (jackpot_win_award). */
export default function JackpotWinPopup() {
  const { t } = useTranslation();
  const format = useFormat();
  const [award, setAward] = useState<Award | null>(null);
  useEffect(
    () =>
      withRealtime((socket) => {
        const onAward = (data: Award) => setAward(data);
        socket.on('jackpot_win_award', onAward);
        return () => {
          socket.off('jackpot_win_award', onAward);
        };
      }),
    [],
  );
  if (!award) return null;
  return (
    <Modal titleId="jackpot-win-title" onClose={() => setAward(null)} className="jackpot-win">
      <p className="jackpot-win__brand">{t('jackpots.brand')}</p>
      <h2 id="jackpot-win-title">{t('jackpots.popup_title')}</h2>
      <p>{t('jackpots.popup_text', { amount: format.money(award.amount_cents, award.currency), level: award.level })}</p>
      <button type="button" className="button button--primary" onClick={() => setAward(null)}>
        {t('jackpots.popup_close')}
      </button>
    </Modal>
  );
}
