import { formatMoney, intlLocale, type Locale, staffTournamentBoardSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../api/staff-api';

const K = 'competitions.staff.board';

/** How often an open leaderboard is read again. */
const REFRESH_MS = 3_000;

/** The promotions manager's view of one tournament: its live top 50 and each prize recorded with its payment. */
export function StaffTournamentBoard({
  tournament,
  locale,
  onClose,
}: {
  tournament: { id: number; title: string };
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const board = useQuery({
    queryKey: ['staff', 'tournaments', tournament.id, 'board'],
    queryFn: async () =>
      staffTournamentBoardSchema.parse((await staffApi().get(`/api/staff/tournaments/${tournament.id}/board`)).data),
    refetchInterval: REFRESH_MS,
  });
  const when = (iso: string) => new Date(iso).toLocaleString(intlLocale(locale));
  const headingId = `staff-board-${tournament.id}`;
  return (
    <section className="staff-tournaments__board" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`${K}.title`, { title: tournament.title })}</h3>
      <p>{t(`${K}.live`)}</p>
      <button type="button" className="button" onClick={onClose}>
        {t(`${K}.close`)}
      </button>
      {board.isError && <p role="alert">{t(`${K}.failed`)}</p>}
      {board.data && (
        <>
          <h4>{t(`${K}.leaderboard`)}</h4>
          {board.data.leaderboard.length === 0 ? (
            <p>{t(`${K}.empty`)}</p>
          ) : (
            <table className="staff-tournaments__table" data-testid="staff-leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t(`${K}.place`)}</th>
                  <th scope="col">{t(`${K}.player`)}</th>
                  <th scope="col">{t(`${K}.nickname`)}</th>
                  <th scope="col">{t(`${K}.score`)}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.leaderboard.map((row) => (
                  <tr key={row.player_id}>
                    <td>{row.place}</td>
                    <td>{row.player_id}</td>
                    <td>{row.nickname}</td>
                    <td>{row.score.toLocaleString(intlLocale(locale))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h4>{t(`${K}.awards`)}</h4>
          {board.data.awards.length === 0 ? (
            <p>{t(`${K}.no_awards`)}</p>
          ) : (
            <table className="staff-tournaments__table" data-testid="staff-awards">
              <thead>
                <tr>
                  <th scope="col">{t(`${K}.place`)}</th>
                  <th scope="col">{t(`${K}.player`)}</th>
                  <th scope="col">{t(`${K}.prize`)}</th>
                  <th scope="col">{t(`${K}.paid_at`)}</th>
                  <th scope="col">{t(`${K}.transaction`)}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.awards.map((award) => (
                  <tr key={`${award.place}-${award.player_id}`}>
                    <td>{award.place}</td>
                    <td>{award.player_id}</td>
                    <td>
                      {award.prize.kind === 'gift'
                        ? t(`${K}.gift`, { id: award.prize.template_id })
                        : award.prize.kind === 'comp_points'
                          ? t('competitions.prizes.comp_points', { count: award.prize.points })
                          : formatMoney(award.amount_cents ?? award.prize.amount_cents, award.currency, intlLocale(locale))}
                    </td>
                    <td>{award.paid_at ? when(award.paid_at) : t(`${K}.unpaid`)}</td>
                    <td>{award.transaction_id ?? t(`${K}.no_transaction`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
