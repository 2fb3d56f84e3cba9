import type { Locale, PromoItem } from '@casino/contracts';

type Texts = PromoItem['texts'][Locale];
const DAY = 86_400_000;

/** The English texts serve every English locale; the others are translated. */
function texts(en: Texts, other: Record<'de' | 'fr-CA' | 'no' | 'it' | 'et', Texts>): PromoItem['texts'] {
  return { en, 'en-AU': en, 'en-CA': en, 'en-NZ': en, 'en-KW': en, ...other };
}

/** The demo's promo items of /promotions: the weekly race, the starter quest, the shop and a coming gift week. */
export function demoPromoItems(now: Date): PromoItem[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const base = { group_ids: [], published: true };
  return [
    {
      ...base,
      id: 1,
      frontend_identifier: 'weekly-race',
      kind: 'tournament',
      target: 'weekly-race',
      image: '/promo/tournament.svg',
      start_at: at(-1),
      end_at: at(60),
      order: 1,
      texts: texts(
        { title: 'Weekly race', description: 'Climb the leaderboard on pokies and share the prize pool.', text_times: 'Every week' },
        {
          de: { title: 'Wochenrennen', description: 'Klettere an Spielautomaten die Rangliste hinauf und teile den Preispool.', text_times: 'Jede Woche' },
          'fr-CA': { title: 'Course hebdomadaire', description: 'Grimpez au classement sur les machines à sous et partagez la cagnotte.', text_times: 'Chaque semaine' },
          no: { title: 'Ukentlig løp', description: 'Klatre på resultatlisten på spilleautomater og del premiepotten.', text_times: 'Hver uke' },
          it: { title: 'Corsa settimanale', description: 'Scala la classifica sulle slot e dividi il montepremi.', text_times: 'Ogni settimana' },
          et: { title: 'Nädala võidusõit', description: 'Tõuse mänguautomaatidel edetabelis ja jaga auhinnafondi.', text_times: 'Igal nädalal' },
        },
      ),
    },
    {
      ...base,
      id: 2,
      frontend_identifier: 'starter-quest',
      kind: 'quest',
      target: 'quest--xs--starter',
      image: '/promo/tournament.svg',
      start_at: at(-1),
      end_at: at(30),
      order: 2,
      texts: texts(
        { title: 'Starter quest', description: 'Six levels, a reward on each one from the second on.', text_times: '' },
        {
          de: { title: 'Einsteiger-Quest', description: 'Sechs Stufen, ab der zweiten mit einer Belohnung auf jeder.', text_times: '' },
          'fr-CA': { title: 'Quête de départ', description: 'Six niveaux, une récompense à chacun à partir du deuxième.', text_times: '' },
          no: { title: 'Startoppdrag', description: 'Seks nivåer, med en belønning på hvert fra det andre.', text_times: '' },
          it: { title: 'Missione iniziale', description: 'Sei livelli, un premio su ciascuno a partire dal secondo.', text_times: '' },
          et: { title: 'Alustaja ülesanne', description: 'Kuus taset, alates teisest igal tasemel auhind.', text_times: '' },
        },
      ),
    },
    {
      ...base,
      id: 3,
      frontend_identifier: 'rocket-mart',
      kind: 'shop',
      target: '',
      image: '/promo/jackpot.svg',
      start_at: at(-30),
      end_at: at(365),
      order: 3,
      texts: texts(
        { title: 'Rocket mart', description: 'Exchange your comp points for money, free spins and special rewards.', text_times: '' },
        {
          de: { title: 'Rocket Mart', description: 'Tausche deine Comp-Punkte gegen Geld, Freispiele und besondere Prämien.', text_times: '' },
          'fr-CA': { title: 'Rocket Mart', description: 'Échangez vos points de fidélité contre de l’argent, des tours gratuits et des récompenses spéciales.', text_times: '' },
          no: { title: 'Rocket Mart', description: 'Bytt kompoengene dine mot penger, gratisspinn og spesielle belønninger.', text_times: '' },
          it: { title: 'Rocket Mart', description: 'Scambia i tuoi punti fedeltà con denaro, giri gratis e premi speciali.', text_times: '' },
          et: { title: 'Rocket Mart', description: 'Vaheta oma boonuspunktid raha, tasuta keerutuste ja eriauhindade vastu.', text_times: '' },
        },
      ),
    },
    {
      ...base,
      id: 4,
      frontend_identifier: 'gift-week',
      kind: 'gift',
      target: '',
      image: '/promo/welcome-en.svg',
      start_at: at(3),
      end_at: at(10),
      order: 4,
      texts: texts(
        { title: 'Gift week', description: 'A new gift waits in your profile every day of the week.', text_times: 'Seven days' },
        {
          de: { title: 'Geschenkwoche', description: 'Jeden Tag der Woche wartet ein neues Geschenk in deinem Profil.', text_times: 'Sieben Tage' },
          'fr-CA': { title: 'Semaine des cadeaux', description: 'Un nouveau cadeau vous attend dans votre profil chaque jour de la semaine.', text_times: 'Sept jours' },
          no: { title: 'Gaveuke', description: 'En ny gave venter i profilen din hver dag i uken.', text_times: 'Sju dager' },
          it: { title: 'Settimana dei regali', description: 'Ogni giorno della settimana un nuovo regalo ti aspetta nel profilo.', text_times: 'Sette giorni' },
          et: { title: 'Kinginädal', description: 'Igal nädalapäeval ootab sinu profiilis uus kingitus.', text_times: 'Seitse päeva' },
        },
      ),
    },
  ];
}
