import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, h2, html, link, p, type EnglishVariant, type PageText } from './common';

/** Promotions (top menu): tournaments, lotteries, the Rocket Mart loyalty shop, gifts and the VIP club. */

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'Promotions',
    description: `${BRAND} promotions: tournaments with prize pools, lotteries, the Rocket Mart loyalty shop, gifts and bonuses, and the VIP club.`,
    keywords: `promotions, casino tournaments, lotteries, loyalty shop, Rocket Mart, free spins, bonuses, VIP club, ${BRAND}`,
    content: html(
      p(`There is always something extra at ${BRAND}. Here is what you can take part in.`),
      h2('Tournaments'),
      p(
        `Compete with other players on a leaderboard in selected ${v.slots} and live games. Join with one click, play as usual and climb the ranking; the best places share the prize pool in money or free spins. See the current ${link(l, '/tournaments', 'tournaments')}.`,
      ),
      h2('Lotteries'),
      p(
        `Get lottery tickets in the loyalty shop and take part in regular draws with money prizes, free spins and special rewards. Every ticket is a chance; the more tickets, the more chances. See the ${link(l, '/tournaments/lotteries', 'lotteries')}.`,
      ),
      h2('Rocket Mart loyalty shop'),
      p(
        `Every real-money bet earns coins. Exchange them in ${link(l, '/rocket-mart', 'Rocket Mart')} for free spins, bonus money, loot boxes with wheel spins and lottery tickets, and watch out for limited-time sales.`,
      ),
      h2('Gifts and bonuses'),
      p(
        `Deposit bonuses, free spins and personal gifts appear in your profile under ${link(l, '/profile/gifts', 'Gifts')}. Each gift has its own terms, including its wagering requirement, which you can read before you activate it.`,
      ),
      h2('VIP Club'),
      p(`Regular players climb from Bronze to Diamond and enjoy a personal manager, priority withdrawals and exclusive offers. Read more about the ${link(l, '/vip-info', 'VIP Club')}.`),
      p(
        `Promotions are for players aged 18 or over (21 under the Estonian licence) and are not available during a break or self-exclusion. Terms apply. Please play responsibly: ${link(l, '/responsible-gaming', 'Responsible Gaming')}.`,
      ),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'Aktionen',
    description: `Aktionen bei ${BRAND}: Turniere mit Preispools, Lotterien, der Treue-Shop Rocket Mart, Geschenke und Boni sowie der VIP-Club.`,
    keywords: `Aktionen, Casino-Turniere, Lotterien, Treue-Shop, Rocket Mart, Freispiele, Boni, VIP-Club, ${BRAND}`,
    content: html(
      p(`Bei ${BRAND} gibt es immer etwas extra. Hier kannst du mitmachen.`),
      h2('Turniere'),
      p(
        `Tritt in ausgewählten Slots und Live-Spielen auf einer Rangliste gegen andere Spieler an. Mit einem Klick teilnehmen, wie gewohnt spielen und in der Rangliste aufsteigen; die besten Plätze teilen sich den Preispool in Geld oder Freispielen. Zu den aktuellen ${link(l, '/tournaments', 'Turnieren')}.`,
      ),
      h2('Lotterien'),
      p(
        `Hol dir Lotterielose im Treue-Shop und nimm an regelmäßigen Ziehungen mit Geldpreisen, Freispielen und besonderen Prämien teil. Jedes Los ist eine Chance – je mehr Lose, desto mehr Chancen. Zu den ${link(l, '/tournaments/lotteries', 'Lotterien')}.`,
      ),
      h2('Treue-Shop Rocket Mart'),
      p(
        `Jeder Echtgeldeinsatz bringt Coins. Tausche sie im ${link(l, '/rocket-mart', 'Rocket Mart')} gegen Freispiele, Bonusgeld, Lootboxen mit Glücksraddrehungen und Lotterielose, und achte auf zeitlich begrenzte Angebote.`,
      ),
      h2('Geschenke und Boni'),
      p(
        `Einzahlungsboni, Freispiele und persönliche Geschenke erscheinen in deinem Profil unter ${link(l, '/profile/gifts', 'Geschenke')}. Jedes Geschenk hat eigene Bedingungen, einschließlich der Umsatzbedingungen, die du vor der Aktivierung lesen kannst.`,
      ),
      h2('VIP-Club'),
      p(`Treue Spieler steigen von Bronze bis Diamond auf und genießen einen persönlichen Manager, bevorzugte Auszahlungen und exklusive Angebote. Mehr zum ${link(l, '/vip-info', 'VIP-Club')}.`),
      p(
        `Aktionen gelten für Spieler ab 18 Jahren (unter der estnischen Lizenz ab 21) und stehen während einer Spielpause oder Selbstsperre nicht zur Verfügung. Es gelten Bedingungen. Bitte spiel verantwortungsvoll: ${link(l, '/responsible-gaming', 'Verantwortungsvolles Spielen')}.`,
      ),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'Promotions',
    description: `Les promotions de ${BRAND} : tournois avec cagnottes, loteries, la boutique fidélité Rocket Mart, cadeaux et bonis, et le club VIP.`,
    keywords: `promotions, tournois de casino, loteries, boutique fidélité, Rocket Mart, tours gratuits, bonis, club VIP, ${BRAND}`,
    content: html(
      p(`Il y a toujours un petit plus chez ${BRAND}. Voici ce à quoi vous pouvez participer.`),
      h2('Tournois'),
      p(
        `Affrontez d’autres joueurs au classement sur une sélection de machines à sous et de jeux en direct. Inscrivez-vous en un clic, jouez comme d’habitude et grimpez au classement; les meilleures places se partagent la cagnotte en argent ou en tours gratuits. Voyez les ${link(l, '/tournaments', 'tournois')} en cours.`,
      ),
      h2('Loteries'),
      p(
        `Procurez-vous des billets de loterie dans la boutique fidélité et participez à des tirages réguliers avec des prix en argent, des tours gratuits et des récompenses spéciales. Chaque billet est une chance : plus de billets, plus de chances. Voyez les ${link(l, '/tournaments/lotteries', 'loteries')}.`,
      ),
      h2('Boutique fidélité Rocket Mart'),
      p(
        `Chaque mise en argent réel vous rapporte des pièces. Échangez-les dans ${link(l, '/rocket-mart', 'Rocket Mart')} contre des tours gratuits, de l’argent de boni, des coffres à butin avec des tours de roue et des billets de loterie, et surveillez les soldes à durée limitée.`,
      ),
      h2('Cadeaux et bonis'),
      p(
        `Les bonis de dépôt, les tours gratuits et les cadeaux personnels s’affichent dans votre profil, sous ${link(l, '/profile/gifts', 'Cadeaux')}. Chaque cadeau a ses propres conditions, y compris ses exigences de mise, que vous pouvez lire avant de l’activer.`,
      ),
      h2('Club VIP'),
      p(`Les joueurs assidus progressent de Bronze à Diamant et profitent d’un gestionnaire personnel, de retraits prioritaires et d’offres exclusives. Découvrez le ${link(l, '/vip-info', 'club VIP')}.`),
      p(
        `Les promotions sont réservées aux joueurs de 18 ans et plus (21 ans sous la licence estonienne) et ne sont pas offertes pendant une pause ou une autoexclusion. Des conditions s’appliquent. Jouez de façon responsable : ${link(l, '/responsible-gaming', 'Jeu responsable')}.`,
      ),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'Kampanjer',
    description: `Kampanjer hos ${BRAND}: turneringer med premiepotter, lotterier, lojalitetsbutikken Rocket Mart, gaver og bonuser, og VIP-klubben.`,
    keywords: `kampanjer, casinoturneringer, lotterier, lojalitetsbutikk, Rocket Mart, gratisspinn, bonuser, VIP-klubb, ${BRAND}`,
    content: html(
      p(`Hos ${BRAND} er det alltid noe ekstra. Her er det du kan være med på.`),
      h2('Turneringer'),
      p(
        `Konkurrer mot andre spillere på en resultatliste i utvalgte spilleautomater og livespill. Bli med med ett klikk, spill som vanlig og klatre på listen; de beste plassene deler premiepotten i penger eller gratisspinn. Se de aktuelle ${link(l, '/tournaments', 'turneringene')}.`,
      ),
      h2('Lotterier'),
      p(
        `Skaff deg lodd i lojalitetsbutikken og bli med i jevnlige trekninger med pengepremier, gratisspinn og spesielle belønninger. Hvert lodd er en sjanse – jo flere lodd, jo flere sjanser. Se ${link(l, '/tournaments/lotteries', 'lotteriene')}.`,
      ),
      h2('Lojalitetsbutikken Rocket Mart'),
      p(
        `Hver innsats med ekte penger gir mynter. Bytt dem i ${link(l, '/rocket-mart', 'Rocket Mart')} mot gratisspinn, bonuspenger, skattekister med lykkehjulsspinn og lodd, og følg med på tidsbegrensede salg.`,
      ),
      h2('Gaver og bonuser'),
      p(
        `Innskuddsbonuser, gratisspinn og personlige gaver finner du i profilen under ${link(l, '/profile/gifts', 'Gaver')}. Hver gave har egne vilkår, inkludert omsetningskrav, som du kan lese før du aktiverer den.`,
      ),
      h2('VIP-klubben'),
      p(`Faste spillere klatrer fra Bronse til Diamant og får personlig kontaktperson, prioriterte uttak og eksklusive tilbud. Les mer om ${link(l, '/vip-info', 'VIP-klubben')}.`),
      p(
        `Kampanjene gjelder spillere fra 18 år (fra 21 år under den estiske lisensen) og er ikke tilgjengelige under pause eller selvutestengelse. Vilkår gjelder. Spill ansvarlig: ${link(l, '/responsible-gaming', 'Ansvarlig spill')}.`,
      ),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Promozioni',
    description: `Le promozioni di ${BRAND}: tornei con montepremi, lotterie, il negozio fedeltà Rocket Mart, regali e bonus e il club VIP.`,
    keywords: `promozioni, tornei casinò, lotterie, negozio fedeltà, Rocket Mart, giri gratuiti, bonus, club VIP, ${BRAND}`,
    content: html(
      p(`Su ${BRAND} c’è sempre qualcosa in più. Ecco a cosa puoi partecipare.`),
      h2('Tornei'),
      p(
        `Sfida gli altri giocatori in classifica su una selezione di slot e giochi dal vivo. Partecipa con un clic, gioca come sempre e scala la classifica; i primi posti si dividono il montepremi in denaro o giri gratuiti. Scopri i ${link(l, '/tournaments', 'tornei')} in corso.`,
      ),
      h2('Lotterie'),
      p(
        `Ottieni i biglietti della lotteria nel negozio fedeltà e partecipa a estrazioni periodiche con premi in denaro, giri gratuiti e ricompense speciali. Ogni biglietto è una possibilità: più biglietti, più possibilità. Scopri le ${link(l, '/tournaments/lotteries', 'lotterie')}.`,
      ),
      h2('Negozio fedeltà Rocket Mart'),
      p(
        `Ogni puntata con denaro reale ti fa guadagnare monete. Scambiale in ${link(l, '/rocket-mart', 'Rocket Mart')} con giri gratuiti, denaro bonus, forzieri con giri della ruota e biglietti della lotteria, e non perdere le offerte a tempo.`,
      ),
      h2('Regali e bonus'),
      p(
        `Bonus sul deposito, giri gratuiti e regali personali compaiono nel profilo, alla voce ${link(l, '/profile/gifts', 'Regali')}. Ogni regalo ha condizioni proprie, compresi i requisiti di puntata, che puoi leggere prima di attivarlo.`,
      ),
      h2('Club VIP'),
      p(`I giocatori più assidui salgono da Bronze a Diamond e hanno un manager personale, prelievi prioritari e offerte esclusive. Scopri di più sul ${link(l, '/vip-info', 'Club VIP')}.`),
      p(
        `Le promozioni sono riservate ai maggiori di 18 anni (21 con la licenza estone) e non sono disponibili durante una pausa o un’autoesclusione. Si applicano termini e condizioni. Gioca responsabilmente: ${link(l, '/responsible-gaming', 'Gioco responsabile')}.`,
      ),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'Kampaaniad',
    description: `${BRAND} kampaaniad: auhinnafondiga turniirid, loteriid, lojaalsuspood Rocket Mart, kingitused ja boonused ning VIP-klubi.`,
    keywords: `kampaaniad, kasiinoturniirid, loteriid, lojaalsuspood, Rocket Mart, tasuta keerutused, boonused, VIP-klubi, ${BRAND}`,
    content: html(
      p(`${BRAND} saidil on alati midagi lisaks. Siin on see, milles saate osaleda.`),
      h2('Turniirid'),
      p(
        `Võistelge teiste mängijatega edetabelis valitud slotides ja live-mängudes. Liituge ühe klikiga, mängige tavapäraselt ja tõuske edetabelis; parimad kohad jagavad auhinnafondi rahas või tasuta keerutustena. Vaadake käimasolevaid ${link(l, '/tournaments', 'turniire')}.`,
      ),
      h2('Loteriid'),
      p(
        `Hankige lojaalsuspoest loteriipiletid ja osalege regulaarsetes loosimistes, kus auhindadeks on raha, tasuta keerutused ja eriauhinnad. Iga pilet on võimalus – mida rohkem pileteid, seda rohkem võimalusi. Vaadake ${link(l, '/tournaments/lotteries', 'loteriisid')}.`,
      ),
      h2('Lojaalsuspood Rocket Mart'),
      p(
        `Iga päris rahaga tehtud panus toob münte. Vahetage need poes ${link(l, '/rocket-mart', 'Rocket Mart')} tasuta keerutuste, boonusraha, õnneratta keerutustega aardekastide ja loteriipiletite vastu ning jälgige ajutisi soodusmüüke.`,
      ),
      h2('Kingitused ja boonused'),
      p(
        `Sissemakseboonused, tasuta keerutused ja isiklikud kingitused ilmuvad teie profiili jaotisesse ${link(l, '/profile/gifts', 'Kingitused')}. Igal kingitusel on oma tingimused, sealhulgas panustamisnõue, mida saate enne aktiveerimist lugeda.`,
      ),
      h2('VIP-klubi'),
      p(`Püsimängijad tõusevad pronksist teemandini ning saavad isikliku halduri, eelisjärjekorras väljamaksed ja eksklusiivsed pakkumised. Lugege lähemalt ${link(l, '/vip-info', 'VIP-klubi')} kohta.`),
      p(
        `Kampaaniad on mõeldud vähemalt 18-aastastele mängijatele (Eesti tegevusloa alusel vähemalt 21-aastastele) ega ole kättesaadavad mängupausi või enesevälistamise ajal. Kehtivad tingimused. Mängige vastutustundlikult: ${link(l, '/responsible-gaming', 'Vastutustundlik mängimine')}.`,
      ),
    ),
  };
}

export const PROMOTIONS_INFO_PAGE: SeedPage = {
  path: '/promotions-info',
  categories: ['static', 'top-menu'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
