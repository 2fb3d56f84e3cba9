import type { SeedPage } from '../cms-pages';
import {
  allLocales,
  BRAND,
  chat,
  COMPLAINTS_EMAIL,
  english,
  h2,
  html,
  link,
  mail,
  p,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  tel,
  ul,
  type EnglishVariant,
  type PageText,
} from './common';

/** Support: the contacts (24/7 chat, support@casino.example, +372 555 0100) and answers to common questions. */

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'Support',
    description: `Contact ${BRAND} support 24/7 by live chat, by e-mail at ${SUPPORT_EMAIL} or by phone on ${SUPPORT_PHONE}, and find answers to common questions.`,
    keywords: `support, customer service, contact, live chat, help, ${BRAND}, withdrawals, verification`,
    content: html(
      h2('How to reach us'),
      ul(
        `<strong>Live chat, 24/7:</strong> ${chat('open the chat')} from any page, including while you play. It is the fastest way to get help.`,
        `<strong>E-mail:</strong> ${mail(SUPPORT_EMAIL)}. We answer within 24 hours, usually much sooner.`,
        `<strong>Phone:</strong> ${tel(SUPPORT_PHONE)}. International call charges from your provider may apply.`,
        'VIP players can also contact their personal manager directly.',
      ),
      h2('Before you contact us'),
      p('To help us answer quickly, please have ready:'),
      ul(
        'the e-mail address of your account (never send us your password: we will never ask for it);',
        'for payment questions, the date, amount and method of the transaction;',
        'for game questions, the name of the game and the approximate time of the round;',
        'a screenshot, if you see an error message.',
      ),
      h2('Common questions'),
      ul(
        `<strong>How do I verify my account?</strong> Upload your documents in your profile under ${link(l, '/profile/verification', 'Verification')}. We usually check them within 24 hours.`,
        '<strong>When will I receive my withdrawal?</strong> We review withdrawals within 24 hours; after that most methods are instant. While a withdrawal is pending, you can cancel it in the cashier.',
        `<strong>Where are my bonuses?</strong> Your gifts, bonuses and free spins are in your profile under ${link(l, '/profile/gifts', 'Gifts')}, and your wagering progress is shown with your balance.`,
        '<strong>I forgot my password.</strong> Choose “Forgot password” on the login form and we will send you a reset link by e-mail.',
        '<strong>I did not receive the confirmation e-mail.</strong> Check your spam folder, then use the resend link shown at the top of the site after you log in.',
        `<strong>How do I set limits or take a break?</strong> In your profile under ${link(l, '/profile/limits', 'Limits')}. More on our ${link(l, '/responsible-gaming', 'Responsible Gaming')} page.`,
      ),
      h2('Complaints'),
      p(
        `If we have not solved your problem, you can send a formal complaint to ${mail(COMPLAINTS_EMAIL)}. How we handle complaints is described in our ${link(l, '/terms-and-conditions', 'Terms and Conditions')}.`,
      ),
      h2('Languages'),
      p('Our team answers in English and, for most questions, also in German, French, Norwegian, Italian and Estonian.'),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'Support',
    description: `Der ${BRAND}-Support ist rund um die Uhr per Live-Chat, per E-Mail an ${SUPPORT_EMAIL} und telefonisch unter ${SUPPORT_PHONE} erreichbar.`,
    keywords: `Support, Kundendienst, Kontakt, Live-Chat, Hilfe, ${BRAND}, Auszahlung, Verifizierung`,
    content: html(
      h2('So erreichst du uns'),
      ul(
        `<strong>Live-Chat, rund um die Uhr:</strong> ${chat('Chat öffnen')} – von jeder Seite aus, auch während des Spiels. Das ist der schnellste Weg zu Hilfe.`,
        `<strong>E-Mail:</strong> ${mail(SUPPORT_EMAIL)}. Wir antworten innerhalb von 24 Stunden, meist deutlich schneller.`,
        `<strong>Telefon:</strong> ${tel(SUPPORT_PHONE)}. Dein Anbieter kann Gebühren für Auslandsgespräche berechnen.`,
        'VIP-Spieler können sich auch direkt an ihren persönlichen Manager wenden.',
      ),
      h2('Bevor du uns kontaktierst'),
      p('Damit wir schnell helfen können, halte bitte bereit:'),
      ul(
        'die E-Mail-Adresse deines Kontos (sende uns nie dein Passwort – wir fragen nie danach);',
        'bei Zahlungsfragen Datum, Betrag und Methode der Transaktion;',
        'bei Spielfragen den Namen des Spiels und die ungefähre Uhrzeit der Runde;',
        'einen Screenshot, falls eine Fehlermeldung erscheint.',
      ),
      h2('Häufige Fragen'),
      ul(
        `<strong>Wie verifiziere ich mein Konto?</strong> Lade deine Dokumente in deinem Profil unter ${link(l, '/profile/verification', 'Verifizierung')} hoch. Wir prüfen sie in der Regel innerhalb von 24 Stunden.`,
        '<strong>Wann erhalte ich meine Auszahlung?</strong> Wir prüfen Auszahlungen innerhalb von 24 Stunden; danach sind die meisten Methoden sofort. Solange eine Auszahlung aussteht, kannst du sie im Kassenbereich stornieren.',
        `<strong>Wo sind meine Boni?</strong> Geschenke, Boni und Freispiele findest du in deinem Profil unter ${link(l, '/profile/gifts', 'Geschenke')}; deinen Umsatzfortschritt siehst du bei deinem Guthaben.`,
        '<strong>Ich habe mein Passwort vergessen.</strong> Wähle im Login-Formular „Passwort vergessen“, und wir senden dir einen Link zum Zurücksetzen per E-Mail.',
        '<strong>Ich habe keine Bestätigungs-E-Mail erhalten.</strong> Prüfe deinen Spam-Ordner und nutze dann den Link zum erneuten Senden, der nach dem Login oben auf der Seite erscheint.',
        `<strong>Wie setze ich Limits oder lege eine Pause ein?</strong> In deinem Profil unter ${link(l, '/profile/limits', 'Limits')}. Mehr auf der Seite ${link(l, '/responsible-gaming', 'Verantwortungsvolles Spielen')}.`,
      ),
      h2('Beschwerden'),
      p(
        `Konnten wir dein Problem nicht lösen, sende eine formelle Beschwerde an ${mail(COMPLAINTS_EMAIL)}. Wie wir Beschwerden bearbeiten, steht in unseren ${link(l, '/terms-and-conditions', 'Allgemeinen Geschäftsbedingungen')}.`,
      ),
      h2('Sprachen'),
      p('Unser Team antwortet auf Englisch und bei den meisten Fragen auch auf Deutsch, Französisch, Norwegisch, Italienisch und Estnisch.'),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'Soutien',
    description: `Joignez le soutien de ${BRAND} 24 h/24, 7 j/7 par clavardage, par courriel à ${SUPPORT_EMAIL} ou par téléphone au ${SUPPORT_PHONE}.`,
    keywords: `soutien, service à la clientèle, nous joindre, clavardage, aide, ${BRAND}, retraits, vérification`,
    content: html(
      h2('Comment nous joindre'),
      ul(
        `<strong>Clavardage en direct, 24 h/24, 7 j/7 :</strong> ${chat('ouvrez le clavardage')} depuis n’importe quelle page, même pendant que vous jouez. C’est le moyen le plus rapide d’obtenir de l’aide.`,
        `<strong>Courriel :</strong> ${mail(SUPPORT_EMAIL)}. Nous répondons dans un délai de 24 heures, habituellement beaucoup plus vite.`,
        `<strong>Téléphone :</strong> ${tel(SUPPORT_PHONE)}. Des frais d’appel international de votre fournisseur peuvent s’appliquer.`,
        'Les joueurs VIP peuvent aussi communiquer directement avec leur gestionnaire personnel.',
      ),
      h2('Avant de communiquer avec nous'),
      p('Pour nous aider à vous répondre rapidement, ayez sous la main :'),
      ul(
        'l’adresse courriel de votre compte (ne nous envoyez jamais votre mot de passe : nous ne vous le demanderons jamais);',
        'pour une question de paiement, la date, le montant et le mode de la transaction;',
        'pour une question de jeu, le nom du jeu et l’heure approximative de la partie;',
        'une capture d’écran, si un message d’erreur s’affiche.',
      ),
      h2('Questions fréquentes'),
      ul(
        `<strong>Comment faire vérifier mon compte?</strong> Téléversez vos documents dans votre profil, sous ${link(l, '/profile/verification', 'Vérification')}. Nous les vérifions habituellement dans les 24 heures.`,
        '<strong>Quand vais-je recevoir mon retrait?</strong> Nous examinons les retraits dans un délai de 24 heures; la plupart des modes sont ensuite instantanés. Tant qu’un retrait est en attente, vous pouvez l’annuler à la caisse.',
        `<strong>Où sont mes bonis?</strong> Vos cadeaux, bonis et tours gratuits se trouvent dans votre profil, sous ${link(l, '/profile/gifts', 'Cadeaux')}, et la progression de vos exigences de mise s’affiche avec votre solde.`,
        '<strong>J’ai oublié mon mot de passe.</strong> Choisissez « Mot de passe oublié » dans le formulaire de connexion et nous vous enverrons un lien de réinitialisation par courriel.',
        '<strong>Je n’ai pas reçu le courriel de confirmation.</strong> Vérifiez votre dossier de courriels indésirables, puis utilisez le lien de renvoi affiché en haut du site après votre connexion.',
        `<strong>Comment fixer des limites ou prendre une pause?</strong> Dans votre profil, sous ${link(l, '/profile/limits', 'Limites')}. Pour en savoir plus, consultez la page ${link(l, '/responsible-gaming', 'Jeu responsable')}.`,
      ),
      h2('Plaintes'),
      p(
        `Si nous n’avons pas réglé votre problème, vous pouvez envoyer une plainte officielle à ${mail(COMPLAINTS_EMAIL)}. Le traitement des plaintes est décrit dans nos ${link(l, '/terms-and-conditions', 'Conditions générales')}.`,
      ),
      h2('Langues'),
      p('Notre équipe répond en anglais et, pour la plupart des questions, en français, en allemand, en norvégien, en italien et en estonien.'),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'Kundeservice',
    description: `Kontakt kundeservice hos ${BRAND} hele døgnet via chat, på e-post til ${SUPPORT_EMAIL} eller på telefon ${SUPPORT_PHONE}.`,
    keywords: `kundeservice, kontakt, chat, hjelp, ${BRAND}, uttak, verifisering`,
    content: html(
      h2('Slik når du oss'),
      ul(
        `<strong>Chat, hele døgnet:</strong> ${chat('åpne chatten')} fra hvilken som helst side, også mens du spiller. Det er den raskeste måten å få hjelp på.`,
        `<strong>E-post:</strong> ${mail(SUPPORT_EMAIL)}. Vi svarer innen 24 timer, vanligvis mye raskere.`,
        `<strong>Telefon:</strong> ${tel(SUPPORT_PHONE)}. Operatøren din kan ta betalt for utenlandssamtaler.`,
        'VIP-spillere kan også kontakte sin personlige kontaktperson direkte.',
      ),
      h2('Før du kontakter oss'),
      p('For at vi skal kunne svare raskt, ber vi deg ha klart:'),
      ul(
        'e-postadressen til kontoen din (send oss aldri passordet ditt – vi spør aldri etter det);',
        'ved spørsmål om betalinger: dato, beløp og betalingsmetode for transaksjonen;',
        'ved spørsmål om spill: navnet på spillet og omtrent når runden ble spilt;',
        'et skjermbilde hvis du ser en feilmelding.',
      ),
      h2('Vanlige spørsmål'),
      ul(
        `<strong>Hvordan verifiserer jeg kontoen?</strong> Last opp dokumentene dine i profilen under ${link(l, '/profile/verification', 'Verifisering')}. Vi kontrollerer dem vanligvis innen 24 timer.`,
        '<strong>Når får jeg uttaket mitt?</strong> Vi behandler uttak innen 24 timer; deretter er de fleste metodene umiddelbare. Så lenge et uttak venter, kan du kansellere det i kassen.',
        `<strong>Hvor finner jeg bonusene mine?</strong> Gaver, bonuser og gratisspinn ligger i profilen under ${link(l, '/profile/gifts', 'Gaver')}, og fremdriften i omsetningskravet vises sammen med saldoen.`,
        '<strong>Jeg har glemt passordet.</strong> Velg «Glemt passord» i innloggingsskjemaet, så sender vi deg en lenke for å tilbakestille det på e-post.',
        '<strong>Jeg har ikke fått bekreftelses-e-posten.</strong> Sjekk søppelpostmappen og bruk deretter lenken for å sende på nytt, som vises øverst på siden når du har logget inn.',
        `<strong>Hvordan setter jeg grenser eller tar en pause?</strong> I profilen under ${link(l, '/profile/limits', 'Grenser')}. Les mer på siden ${link(l, '/responsible-gaming', 'Ansvarlig spill')}.`,
      ),
      h2('Klager'),
      p(
        `Hvis vi ikke har løst problemet ditt, kan du sende en formell klage til ${mail(COMPLAINTS_EMAIL)}. Hvordan vi behandler klager, er beskrevet i ${link(l, '/terms-and-conditions', 'vilkårene og betingelsene')}.`,
      ),
      h2('Språk'),
      p('Teamet vårt svarer på engelsk og for de fleste spørsmål også på norsk, tysk, fransk, italiensk og estisk.'),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Assistenza',
    description: `Contatta l’assistenza di ${BRAND} 24 ore su 24 in chat, via e-mail a ${SUPPORT_EMAIL} o al telefono ${SUPPORT_PHONE}.`,
    keywords: `assistenza, servizio clienti, contatti, chat dal vivo, aiuto, ${BRAND}, prelievi, verifica`,
    content: html(
      h2('Come contattarci'),
      ul(
        `<strong>Chat dal vivo, 24 ore su 24, 7 giorni su 7:</strong> ${chat('apri la chat')} da qualsiasi pagina, anche mentre giochi. È il modo più rapido per ricevere aiuto.`,
        `<strong>E-mail:</strong> ${mail(SUPPORT_EMAIL)}. Rispondiamo entro 24 ore, di solito molto prima.`,
        `<strong>Telefono:</strong> ${tel(SUPPORT_PHONE)}. Il tuo operatore potrebbe applicare le tariffe per le chiamate internazionali.`,
        'I giocatori VIP possono anche contattare direttamente il proprio manager personale.',
      ),
      h2('Prima di contattarci'),
      p('Per aiutarci a risponderti rapidamente, tieni a portata di mano:'),
      ul(
        'l’indirizzo e-mail del tuo conto (non inviarci mai la password: non te la chiederemo mai);',
        'per domande sui pagamenti, data, importo e metodo della transazione;',
        'per domande sui giochi, il nome del gioco e l’ora approssimativa del round;',
        'uno screenshot, se compare un messaggio di errore.',
      ),
      h2('Domande frequenti'),
      ul(
        `<strong>Come verifico il mio conto?</strong> Carica i documenti nel profilo, alla voce ${link(l, '/profile/verification', 'Verifica')}. Di solito li controlliamo entro 24 ore.`,
        '<strong>Quando riceverò il prelievo?</strong> Esaminiamo i prelievi entro 24 ore; dopodiché la maggior parte dei metodi è istantanea. Finché un prelievo è in attesa puoi annullarlo dalla cassa.',
        `<strong>Dove sono i miei bonus?</strong> Regali, bonus e giri gratuiti si trovano nel profilo, alla voce ${link(l, '/profile/gifts', 'Regali')}, e l’avanzamento dei requisiti di puntata è indicato insieme al saldo.`,
        '<strong>Ho dimenticato la password.</strong> Scegli “Password dimenticata” nel modulo di accesso e ti invieremo via e-mail un link per reimpostarla.',
        '<strong>Non ho ricevuto l’e-mail di conferma.</strong> Controlla la cartella spam, poi usa il link di reinvio che compare in alto nel sito dopo l’accesso.',
        `<strong>Come imposto limiti o mi prendo una pausa?</strong> Nel profilo, alla voce ${link(l, '/profile/limits', 'Limiti')}. Approfondisci nella pagina ${link(l, '/responsible-gaming', 'Gioco responsabile')}.`,
      ),
      h2('Reclami'),
      p(
        `Se non abbiamo risolto il tuo problema, puoi inviare un reclamo formale a ${mail(COMPLAINTS_EMAIL)}. La gestione dei reclami è descritta nei nostri ${link(l, '/terms-and-conditions', 'Termini e condizioni')}.`,
      ),
      h2('Lingue'),
      p('Il nostro team risponde in inglese e, per la maggior parte delle richieste, anche in italiano, tedesco, francese, norvegese ed estone.'),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'Klienditugi',
    description: `Võtke ${BRAND} klienditoega ühendust ööpäev läbi vestluses, e-posti teel aadressil ${SUPPORT_EMAIL} või telefonil ${SUPPORT_PHONE}.`,
    keywords: `klienditugi, klienditeenindus, kontakt, vestlus, abi, ${BRAND}, väljamaksed, isikusamasuse kontroll`,
    content: html(
      h2('Kuidas meiega ühendust võtta'),
      ul(
        `<strong>Vestlus, ööpäevaringselt:</strong> ${chat('avage vestlus')} ükskõik millisel lehel, ka mängimise ajal. See on kiireim viis abi saada.`,
        `<strong>E-post:</strong> ${mail(SUPPORT_EMAIL)}. Vastame 24 tunni jooksul, tavaliselt palju kiiremini.`,
        `<strong>Telefon:</strong> ${tel(SUPPORT_PHONE)}. Teie sideoperaator võib rakendada välismaakõnede hinda.`,
        'VIP-mängijad saavad pöörduda ka otse oma isikliku halduri poole.',
      ),
      h2('Enne kui meiega ühendust võtate'),
      p('Et saaksime kiiresti vastata, hoidke käepärast:'),
      ul(
        'oma konto e-posti aadress (ärge saatke meile kunagi oma parooli – me ei küsi seda kunagi);',
        'makseküsimuste korral tehingu kuupäev, summa ja makseviis;',
        'mänguküsimuste korral mängu nimi ja vooru ligikaudne kellaaeg;',
        'ekraanipilt, kui näete veateadet.',
      ),
      h2('Korduma kippuvad küsimused'),
      ul(
        `<strong>Kuidas oma kontot kinnitada?</strong> Laadige dokumendid üles oma profiilis jaotises ${link(l, '/profile/verification', 'Kontrollimine')}. Tavaliselt kontrollime need 24 tunni jooksul.`,
        '<strong>Millal ma väljamakse saan?</strong> Vaatame väljamaksed läbi 24 tunni jooksul; pärast seda on enamik makseviise kohesed. Kuni väljamakse on ootel, saate selle kassas tühistada.',
        `<strong>Kus on minu boonused?</strong> Kingitused, boonused ja tasuta keerutused leiate oma profiilist jaotisest ${link(l, '/profile/gifts', 'Kingitused')} ning panustamisnõude edenemine on näha saldo juures.`,
        '<strong>Unustasin parooli.</strong> Valige sisselogimisvormil „Unustasin parooli“ ja saadame teile e-posti teel lähtestamislingi.',
        '<strong>Ma ei saanud kinnituskirja.</strong> Kontrollige rämpsposti kausta ja kasutage seejärel uuesti saatmise linki, mis kuvatakse pärast sisselogimist saidi ülaosas.',
        `<strong>Kuidas seada limiite või võtta pausi?</strong> Oma profiilis jaotises ${link(l, '/profile/limits', 'Limiidid')}. Lähemalt lehel ${link(l, '/responsible-gaming', 'Vastutustundlik mängimine')}.`,
      ),
      h2('Kaebused'),
      p(
        `Kui me ei ole teie probleemi lahendanud, võite saata ametliku kaebuse aadressile ${mail(COMPLAINTS_EMAIL)}. Kaebuste menetlemist kirjeldavad meie ${link(l, '/terms-and-conditions', 'üldtingimused')}.`,
      ),
      h2('Keeled'),
      p('Meie meeskond vastab inglise keeles ja enamiku küsimuste puhul ka eesti, saksa, prantsuse, norra ja itaalia keeles.'),
    ),
  };
}

export const SUPPORT_INFO_PAGE: SeedPage = {
  path: '/support-info',
  categories: ['static', 'bottom-menu-help'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
