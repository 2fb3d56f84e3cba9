import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, h2, html, link, mail, p, ul, VIP_EMAIL, type EnglishVariant, type PageText } from './common';

/**
 * VIP Club (top menu): the six statuses (Regular, Bronze, Silver, Gold, Platinum, Diamond; Diamond is
 * lifelong), quarterly targets (DECISIONS-8, DECISIONS-9) and the benefits.
 */

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'VIP Club',
    description: `The ${BRAND} VIP Club: statuses from Bronze to Diamond, quarterly progress, a personal manager, priority withdrawals and exclusive gifts.`,
    keywords: `VIP club, VIP casino, VIP manager, loyalty programme, Diamond status, exclusive bonuses, ${BRAND}`,
    content: html(
      p(`The ${BRAND} VIP Club rewards our most loyal players with personal service and exclusive benefits.`),
      h2('How it works'),
      p(
        'There are six statuses: Regular, Bronze, Silver, Gold, Platinum and Diamond. Your status depends on your deposits and bets during a calendar quarter, and your progress towards the next status is shown on the VIP Club page. At the end of each quarter your status is reviewed for the next one. Diamond is for life: once you reach it, you keep it.',
        'Progress is measured in the currency of your account. In EUR and USD the quarterly targets are 6,000 in deposits and 60,000 in bets; in AUD, CAD and NZD 9,000 and 90,000; in BRL 30,000 and 300,000.',
      ),
      h2('Your benefits'),
      ul(
        'a personal VIP manager, reachable by chat, e-mail, WhatsApp or Telegram;',
        'priority handling of your withdrawals;',
        'exclusive gifts and offers with better value;',
        'the VIP adventure calendar with daily tasks and a final super prize;',
        'invitations to VIP tournaments and special events.',
      ),
      h2('Play responsibly'),
      p(
        `VIP status is a thank-you, never a reason to play more. Your limits apply as always, and your manager can help you set them. If we see signs that gambling is causing you harm, we may pause VIP offers and contact you. More on our ${link(l, '/responsible-gaming', 'Responsible Gaming')} page.`,
      ),
      p(`Follow your progress in the ${link(l, '/rocketplay-vipclub', 'VIP Club')}, or write to ${mail(VIP_EMAIL)}.`),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'VIP-Club',
    description: `Der ${BRAND} VIP-Club: Status von Bronze bis Diamond, Fortschritt pro Quartal, persönlicher Manager, bevorzugte Auszahlungen und Geschenke.`,
    keywords: `VIP-Club, VIP-Casino, VIP-Manager, Treueprogramm, Diamond-Status, exklusive Boni, ${BRAND}`,
    content: html(
      p(`Der ${BRAND} VIP-Club belohnt unsere treuesten Spieler mit persönlichem Service und exklusiven Vorteilen.`),
      h2('So funktioniert es'),
      p(
        'Es gibt sechs Status: Regular, Bronze, Silver, Gold, Platinum und Diamond. Dein Status richtet sich nach deinen Einzahlungen und Einsätzen in einem Kalenderquartal; deinen Fortschritt zum nächsten Status siehst du auf der VIP-Club-Seite. Am Ende jedes Quartals wird dein Status für das folgende Quartal überprüft. Diamond gilt lebenslang: Einmal erreicht, bleibt er dir erhalten.',
        'Der Fortschritt wird in der Währung deines Kontos gemessen. In EUR und USD liegen die Quartalsziele bei 6.000 an Einzahlungen und 60.000 an Einsätzen, in AUD, CAD und NZD bei 9.000 und 90.000, in BRL bei 30.000 und 300.000.',
      ),
      h2('Deine Vorteile'),
      ul(
        'ein persönlicher VIP-Manager, erreichbar per Chat, E-Mail, WhatsApp oder Telegram;',
        'bevorzugte Bearbeitung deiner Auszahlungen;',
        'exklusive Geschenke und Angebote mit höherem Wert;',
        'der VIP-Abenteuerkalender mit täglichen Aufgaben und einem großen Hauptpreis;',
        'Einladungen zu VIP-Turnieren und besonderen Events.',
      ),
      h2('Verantwortungsvoll spielen'),
      p(
        `Der VIP-Status ist ein Dankeschön, niemals ein Grund, mehr zu spielen. Deine Limits gelten wie immer, und dein Manager hilft dir gern, sie festzulegen. Sehen wir Anzeichen, dass dir das Spielen schadet, können wir VIP-Angebote aussetzen und uns bei dir melden. Mehr auf der Seite ${link(l, '/responsible-gaming', 'Verantwortungsvolles Spielen')}.`,
      ),
      p(`Verfolge deinen Fortschritt im ${link(l, '/rocketplay-vipclub', 'VIP-Club')} oder schreib an ${mail(VIP_EMAIL)}.`),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'Club VIP',
    description: `Le club VIP de ${BRAND} : statuts de Bronze à Diamant, progression trimestrielle, gestionnaire personnel, retraits prioritaires et cadeaux.`,
    keywords: `club VIP, casino VIP, gestionnaire VIP, programme de fidélité, statut Diamant, bonis exclusifs, ${BRAND}`,
    content: html(
      p(`Le club VIP de ${BRAND} récompense nos joueurs les plus fidèles par un service personnalisé et des avantages exclusifs.`),
      h2('Fonctionnement'),
      p(
        'Il existe six statuts : Régulier, Bronze, Argent, Or, Platine et Diamant. Votre statut dépend de vos dépôts et de vos mises au cours d’un trimestre civil, et votre progression vers le statut suivant s’affiche sur la page du club VIP. À la fin de chaque trimestre, votre statut est réévalué pour le trimestre suivant. Le statut Diamant est à vie : une fois atteint, il vous reste acquis.',
        'La progression est calculée dans la devise de votre compte. En EUR et en USD, les objectifs trimestriels sont de 6 000 en dépôts et de 60 000 en mises; en AUD, CAD et NZD, de 9 000 et 90 000; en BRL, de 30 000 et 300 000.',
      ),
      h2('Vos avantages'),
      ul(
        'un gestionnaire VIP personnel, joignable par clavardage, courriel, WhatsApp ou Telegram;',
        'le traitement prioritaire de vos retraits;',
        'des cadeaux et des offres exclusifs de plus grande valeur;',
        'le calendrier d’aventures VIP, avec des défis quotidiens et un super prix final;',
        'des invitations à des tournois VIP et à des événements spéciaux.',
      ),
      h2('Jouez de façon responsable'),
      p(
        `Le statut VIP est une marque de reconnaissance, jamais une raison de jouer davantage. Vos limites s’appliquent comme toujours, et votre gestionnaire peut vous aider à les fixer. Si nous constatons que le jeu vous cause du tort, nous pouvons suspendre les offres VIP et communiquer avec vous. Pour en savoir plus, consultez la page ${link(l, '/responsible-gaming', 'Jeu responsable')}.`,
      ),
      p(`Suivez votre progression dans le ${link(l, '/rocketplay-vipclub', 'club VIP')} ou écrivez-nous à ${mail(VIP_EMAIL)}.`),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'VIP-klubben',
    description: `VIP-klubben hos ${BRAND}: statuser fra Bronse til Diamant, kvartalsvis fremgang, personlig kontaktperson, prioriterte uttak og gaver.`,
    keywords: `VIP-klubb, VIP-casino, VIP-kontakt, lojalitetsprogram, diamantstatus, eksklusive bonuser, ${BRAND}`,
    content: html(
      p(`VIP-klubben hos ${BRAND} belønner de mest lojale spillerne våre med personlig service og eksklusive fordeler.`),
      h2('Slik fungerer det'),
      p(
        'Det finnes seks statuser: Vanlig, Bronse, Sølv, Gull, Platina og Diamant. Statusen din avhenger av innskuddene og innsatsene dine i et kalenderkvartal, og fremgangen mot neste status vises på VIP-klubbens side. Ved slutten av hvert kvartal vurderes statusen din for neste kvartal. Diamant gjelder for livet: Når du først har nådd den, beholder du den.',
        'Fremgangen måles i kontoens valuta. I EUR og USD er kvartalsmålene 6 000 i innskudd og 60 000 i innsats; i AUD, CAD og NZD 9 000 og 90 000; i BRL 30 000 og 300 000.',
      ),
      h2('Fordelene dine'),
      ul(
        'en personlig VIP-kontakt som du når via chat, e-post, WhatsApp eller Telegram;',
        'prioritert behandling av uttakene dine;',
        'eksklusive gaver og tilbud med høyere verdi;',
        'VIP-eventyrkalenderen med daglige oppgaver og en stor sluttpremie;',
        'invitasjoner til VIP-turneringer og spesielle arrangementer.',
      ),
      h2('Spill ansvarlig'),
      p(
        `VIP-status er et takk fra oss, aldri en grunn til å spille mer. Grensene dine gjelder som alltid, og kontaktpersonen din kan hjelpe deg med å sette dem. Ser vi tegn på at spillingen skader deg, kan vi stanse VIP-tilbud og ta kontakt med deg. Les mer på siden ${link(l, '/responsible-gaming', 'Ansvarlig spill')}.`,
      ),
      p(`Følg fremgangen din i ${link(l, '/rocketplay-vipclub', 'VIP-klubben')}, eller skriv til ${mail(VIP_EMAIL)}.`),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Club VIP',
    description: `Il Club VIP di ${BRAND}: livelli da Bronze a Diamond, progressi trimestrali, manager personale, prelievi prioritari e regali esclusivi.`,
    keywords: `club VIP, casinò VIP, manager VIP, programma fedeltà, livello Diamond, bonus esclusivi, ${BRAND}`,
    content: html(
      p(`Il Club VIP di ${BRAND} premia i nostri giocatori più fedeli con un servizio personalizzato e vantaggi esclusivi.`),
      h2('Come funziona'),
      p(
        'Ci sono sei livelli: Regular, Bronze, Silver, Gold, Platinum e Diamond. Il tuo livello dipende dai depositi e dalle puntate effettuati in un trimestre solare, e i progressi verso il livello successivo sono indicati nella pagina del Club VIP. Alla fine di ogni trimestre il tuo livello viene rivalutato per il trimestre successivo. Il livello Diamond è a vita: una volta raggiunto, resta tuo.',
        'I progressi sono calcolati nella valuta del conto. In EUR e USD gli obiettivi trimestrali sono 6.000 di depositi e 60.000 di puntate; in AUD, CAD e NZD 9.000 e 90.000; in BRL 30.000 e 300.000.',
      ),
      h2('I tuoi vantaggi'),
      ul(
        'un manager VIP personale, raggiungibile via chat, e-mail, WhatsApp o Telegram;',
        'gestione prioritaria dei tuoi prelievi;',
        'regali e offerte esclusivi di maggior valore;',
        'il calendario delle avventure VIP, con sfide quotidiane e un super premio finale;',
        'inviti a tornei VIP ed eventi speciali.',
      ),
      h2('Gioca responsabilmente'),
      p(
        `Lo status VIP è un ringraziamento, mai un motivo per giocare di più. I tuoi limiti valgono come sempre e il tuo manager può aiutarti a impostarli. Se notiamo segnali che il gioco ti sta danneggiando, possiamo sospendere le offerte VIP e contattarti. Approfondisci nella pagina ${link(l, '/responsible-gaming', 'Gioco responsabile')}.`,
      ),
      p(`Segui i tuoi progressi nel ${link(l, '/rocketplay-vipclub', 'Club VIP')} oppure scrivi a ${mail(VIP_EMAIL)}.`),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'VIP-klubi',
    description: `${BRAND} VIP-klubi: staatused pronksist teemandini, kvartaalne edenemine, isiklik haldur, eelisjärjekorras väljamaksed ja kingitused.`,
    keywords: `VIP-klubi, VIP-kasiino, VIP-haldur, lojaalsusprogramm, teemantstaatus, eksklusiivsed boonused, ${BRAND}`,
    content: html(
      p(`${BRAND} VIP-klubi tänab meie kõige truumaid mängijaid isikliku teeninduse ja eksklusiivsete eelistega.`),
      h2('Kuidas see toimib'),
      p(
        'Staatusi on kuus: tavamängija, pronks, hõbe, kuld, plaatina ja teemant. Teie staatus sõltub teie sissemaksetest ja panustest kalendrikvartali jooksul ning edenemist järgmise staatuse poole näete VIP-klubi lehel. Iga kvartali lõpus vaadatakse teie staatus järgmiseks kvartaliks üle. Teemantstaatus on eluaegne: kui olete selle saavutanud, jääb see teile.',
        'Edenemist mõõdetakse teie konto valuutas. EUR-i ja USD puhul on kvartali eesmärgid 6000 sissemakseid ja 60 000 panuseid; AUD, CAD ja NZD puhul 9000 ja 90 000; BRL-i puhul 30 000 ja 300 000.',
      ),
      h2('Teie eelised'),
      ul(
        'isiklik VIP-haldur, kellega saate suhelda vestluses, e-posti, WhatsAppi või Telegrami kaudu;',
        'teie väljamaksete eelisjärjekorras menetlemine;',
        'eksklusiivsed ja suurema väärtusega kingitused ning pakkumised;',
        'VIP-seikluskalender igapäevaste ülesannete ja lõpliku superauhinnaga;',
        'kutsed VIP-turniiridele ja eriüritustele.',
      ),
      h2('Mängige vastutustundlikult'),
      p(
        `VIP-staatus on meie tänu, mitte kunagi põhjus rohkem mängida. Teie limiidid kehtivad nagu alati ja teie haldur aitab teil neid seada. Kui näeme märke, et mängimine teile kahju teeb, võime VIP-pakkumised peatada ja teiega ühendust võtta. Lähemalt lehel ${link(l, '/responsible-gaming', 'Vastutustundlik mängimine')}.`,
      ),
      p(`Jälgige oma edenemist ${link(l, '/rocketplay-vipclub', 'VIP-klubis')} või kirjutage aadressile ${mail(VIP_EMAIL)}.`),
    ),
  };
}

export const VIP_INFO_PAGE: SeedPage = {
  path: '/vip-info',
  categories: ['static', 'top-menu'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
