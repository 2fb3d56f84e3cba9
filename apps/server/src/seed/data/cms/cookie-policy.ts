import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, h2, html, link, mail, p, PRIVACY_EMAIL, ul, type EnglishVariant, type PageText } from './common';

/**
 * Cookie Policy: the cookies the spec names (requirements §core-9: cookies_accepted 1 year, partner-stag and
 * partner-affb_id 30 days, EMP_user_approved long-lived, the promo timer 24 h) and the session cookie.
 */

const c = (name: string): string => `<strong>${name}</strong>`;

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'Cookie Policy',
    description: `Which cookies and similar technologies ${BRAND} uses, what they are for, how long they last and how you can manage them.`,
    keywords: `cookie policy, cookies, casino_session, cookies_accepted, affiliate cookies, local storage, ${BRAND}`,
    content: html(
      h2('1. What cookies are'),
      p(
        'Cookies are small text files that a website stores in your browser so that it can recognise your device on later visits. We also use your browser’s local storage and session storage, which work in a similar way. This policy explains which of them we use and why. More about how we handle personal data is in our ' +
          link(l, '/privacy-policy', 'Privacy Policy') +
          '.',
      ),
      h2('2. Cookies we use'),
      ul(
        `${c('casino_session')}: strictly necessary. Keeps you logged in and protects your session; it cannot be read by scripts on the page. It ends when you log out or your session expires.`,
        `${c('cookies_accepted')}: strictly necessary. Remembers that you have seen and accepted our cookie notice, so that we do not show it again. Kept for 1 year.`,
        `${c('partner-stag')} and ${c('partner-affb_id')}: affiliate cookies. If you came to us through a partner website, they record the partner’s tag and affiliate id so that the partner can be credited for your registration. Kept for 30 days.`,
        `${c('EMP_user_approved')}: functional, for visitors from Australia only. Remembers that you confirmed the information card shown on your first visit. It is long-lived and stays until you delete it.`,
        `Promotion timer: functional. Keeps the countdown of a time-limited offer consistent between pages. Kept for 24 hours.`,
      ),
      h2('3. Local and session storage'),
      ul(
        'Notifications you have already received are kept in local storage for up to 2 hours, so that they are not shown twice.',
        'During a visit, session storage keeps short-lived data such as a promo code from a link you followed and, for players under the Estonian licence, the session timer. It is deleted when you close the browser tab or log out.',
      ),
      h2('4. Third-party technologies'),
      ul(
        'Our support chat sets its own cookies so that your conversation continues when you move between pages.',
        'Our payment partners load their own scripts in the cashier to process payments securely.',
        'A device-fingerprint script helps us detect fraud and duplicate accounts. It is needed to keep the service secure.',
        'Games are provided by game studios, which may use their own cookies to run the game session.',
        'We measure page speed and technical errors with our own tools. We do not use advertising cookies.',
      ),
      h2('5. Managing cookies'),
      p(
        'You can delete cookies or block them in your browser settings at any time. If you block strictly necessary cookies, you will not be able to log in or play for real money. Deleting the affiliate cookies has no effect on your account.',
        `Questions about this policy are welcome at ${mail(PRIVACY_EMAIL)}. We will update this policy if we start using new cookies.`,
      ),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'Cookie-Richtlinie',
    description: `Welche Cookies und ähnlichen Technologien ${BRAND} verwendet, wofür, wie lange sie gespeichert bleiben und wie du sie verwaltest.`,
    keywords: `Cookie-Richtlinie, Cookies, casino_session, cookies_accepted, Affiliate-Cookies, Local Storage, ${BRAND}`,
    content: html(
      h2('1. Was Cookies sind'),
      p(
        `Cookies sind kleine Textdateien, die eine Website in deinem Browser speichert, um dein Gerät bei späteren Besuchen wiederzuerkennen. Wir nutzen außerdem den lokalen Speicher und den Sitzungsspeicher deines Browsers, die ähnlich funktionieren. Diese Richtlinie erklärt, welche davon wir verwenden und warum. Mehr zum Umgang mit personenbezogenen Daten liest du in unserer ${link(l, '/privacy-policy', 'Datenschutzerklärung')}.`,
      ),
      h2('2. Von uns verwendete Cookies'),
      ul(
        `${c('casino_session')}: unbedingt erforderlich. Hält dich angemeldet und schützt deine Sitzung; Skripte auf der Seite können es nicht auslesen. Es endet mit dem Abmelden oder dem Ablauf der Sitzung.`,
        `${c('cookies_accepted')}: unbedingt erforderlich. Speichert, dass du unseren Cookie-Hinweis gesehen und akzeptiert hast, damit er nicht erneut erscheint. Speicherdauer 1 Jahr.`,
        `${c('partner-stag')} und ${c('partner-affb_id')}: Affiliate-Cookies. Wenn du über eine Partner-Website zu uns gekommen bist, speichern sie das Kennzeichen und die Affiliate-ID des Partners, damit ihm deine Registrierung zugeordnet werden kann. Speicherdauer 30 Tage.`,
        `${c('EMP_user_approved')}: funktional, nur für Besucher aus Australien. Speichert, dass du die beim ersten Besuch angezeigte Informationskarte bestätigt hast. Es ist langlebig und bleibt bestehen, bis du es löschst.`,
        'Aktions-Timer: funktional. Sorgt dafür, dass der Countdown eines befristeten Angebots auf allen Seiten gleich bleibt. Speicherdauer 24 Stunden.',
      ),
      h2('3. Lokaler Speicher und Sitzungsspeicher'),
      ul(
        'Bereits erhaltene Benachrichtigungen werden bis zu 2 Stunden im lokalen Speicher gehalten, damit sie nicht doppelt erscheinen.',
        'Während eines Besuchs speichert der Sitzungsspeicher kurzlebige Daten, etwa einen Aktionscode aus einem aufgerufenen Link und, für Spieler unter der estnischen Lizenz, den Sitzungstimer. Diese Daten werden gelöscht, wenn du den Browser-Tab schließt oder dich abmeldest.',
      ),
      h2('4. Technologien Dritter'),
      ul(
        'Unser Support-Chat setzt eigene Cookies, damit dein Gespräch beim Wechsel zwischen Seiten erhalten bleibt.',
        'Unsere Zahlungspartner laden im Kassenbereich eigene Skripte, um Zahlungen sicher abzuwickeln.',
        'Ein Skript zur Geräteerkennung hilft uns, Betrug und Mehrfachkonten zu erkennen. Es ist für die Sicherheit des Dienstes erforderlich.',
        'Spiele werden von Spielestudios bereitgestellt, die für die Spielsitzung eigene Cookies verwenden können.',
        'Ladezeiten und technische Fehler messen wir mit eigenen Werkzeugen. Werbe-Cookies verwenden wir nicht.',
      ),
      h2('5. Cookies verwalten'),
      p(
        'Du kannst Cookies jederzeit in den Einstellungen deines Browsers löschen oder blockieren. Wenn du unbedingt erforderliche Cookies blockierst, kannst du dich nicht anmelden und nicht um Echtgeld spielen. Das Löschen der Affiliate-Cookies hat keine Auswirkungen auf dein Konto.',
        `Fragen zu dieser Richtlinie richtest du gern an ${mail(PRIVACY_EMAIL)}. Wenn wir neue Cookies einsetzen, aktualisieren wir diese Richtlinie.`,
      ),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'Politique relative aux témoins',
    description: `Les témoins (cookies) et technologies semblables qu’utilise ${BRAND}, leur utilité, leur durée de conservation et comment les gérer.`,
    keywords: `politique relative aux témoins, témoins, cookies, casino_session, cookies_accepted, témoins d’affiliation, ${BRAND}`,
    content: html(
      h2('1. Qu’est-ce qu’un témoin?'),
      p(
        `Un témoin (cookie) est un petit fichier texte qu’un site Web enregistre dans votre navigateur pour reconnaître votre appareil lors de visites ultérieures. Nous utilisons aussi le stockage local et le stockage de session de votre navigateur, qui fonctionnent de façon semblable. La présente politique explique lesquels nous utilisons et pourquoi. Pour en savoir plus sur nos pratiques en matière de renseignements personnels, consultez notre ${link(l, '/privacy-policy', 'Politique de confidentialité')}.`,
      ),
      h2('2. Témoins utilisés'),
      ul(
        `${c('casino_session')} : strictement nécessaire. Maintient votre connexion et protège votre session; les scripts de la page ne peuvent pas le lire. Il prend fin lorsque vous vous déconnectez ou que votre session expire.`,
        `${c('cookies_accepted')} : strictement nécessaire. Retient que vous avez vu et accepté notre avis sur les témoins, pour ne pas vous l’afficher de nouveau. Conservé 1 an.`,
        `${c('partner-stag')} et ${c('partner-affb_id')} : témoins d’affiliation. Si vous êtes arrivé chez nous par un site partenaire, ils enregistrent l’étiquette et l’identifiant d’affilié du partenaire afin que votre inscription lui soit attribuée. Conservés 30 jours.`,
        `${c('EMP_user_approved')} : fonctionnel, pour les visiteurs d’Australie seulement. Retient que vous avez confirmé la fiche d’information affichée lors de votre première visite. Sa durée est longue : il demeure jusqu’à ce que vous le supprimiez.`,
        'Minuterie de promotion : fonctionnel. Assure que le compte à rebours d’une offre à durée limitée reste le même d’une page à l’autre. Conservé 24 heures.',
      ),
      h2('3. Stockage local et stockage de session'),
      ul(
        'Les notifications déjà reçues sont gardées dans le stockage local jusqu’à 2 heures, pour ne pas être affichées deux fois.',
        'Pendant une visite, le stockage de session garde des données de courte durée, comme un code promotionnel provenant d’un lien suivi et, pour les joueurs sous la licence estonienne, la minuterie de session. Elles sont supprimées lorsque vous fermez l’onglet ou vous déconnectez.',
      ),
      h2('4. Technologies de tiers'),
      ul(
        'Notre clavardage de soutien utilise ses propres témoins pour que votre conversation se poursuive d’une page à l’autre.',
        'Nos partenaires de paiement chargent leurs propres scripts à la caisse afin de traiter les paiements de façon sécuritaire.',
        'Un script d’empreinte numérique de l’appareil nous aide à détecter la fraude et les comptes en double. Il est nécessaire à la sécurité du service.',
        'Les jeux sont fournis par des studios qui peuvent utiliser leurs propres témoins pour la session de jeu.',
        'Nous mesurons la vitesse des pages et les erreurs techniques avec nos propres outils. Nous n’utilisons pas de témoins publicitaires.',
      ),
      h2('5. Gérer les témoins'),
      p(
        'Vous pouvez supprimer ou bloquer les témoins en tout temps dans les paramètres de votre navigateur. Si vous bloquez les témoins strictement nécessaires, vous ne pourrez pas vous connecter ni jouer avec de l’argent réel. La suppression des témoins d’affiliation n’a aucun effet sur votre compte.',
        `Pour toute question sur la présente politique, écrivez-nous à ${mail(PRIVACY_EMAIL)}. Nous mettrons la politique à jour si nous commençons à utiliser de nouveaux témoins.`,
      ),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'Erklæring om informasjonskapsler',
    description: `Hvilke informasjonskapsler og lignende teknologier ${BRAND} bruker, hva de brukes til, hvor lenge de lagres og hvordan du styrer dem.`,
    keywords: `informasjonskapsler, cookies, casino_session, cookies_accepted, partnerkapsler, lokal lagring, ${BRAND}`,
    content: html(
      h2('1. Hva informasjonskapsler er'),
      p(
        `Informasjonskapsler (cookies) er små tekstfiler som et nettsted lagrer i nettleseren din, slik at det kan kjenne igjen enheten din ved senere besøk. Vi bruker også nettleserens lokale lagring og øktlagring, som fungerer på lignende måte. Denne erklæringen forklarer hvilke vi bruker og hvorfor. Mer om hvordan vi behandler personopplysninger, finner du i ${link(l, '/privacy-policy', 'personvernerklæringen')}.`,
      ),
      h2('2. Informasjonskapslene vi bruker'),
      ul(
        `${c('casino_session')}: strengt nødvendig. Holder deg innlogget og beskytter økten din; skript på siden kan ikke lese den. Den slettes når du logger ut eller økten utløper.`,
        `${c('cookies_accepted')}: strengt nødvendig. Husker at du har sett og godtatt varselet om informasjonskapsler, slik at vi ikke viser det igjen. Lagres i 1 år.`,
        `${c('partner-stag')} og ${c('partner-affb_id')}: partnerkapsler. Hvis du kom til oss via et partnernettsted, lagrer de partnerens merke og partner-ID slik at partneren kan godskrives registreringen din. Lagres i 30 dager.`,
        `${c('EMP_user_approved')}: funksjonell, bare for besøkende fra Australia. Husker at du har bekreftet informasjonskortet som vises ved første besøk. Den er langvarig og blir liggende til du sletter den.`,
        'Kampanjetidtaker: funksjonell. Sørger for at nedtellingen for et tidsbegrenset tilbud er lik på alle sider. Lagres i 24 timer.',
      ),
      h2('3. Lokal lagring og øktlagring'),
      ul(
        'Varsler du allerede har mottatt, lagres lokalt i opptil 2 timer, slik at de ikke vises to ganger.',
        'Under et besøk lagrer øktlagringen kortvarige data, som en kampanjekode fra en lenke du har fulgt og, for spillere under den estiske lisensen, økttidtakeren. Dataene slettes når du lukker nettleserfanen eller logger ut.',
      ),
      h2('4. Teknologier fra tredjeparter'),
      ul(
        'Kundeservicechatten vår setter egne informasjonskapsler slik at samtalen fortsetter når du går mellom sider.',
        'Betalingspartnerne våre laster egne skript i kassen for å behandle betalinger sikkert.',
        'Et skript for enhetsgjenkjenning hjelper oss å oppdage svindel og duplikatkontoer. Det er nødvendig for å holde tjenesten sikker.',
        'Spillene leveres av spillstudioer som kan bruke egne informasjonskapsler for å kjøre spilløkten.',
        'Vi måler lastetid og tekniske feil med egne verktøy. Vi bruker ikke informasjonskapsler for annonsering.',
      ),
      h2('5. Slik styrer du informasjonskapsler'),
      p(
        'Du kan når som helst slette eller blokkere informasjonskapsler i nettleserinnstillingene. Blokkerer du strengt nødvendige informasjonskapsler, kan du ikke logge inn eller spille med ekte penger. Å slette partnerkapslene har ingen betydning for kontoen din.',
        `Spørsmål om denne erklæringen kan sendes til ${mail(PRIVACY_EMAIL)}. Vi oppdaterer erklæringen hvis vi tar i bruk nye informasjonskapsler.`,
      ),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Cookie policy',
    description: `Quali cookie e tecnologie simili utilizza ${BRAND}, a cosa servono, per quanto tempo restano memorizzati e come puoi gestirli.`,
    keywords: `cookie policy, cookie, casino_session, cookies_accepted, cookie di affiliazione, archiviazione locale, ${BRAND}`,
    content: html(
      h2('1. Cosa sono i cookie'),
      p(
        `I cookie sono piccoli file di testo che un sito memorizza nel browser per riconoscere il tuo dispositivo nelle visite successive. Utilizziamo anche l’archiviazione locale e l’archiviazione di sessione del browser, che funzionano in modo simile. Questa policy spiega quali utilizziamo e perché. Maggiori informazioni sul trattamento dei dati personali sono nella nostra ${link(l, '/privacy-policy', 'Informativa sulla privacy')}.`,
      ),
      h2('2. Cookie che utilizziamo'),
      ul(
        `${c('casino_session')}: strettamente necessario. Mantiene l’accesso e protegge la tua sessione; gli script della pagina non possono leggerlo. Termina quando esci o la sessione scade.`,
        `${c('cookies_accepted')}: strettamente necessario. Ricorda che hai visto e accettato l’avviso sui cookie, per non mostrartelo di nuovo. Durata 1 anno.`,
        `${c('partner-stag')} e ${c('partner-affb_id')}: cookie di affiliazione. Se sei arrivato da un sito partner, memorizzano il codice e l’ID affiliato del partner, in modo che la tua registrazione gli venga attribuita. Durata 30 giorni.`,
        `${c('EMP_user_approved')}: funzionale, solo per i visitatori dall’Australia. Ricorda che hai confermato la scheda informativa mostrata alla prima visita. Ha una lunga durata e resta finché non lo elimini.`,
        'Timer promozionale: funzionale. Mantiene uguale su tutte le pagine il conto alla rovescia di un’offerta a tempo. Durata 24 ore.',
      ),
      h2('3. Archiviazione locale e di sessione'),
      ul(
        'Le notifiche già ricevute restano nell’archiviazione locale fino a 2 ore, per non essere mostrate due volte.',
        'Durante una visita l’archiviazione di sessione conserva dati di breve durata, come un codice promozionale proveniente da un link che hai aperto e, per i giocatori con licenza estone, il timer della sessione. Vengono eliminati quando chiudi la scheda del browser o esci.',
      ),
      h2('4. Tecnologie di terze parti'),
      ul(
        'La chat di assistenza imposta i propri cookie affinché la conversazione prosegua quando passi da una pagina all’altra.',
        'I nostri partner di pagamento caricano nella cassa i propri script per elaborare i pagamenti in sicurezza.',
        'Uno script di riconoscimento del dispositivo ci aiuta a individuare frodi e conti multipli. È necessario per la sicurezza del servizio.',
        'I giochi sono forniti da studi di sviluppo che possono usare i propri cookie per gestire la sessione di gioco.',
        'Misuriamo la velocità delle pagine e gli errori tecnici con strumenti nostri. Non utilizziamo cookie pubblicitari.',
      ),
      h2('5. Gestire i cookie'),
      p(
        'Puoi eliminare o bloccare i cookie in qualsiasi momento dalle impostazioni del browser. Se blocchi i cookie strettamente necessari non potrai accedere né giocare con denaro reale. L’eliminazione dei cookie di affiliazione non ha effetti sul tuo conto.',
        `Per domande su questa policy scrivici a ${mail(PRIVACY_EMAIL)}. Aggiorneremo la policy se inizieremo a usare nuovi cookie.`,
      ),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'Küpsiste poliitika',
    description: `Milliseid küpsiseid ja sarnaseid tehnoloogiaid ${BRAND} kasutab, milleks, kui kaua neid säilitatakse ja kuidas saate neid hallata.`,
    keywords: `küpsiste poliitika, küpsised, casino_session, cookies_accepted, partnerküpsised, kohalik salvestusruum, ${BRAND}`,
    content: html(
      h2('1. Mis on küpsised'),
      p(
        `Küpsised on väikesed tekstifailid, mille veebisait salvestab teie brauserisse, et teie seadet hilisematel külastustel ära tunda. Kasutame ka brauseri kohalikku salvestusruumi ja seansi salvestusruumi, mis toimivad sarnaselt. Selles poliitikas selgitame, milliseid neist kasutame ja miks. Isikuandmete töötlemise kohta lugege lähemalt meie ${link(l, '/privacy-policy', 'privaatsuspoliitikast')}.`,
      ),
      h2('2. Küpsised, mida kasutame'),
      ul(
        `${c('casino_session')}: hädavajalik. Hoiab teid sisselogituna ja kaitseb teie seanssi; lehel olevad skriptid ei saa seda lugeda. Kehtivus lõpeb väljalogimisel või seansi aegumisel.`,
        `${c('cookies_accepted')}: hädavajalik. Jätab meelde, et olete meie küpsiseteadet näinud ja selle heaks kiitnud, et me seda uuesti ei näitaks. Säilib 1 aasta.`,
        `${c('partner-stag')} ja ${c('partner-affb_id')}: partnerküpsised. Kui tulite meie juurde partneri veebisaidi kaudu, salvestavad need partneri tähise ja partneri ID, et teie registreerumine saaks partnerile arvestatud. Säilivad 30 päeva.`,
        `${c('EMP_user_approved')}: funktsionaalne, ainult Austraaliast pärit külastajatele. Jätab meelde, et kinnitasite esimesel külastusel näidatud teabekaardi. See on pikaajaline ja säilib, kuni selle kustutate.`,
        'Kampaania taimer: funktsionaalne. Hoiab ajaliselt piiratud pakkumise loenduri kõigil lehtedel ühesugusena. Säilib 24 tundi.',
      ),
      h2('3. Kohalik ja seansi salvestusruum'),
      ul(
        'Juba saadud teavitusi hoitakse kohalikus salvestusruumis kuni 2 tundi, et neid ei näidataks kaks korda.',
        'Külastuse ajal hoiab seansi salvestusruum lühiajalisi andmeid, näiteks avatud lingist pärit sooduskoodi ning Eesti tegevusloa alusel mängijatele seansitaimerit. Need kustutatakse, kui sulgete brauseri vahekaardi või logite välja.',
      ),
      h2('4. Kolmandate osapoolte tehnoloogiad'),
      ul(
        'Meie klienditoe vestlus kasutab oma küpsiseid, et vestlus jätkuks, kui liigute lehtede vahel.',
        'Meie maksepartnerid laadivad kassas oma skriptid, et makseid turvaliselt töödelda.',
        'Seadme tuvastamise skript aitab meil avastada pettusi ja topeltkontosid. See on teenuse turvalisuse tagamiseks vajalik.',
        'Mänge pakuvad mängustuudiod, kes võivad mänguseansi jaoks kasutada oma küpsiseid.',
        'Lehtede kiirust ja tehnilisi vigu mõõdame oma tööriistadega. Reklaamiküpsiseid me ei kasuta.',
      ),
      h2('5. Küpsiste haldamine'),
      p(
        'Küpsiseid saate igal ajal brauseri seadetes kustutada või blokeerida. Kui blokeerite hädavajalikud küpsised, ei saa te sisse logida ega päris rahaga mängida. Partnerküpsiste kustutamine teie kontot ei mõjuta.',
        `Selle poliitika kohta saate küsimusi saata aadressile ${mail(PRIVACY_EMAIL)}. Kui hakkame kasutama uusi küpsiseid, uuendame seda poliitikat.`,
      ),
    ),
  };
}

export const COOKIE_POLICY_PAGE: SeedPage = {
  path: '/cookie-policy',
  categories: ['static', 'bottom-menu'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
