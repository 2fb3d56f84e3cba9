import { LOCALES, type Locale } from '@casino/contracts';
import {
  BRAND,
  chat,
  ENGLISH_VARIANTS,
  link,
  mail,
  OPERATOR_CW,
  OPERATOR_EE,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  tel,
  type EnglishLocale,
  type EnglishVariant,
} from './common';

/**
 * Footer and cookie-banner snippets (GET /api/cms/snippets) in every locale. The EE licence text is
 * a separate key, for the hosts where the Estonian licence applies.
 */
const SNIPPET_KEYS = [
  'footer-licence-text',
  'footer-licence-text-ee',
  'footer-copyright',
  'footer-responsible-gaming',
  'footer-support',
  'cookie-banner-text',
] as const;

type SnippetKey = (typeof SNIPPET_KEYS)[number];
type Snippets = Record<SnippetKey, string>;

function en(v: EnglishVariant): Snippets {
  const l = v.locale;
  return {
    'footer-licence-text': `${BRAND} is operated by ${OPERATOR_CW}, a company registered in Curaçao and licensed and regulated by the Curaçao Gaming Authority. Payments may be processed by authorised payment agents of the group.`,
    'footer-licence-text-ee': `For players under the Estonian licence, ${BRAND} is operated by ${OPERATOR_EE} (Tallinn, Estonia), which holds an activity licence and an operating permit for remote gambling issued by the Estonian Tax and Customs Board. Players must be 21 or older.`,
    'footer-copyright': `Copyright © ${BRAND}. All rights reserved.`,
    'footer-responsible-gaming': `18+. Gambling can be addictive: play responsibly and only with money you can afford to lose. Set limits or take a break on our ${link(l, '/responsible-gaming', 'Responsible Gaming')} page. Need help? Contact ${v.helpLine}.`,
    'footer-support': `Support 24/7: ${chat('live chat')}, ${mail(SUPPORT_EMAIL)}, ${tel(SUPPORT_PHONE)}.`,
    'cookie-banner-text': `We use cookies to keep you logged in, remember your settings and credit our partners. Choose “Accept” to agree, or read our ${link(l, '/cookie-policy', 'Cookie Policy')} to learn more.`,
  };
}

const TRANSLATED: Record<Exclude<Locale, EnglishLocale>, Snippets> = {
  de: {
    'footer-licence-text': `${BRAND} wird von der ${OPERATOR_CW} betrieben, einer in Curaçao eingetragenen Gesellschaft, die von der Curaçao Gaming Authority lizenziert und beaufsichtigt wird. Zahlungen können von zugelassenen Zahlungsagenten der Gruppe abgewickelt werden.`,
    'footer-licence-text-ee': `Für Spieler unter der estnischen Lizenz wird ${BRAND} von der ${OPERATOR_EE} (Tallinn, Estland) betrieben, die eine Tätigkeitslizenz und eine Betriebserlaubnis für Fernglücksspiele der estnischen Steuer- und Zollbehörde besitzt. Spieler müssen mindestens 21 Jahre alt sein.`,
    'footer-copyright': `Copyright © ${BRAND}. Alle Rechte vorbehalten.`,
    'footer-responsible-gaming': `18+. Glücksspiel kann süchtig machen: Spiel verantwortungsvoll und nur mit Geld, dessen Verlust du dir leisten kannst. Limits und Pausen findest du unter ${link('de', '/responsible-gaming', 'Verantwortungsvolles Spielen')}. Hilfe bietet das Beratungstelefon zur Glücksspielsucht unter ${tel('0800 1 37 27 00')} (kostenlos).`,
    'footer-support': `Support rund um die Uhr: ${chat('Live-Chat')}, ${mail(SUPPORT_EMAIL)}, ${tel(SUPPORT_PHONE)}.`,
    'cookie-banner-text': `Wir verwenden Cookies, um dich angemeldet zu halten, deine Einstellungen zu speichern und unsere Partner zu vergüten. Mit „Akzeptieren“ stimmst du zu; mehr erfährst du in unserer ${link('de', '/cookie-policy', 'Cookie-Richtlinie')}.`,
  },
  'fr-CA': {
    'footer-licence-text': `${BRAND} est exploité par ${OPERATOR_CW}, société immatriculée à Curaçao, titulaire d’une licence de la Curaçao Gaming Authority et surveillée par celle-ci. Les paiements peuvent être traités par des agents de paiement autorisés du groupe.`,
    'footer-licence-text-ee': `Pour les joueurs relevant de la licence estonienne, ${BRAND} est exploité par ${OPERATOR_EE} (Tallinn, Estonie), titulaire d’une licence d’activité et d’un permis d’exploitation de jeux à distance délivrés par l’Administration fiscale et douanière estonienne. Les joueurs doivent avoir 21 ans ou plus.`,
    'footer-copyright': `Copyright © ${BRAND}. Tous droits réservés.`,
    'footer-responsible-gaming': `18+. Le jeu peut créer une dépendance : jouez de façon responsable et seulement avec l’argent que vous pouvez vous permettre de perdre. Fixez des limites ou prenez une pause à la page ${link('fr-CA', '/responsible-gaming', 'Jeu responsable')}. Besoin d’aide? Jeu : aide et référence, ${tel('1 800 461-0140')}.`,
    'footer-support': `Soutien 24 h/24, 7 j/7 : ${chat('clavardage en direct')}, ${mail(SUPPORT_EMAIL)}, ${tel(SUPPORT_PHONE)}.`,
    'cookie-banner-text': `Nous utilisons des témoins pour maintenir votre connexion, retenir vos préférences et rémunérer nos partenaires. Choisissez « Accepter » pour y consentir ou consultez notre ${link('fr-CA', '/cookie-policy', 'Politique relative aux témoins')} pour en savoir plus.`,
  },
  no: {
    'footer-licence-text': `${BRAND} drives av ${OPERATOR_CW}, et selskap registrert på Curaçao som er lisensiert og regulert av Curaçao Gaming Authority. Betalinger kan behandles av autoriserte betalingsagenter i konsernet.`,
    'footer-licence-text-ee': `For spillere under den estiske lisensen drives ${BRAND} av ${OPERATOR_EE} (Tallinn, Estland), som har virksomhetslisens og driftstillatelse for fjernspill fra den estiske skatte- og tolletaten. Spillere må være 21 år eller eldre.`,
    'footer-copyright': `Copyright © ${BRAND}. Med enerett.`,
    'footer-responsible-gaming': `18+. Pengespill kan være avhengighetsskapende: Spill ansvarlig og bare med penger du har råd til å tape. Sett grenser eller ta en pause på siden ${link('no', '/responsible-gaming', 'Ansvarlig spill')}. Trenger du hjelp? Ring Hjelpelinjen på ${tel('800 800 40')}.`,
    'footer-support': `Kundeservice hele døgnet: ${chat('chat')}, ${mail(SUPPORT_EMAIL)}, ${tel(SUPPORT_PHONE)}.`,
    'cookie-banner-text': `Vi bruker informasjonskapsler for å holde deg innlogget, huske innstillingene dine og godskrive partnerne våre. Velg «Godta» for å samtykke, eller les ${link('no', '/cookie-policy', 'erklæringen om informasjonskapsler')} for å vite mer.`,
  },
  it: {
    'footer-licence-text': `${BRAND} è gestito da ${OPERATOR_CW}, società registrata a Curaçao, autorizzata e vigilata dalla Curaçao Gaming Authority. I pagamenti possono essere gestiti da agenti di pagamento autorizzati del gruppo.`,
    'footer-licence-text-ee': `Per i giocatori soggetti alla licenza estone, ${BRAND} è gestito da ${OPERATOR_EE} (Tallinn, Estonia), titolare di una licenza di attività e di un’autorizzazione al gioco a distanza rilasciate dall’Agenzia estone delle imposte e delle dogane. I giocatori devono avere almeno 21 anni.`,
    'footer-copyright': `Copyright © ${BRAND}. Tutti i diritti riservati.`,
    'footer-responsible-gaming': `18+. Il gioco può causare dipendenza: gioca responsabilmente e solo con denaro che puoi permetterti di perdere. Imposta limiti o prenditi una pausa nella pagina ${link('it', '/responsible-gaming', 'Gioco responsabile')}. Hai bisogno di aiuto? Telefono Verde Nazionale ${tel('800 558 822')}.`,
    'footer-support': `Assistenza 24 ore su 24: ${chat('chat dal vivo')}, ${mail(SUPPORT_EMAIL)}, ${tel(SUPPORT_PHONE)}.`,
    'cookie-banner-text': `Utilizziamo i cookie per mantenere l’accesso, ricordare le tue impostazioni e riconoscere i nostri partner. Scegli “Accetta” per acconsentire oppure leggi la nostra ${link('it', '/cookie-policy', 'Cookie policy')} per saperne di più.`,
  },
  et: {
    'footer-licence-text': `${BRAND} teenust pakub ${OPERATOR_CW}, Curaçaos registreeritud äriühing, millel on Curaçao Gaming Authority tegevusluba ja mis on selle järelevalve all. Makseid võivad töödelda kontserni volitatud makseagendid.`,
    'footer-licence-text-ee': `Eesti tegevusloa alusel mängijatele pakub ${BRAND} teenust ${OPERATOR_EE} (Tallinn, Eesti), millel on Maksu- ja Tolliameti väljastatud hasartmängu korraldamise tegevusluba ja kaughasartmängu korraldusluba. Mängijad peavad olema vähemalt 21-aastased.`,
    'footer-copyright': `Autoriõigus © ${BRAND}. Kõik õigused kaitstud.`,
    'footer-responsible-gaming': `18+. Hasartmäng võib tekitada sõltuvust: mängige vastutustundlikult ja ainult rahaga, mille kaotamist saate endale lubada. Limiite ja pause saate seada lehel ${link('et', '/responsible-gaming', 'Vastutustundlik mängimine')}. Vajate abi? Pöörduge Hasartmängusõltuvuse Nõustamiskeskuse poole.`,
    'footer-support': `Klienditugi ööpäev läbi: ${chat('vestlus')}, ${mail(SUPPORT_EMAIL)}, ${tel(SUPPORT_PHONE)}.`,
    'cookie-banner-text': `Kasutame küpsiseid, et hoida teid sisselogituna, jätta meelde teie seaded ja arvestada tasu meie partneritele. Nõustumiseks valige „Nõustun“ või lugege lähemalt meie ${link('et', '/cookie-policy', 'küpsiste poliitikast')}.`,
  },
};

function snippetsFor(locale: Locale): Snippets {
  return locale in ENGLISH_VARIANTS ? en(ENGLISH_VARIANTS[locale as EnglishLocale]) : TRANSLATED[locale as Exclude<Locale, EnglishLocale>];
}

export const CMS_SNIPPETS: { key: string; locale: string; content: string }[] = LOCALES.flatMap((locale) =>
  SNIPPET_KEYS.map((key) => ({ key, locale, content: snippetsFor(locale)[key] })),
);
