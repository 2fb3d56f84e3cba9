import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, h2, html, link, OPERATOR_CW, OPERATOR_EE, p, type EnglishVariant, type PageText } from './common';

/** About Us: who runs the casino, what it offers and how it keeps play safe. */

/** The currencies on offer, joined with the language's word for "and". */
const fiat = (and: string): string => `EUR, USD, AUD, CAD, NZD, NOK, JPY ${and} BRL`;
const crypto = (and: string): string => `Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin ${and} Tether (USDT)`;

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'About Us',
    description: `${BRAND}: thousands of ${v.slots}, live and table games, fee-free payments in currency and crypto, 24/7 support and safe, licensed play.`,
    keywords: `about ${BRAND}, online casino, ${v.slots}, live casino, crypto casino, licensed casino, casino operator`,
    content: html(
      h2(`Welcome to ${BRAND}`),
      p(
        `${BRAND} is an online casino for players who want a wide choice of games, fast payments and fair treatment. We are available in ten language versions and build every part of the site around one idea: play should be exciting, simple and safe.`,
      ),
      h2('Our games'),
      p(
        `Our lobby holds thousands of games from leading studios: classic and modern ${v.slots}, Megaways and bonus-buy titles, progressive jackpots, live blackjack, roulette, baccarat and game shows streamed from professional studios, table games, crash games and games made for crypto players. Most games can be tried for free in demo mode before you play for real money.`,
      ),
      h2('Payments'),
      p(
        `You can play in ${fiat('and')} or in ${crypto('and')}. Deposits and withdrawals are free of charge from our side, most methods are instant, and we review every withdrawal within 24 hours.`,
      ),
      h2('Rewards'),
      p(
        `Every real-money bet earns coins for our loyalty shop, and there is always something going on: tournaments, lotteries, gifts and a VIP club with a personal manager. See ${link(l, '/promotions-info', 'Promotions')} and ${link(l, '/vip-info', 'VIP Club')}.`,
      ),
      h2('Licensed and secure'),
      p(
        `${BRAND} is operated by ${OPERATOR_CW}, licensed and regulated by the Curaçao Gaming Authority. Players under our Estonian licence are served by ${OPERATOR_EE}, licensed by the Estonian Tax and Customs Board. All connections are encrypted, our games use certified random number generators, and we verify the identity and age of our players to keep the casino free of fraud and under-age gambling.`,
      ),
      h2('Responsible gaming'),
      p(
        `We want you to enjoy gambling as entertainment. Limits, breaks and self-exclusion are available in your profile at any time, and our team is trained to help. Read more on our ${link(l, '/responsible-gaming', 'Responsible Gaming')} page.`,
      ),
      h2('Talk to us'),
      p(`Our support team is here 24 hours a day, 7 days a week. All the ways to reach us are on the ${link(l, '/support-info', 'Support')} page.`),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'Über uns',
    description: `${BRAND}: Tausende Slots, Live- und Tischspiele, gebührenfreie Zahlungen in Landeswährung und Krypto, Support rund um die Uhr und ein lizenziertes Casino.`,
    keywords: `über ${BRAND}, Online-Casino, Slots, Live-Casino, Krypto-Casino, lizenziertes Casino, Casinobetreiber`,
    content: html(
      h2(`Willkommen bei ${BRAND}`),
      p(
        `${BRAND} ist ein Online-Casino für Spieler, die große Spielauswahl, schnelle Zahlungen und faire Behandlung erwarten. Wir sind in zehn Sprachversionen verfügbar und richten jeden Teil der Website an einem Gedanken aus: Spielen soll spannend, einfach und sicher sein.`,
      ),
      h2('Unsere Spiele'),
      p(
        'In unserer Lobby findest du Tausende Spiele führender Studios: klassische und moderne Slots, Megaways- und Bonus-Buy-Titel, progressive Jackpots, Live-Blackjack, Roulette, Baccarat und Game Shows aus professionellen Studios, Tischspiele, Crash-Spiele und Spiele speziell für Krypto-Spieler. Die meisten Spiele kannst du im Demo-Modus kostenlos testen, bevor du um Echtgeld spielst.',
      ),
      h2('Zahlungen'),
      p(
        `Du spielst in ${fiat('und')} oder in ${crypto('und')}. Ein- und Auszahlungen sind bei uns gebührenfrei, die meisten Methoden sind sofort, und jede Auszahlung prüfen wir innerhalb von 24 Stunden.`,
      ),
      h2('Belohnungen'),
      p(
        `Jeder Echtgeldeinsatz bringt Coins für unseren Treue-Shop, und es ist immer etwas los: Turniere, Lotterien, Geschenke und ein VIP-Club mit persönlichem Manager. Mehr unter ${link(l, '/promotions-info', 'Aktionen')} und ${link(l, '/vip-info', 'VIP-Club')}.`,
      ),
      h2('Lizenziert und sicher'),
      p(
        `${BRAND} wird von der ${OPERATOR_CW} betrieben, lizenziert und beaufsichtigt von der Curaçao Gaming Authority. Spieler unter unserer estnischen Lizenz betreut die ${OPERATOR_EE}, lizenziert von der estnischen Steuer- und Zollbehörde. Alle Verbindungen sind verschlüsselt, unsere Spiele nutzen zertifizierte Zufallszahlengeneratoren, und wir prüfen Identität und Alter unserer Spieler, um Betrug und Spiel von Minderjährigen auszuschließen.`,
      ),
      h2('Verantwortungsvolles Spielen'),
      p(
        `Glücksspiel soll dir als Unterhaltung Freude machen. Limits, Pausen und Selbstsperren stehen dir jederzeit im Profil zur Verfügung, und unser Team ist geschult, dir zu helfen. Mehr dazu auf der Seite ${link(l, '/responsible-gaming', 'Verantwortungsvolles Spielen')}.`,
      ),
      h2('Kontakt'),
      p(`Unser Support ist rund um die Uhr, 7 Tage die Woche für dich da. Alle Kontaktwege findest du auf der Seite ${link(l, '/support-info', 'Support')}.`),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'À propos de nous',
    description: `${BRAND} : des milliers de machines à sous, jeux en direct et de table, paiements sans frais en devises et en crypto, soutien 24/7, casino autorisé.`,
    keywords: `à propos de ${BRAND}, casino en ligne, machines à sous, casino en direct, casino crypto, casino autorisé, exploitant`,
    content: html(
      h2(`Bienvenue chez ${BRAND}`),
      p(
        `${BRAND} est un casino en ligne pour les joueurs qui veulent un grand choix de jeux, des paiements rapides et un traitement équitable. Offert en dix versions linguistiques, notre site est conçu autour d’une idée : le jeu doit être excitant, simple et sécuritaire.`,
      ),
      h2('Nos jeux'),
      p(
        'Notre lobby propose des milliers de jeux des plus grands studios : machines à sous classiques et modernes, titres Megaways et à achat de bonus, jackpots progressifs, blackjack, roulette, baccara et jeux télévisés en direct diffusés depuis des studios professionnels, jeux de table, jeux « crash » et jeux conçus pour les amateurs de cryptomonnaie. La plupart des jeux peuvent être essayés gratuitement en mode démo avant de jouer avec de l’argent réel.',
      ),
      h2('Paiements'),
      p(
        `Vous pouvez jouer en ${fiat('et')} ou en ${crypto('et')}. Nous ne facturons aucuns frais sur les dépôts et les retraits, la plupart des modes de paiement sont instantanés et nous examinons chaque retrait dans un délai de 24 heures.`,
      ),
      h2('Récompenses'),
      p(
        `Chaque mise en argent réel vous rapporte des pièces pour notre boutique fidélité, et il se passe toujours quelque chose : tournois, loteries, cadeaux et un club VIP avec gestionnaire personnel. Consultez ${link(l, '/promotions-info', 'Promotions')} et ${link(l, '/vip-info', 'Club VIP')}.`,
      ),
      h2('Autorisé et sécuritaire'),
      p(
        `${BRAND} est exploité par ${OPERATOR_CW}, titulaire d’une licence de la Curaçao Gaming Authority, qui en assure la surveillance. Les joueurs relevant de notre licence estonienne sont servis par ${OPERATOR_EE}, autorisée par l’Administration fiscale et douanière estonienne. Toutes les connexions sont chiffrées, nos jeux utilisent des générateurs de nombres aléatoires certifiés et nous vérifions l’identité et l’âge de nos joueurs afin de protéger le casino contre la fraude et le jeu chez les mineurs.`,
      ),
      h2('Jeu responsable'),
      p(
        `Nous voulons que le jeu reste pour vous un divertissement. Les limites, les pauses et l’autoexclusion sont offertes en tout temps dans votre profil, et notre équipe est formée pour vous aider. Pour en savoir plus, consultez la page ${link(l, '/responsible-gaming', 'Jeu responsable')}.`,
      ),
      h2('Nous joindre'),
      p(`Notre équipe de soutien est là 24 heures sur 24, 7 jours sur 7. Toutes les façons de nous joindre figurent à la page ${link(l, '/support-info', 'Soutien')}.`),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'Om oss',
    description: `${BRAND}: tusenvis av spilleautomater, live- og bordspill, gebyrfrie betalinger i vanlig valuta og krypto, kundeservice døgnet rundt og lisensiert spill.`,
    keywords: `om ${BRAND}, nettcasino, spilleautomater, live casino, kryptocasino, lisensiert casino, casinooperatør`,
    content: html(
      h2(`Velkommen til ${BRAND}`),
      p(
        `${BRAND} er et nettcasino for spillere som vil ha et stort utvalg av spill, raske betalinger og rettferdig behandling. Vi finnes i ti språkversjoner og bygger hele nettstedet rundt én idé: Spill skal være spennende, enkelt og trygt.`,
      ),
      h2('Spillene våre'),
      p(
        'I lobbyen finner du tusenvis av spill fra ledende studioer: klassiske og moderne spilleautomater, Megaways- og bonuskjøpsspill, progressive jackpoter, live blackjack, rulett, baccarat og gameshow sendt fra profesjonelle studioer, bordspill, crash-spill og spill laget for kryptospillere. De fleste spillene kan prøves gratis i demomodus før du spiller med ekte penger.',
      ),
      h2('Betalinger'),
      p(
        `Du kan spille i ${fiat('og')} eller i ${crypto('og')}. Innskudd og uttak er gebyrfrie fra vår side, de fleste metodene er umiddelbare, og vi behandler alle uttak innen 24 timer.`,
      ),
      h2('Belønninger'),
      p(
        `Hver innsats med ekte penger gir mynter til lojalitetsbutikken vår, og det skjer alltid noe: turneringer, lotterier, gaver og en VIP-klubb med personlig kontaktperson. Se ${link(l, '/promotions-info', 'Kampanjer')} og ${link(l, '/vip-info', 'VIP-klubben')}.`,
      ),
      h2('Lisensiert og trygt'),
      p(
        `${BRAND} drives av ${OPERATOR_CW}, som er lisensiert og regulert av Curaçao Gaming Authority. Spillere under vår estiske lisens betjenes av ${OPERATOR_EE}, lisensiert av den estiske skatte- og tolletaten. Alle forbindelser er kryptert, spillene bruker sertifiserte tilfeldige tallgeneratorer, og vi kontrollerer identiteten og alderen til spillerne våre for å holde casinoet fritt for svindel og mindreårige spillere.`,
      ),
      h2('Ansvarlig spill'),
      p(
        `Vi vil at du skal ha glede av pengespill som underholdning. Grenser, pauser og selvutestengelse er alltid tilgjengelige i profilen, og teamet vårt har opplæring i å hjelpe deg. Les mer på siden ${link(l, '/responsible-gaming', 'Ansvarlig spill')}.`,
      ),
      h2('Kontakt oss'),
      p(`Kundeservice er her for deg hele døgnet, alle dager. Alle måter å nå oss på finner du på siden ${link(l, '/support-info', 'Kundeservice')}.`),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Chi siamo',
    description: `${BRAND}: migliaia di slot, giochi dal vivo e da tavolo, pagamenti senza commissioni in valuta e cripto, assistenza 24/7 e gioco con licenza.`,
    keywords: `chi siamo, ${BRAND}, casinò online, slot, casinò dal vivo, casinò crypto, casinò con licenza, operatore`,
    content: html(
      h2(`Benvenuto su ${BRAND}`),
      p(
        `${BRAND} è un casinò online per chi cerca un’ampia scelta di giochi, pagamenti rapidi e un trattamento equo. Siamo disponibili in dieci versioni linguistiche e costruiamo ogni parte del sito intorno a un’idea: il gioco deve essere emozionante, semplice e sicuro.`,
      ),
      h2('I nostri giochi'),
      p(
        'Nella nostra lobby trovi migliaia di giochi dei migliori studi: slot classiche e moderne, titoli Megaways e con acquisto del bonus, jackpot progressivi, blackjack, roulette, baccarat e game show dal vivo trasmessi da studi professionali, giochi da tavolo, giochi crash e giochi pensati per chi usa le criptovalute. La maggior parte dei giochi si può provare gratis in modalità demo prima di giocare con denaro reale.',
      ),
      h2('Pagamenti'),
      p(
        `Puoi giocare in ${fiat('e')} oppure in ${crypto('e')}. Non applichiamo commissioni su depositi e prelievi, la maggior parte dei metodi è istantanea ed esaminiamo ogni prelievo entro 24 ore.`,
      ),
      h2('Premi'),
      p(
        `Ogni puntata con denaro reale ti fa guadagnare monete per il nostro negozio fedeltà, e c’è sempre qualcosa in corso: tornei, lotterie, regali e un club VIP con un manager personale. Scopri di più in ${link(l, '/promotions-info', 'Promozioni')} e ${link(l, '/vip-info', 'Club VIP')}.`,
      ),
      h2('Con licenza e sicuro'),
      p(
        `${BRAND} è gestito da ${OPERATOR_CW}, autorizzato e vigilato dalla Curaçao Gaming Authority. I giocatori soggetti alla nostra licenza estone sono serviti da ${OPERATOR_EE}, autorizzata dall’Agenzia estone delle imposte e delle dogane. Tutte le connessioni sono cifrate, i nostri giochi usano generatori di numeri casuali certificati e verifichiamo identità ed età dei giocatori per tenere il casinò al riparo da frodi e dal gioco dei minori.`,
      ),
      h2('Gioco responsabile'),
      p(
        `Vogliamo che il gioco resti per te un divertimento. Limiti, pause e autoesclusione sono sempre disponibili nel profilo e il nostro team è formato per aiutarti. Approfondisci nella pagina ${link(l, '/responsible-gaming', 'Gioco responsabile')}.`,
      ),
      h2('Contattaci'),
      p(`La nostra assistenza è a tua disposizione 24 ore su 24, 7 giorni su 7. Tutti i modi per contattarci sono nella pagina ${link(l, '/support-info', 'Assistenza')}.`),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'Meist',
    description: `${BRAND}: tuhanded slotid, live- ja lauamängud, tasuta maksed nii tavavaluutas kui ka krüptos, ööpäevaringne klienditugi ja litsentseeritud mängimine.`,
    keywords: `meist, ${BRAND}, online kasiino, slotid, live-kasiino, krüptokasiino, litsentseeritud kasiino, korraldaja`,
    content: html(
      h2(`Tere tulemast ${BRAND} saidile`),
      p(
        `${BRAND} on online kasiino mängijatele, kes soovivad suurt mänguvalikut, kiireid makseid ja õiglast kohtlemist. Meie sait on saadaval kümnes keeleversioonis ja kogu selle ülesehituse aluseks on üks mõte: mängimine peab olema põnev, lihtne ja turvaline.`,
      ),
      h2('Meie mängud'),
      p(
        'Meie fuajees on tuhandeid juhtivate stuudiote mänge: klassikalised ja moodsad slotid, Megaways- ja boonusostuga mängud, progresseeruvad jackpotid, professionaalsetest stuudiotest üle kantavad live-blackjack, rulett, bakaraa ja mängusaated, lauamängud, crash-mängud ning krüptomängijatele loodud mängud. Enamikku mänge saab enne päris rahaga mängimist tasuta demorežiimis proovida.',
      ),
      h2('Maksed'),
      p(
        `Saate mängida valuutades ${fiat('ja')} või krüptovaluutades ${crypto('ja')}. Me ei võta sisse- ega väljamaksete eest tasu, enamik makseviise on kohesed ja vaatame iga väljamakse läbi 24 tunni jooksul.`,
      ),
      h2('Preemiad'),
      p(
        `Iga päris rahaga tehtud panus toob teile münte meie lojaalsuspoe jaoks ning alati toimub midagi: turniirid, loteriid, kingitused ja isikliku halduriga VIP-klubi. Vaadake lehti ${link(l, '/promotions-info', 'Kampaaniad')} ja ${link(l, '/vip-info', 'VIP-klubi')}.`,
      ),
      h2('Litsentseeritud ja turvaline'),
      p(
        `${BRAND} teenust pakub ${OPERATOR_CW}, millel on Curaçao Gaming Authority tegevusluba ja mis on selle järelevalve all. Meie Eesti tegevusloa alusel mängijaid teenindab ${OPERATOR_EE}, millel on Maksu- ja Tolliameti väljastatud tegevusluba. Kõik ühendused on krüpteeritud, meie mängud kasutavad sertifitseeritud juhuslike arvude generaatoreid ning kontrollime mängijate isikusamasust ja vanust, et hoida kasiino vaba pettustest ja alaealiste mängimisest.`,
      ),
      h2('Vastutustundlik mängimine'),
      p(
        `Soovime, et naudiksite hasartmänge meelelahutusena. Limiidid, pausid ja enesevälistamine on teie profiilis alati kättesaadavad ning meie meeskond on koolitatud teid aitama. Lugege lähemalt lehelt ${link(l, '/responsible-gaming', 'Vastutustundlik mängimine')}.`,
      ),
      h2('Võtke meiega ühendust'),
      p(`Meie klienditugi on teie jaoks olemas ööpäev läbi, seitse päeva nädalas. Kõik võimalused meiega ühenduse võtmiseks leiate lehelt ${link(l, '/support-info', 'Klienditugi')}.`),
    ),
  };
}

export const ABOUT_US_PAGE: SeedPage = {
  path: '/about-us',
  categories: ['static', 'bottom-menu-help'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
