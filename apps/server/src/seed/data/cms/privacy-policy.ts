import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, h2, html, link, mail, OPERATOR_CW, OPERATOR_EE, p, PRIVACY_EMAIL, ul, type EnglishVariant, type PageText } from './common';

/** Privacy Policy: what personal data the casino processes, why, with whom, how long, and the player's rights. */

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'Privacy Policy',
    description: `How ${BRAND} collects, uses, shares and protects your personal data, how long we keep it and how you can exercise your rights.`,
    keywords: `privacy policy, personal data, GDPR, data protection, ${BRAND}, your rights, data retention`,
    content: html(
      h2('1. Who is responsible for your data'),
      p(
        `${BRAND} is operated by ${OPERATOR_CW} (Curaçao). For players registered under our Estonian licence, the controller is ${OPERATOR_EE} (Tallinn, Estonia). In this policy, “we” means the company that holds your account. We apply the standards of the EU General Data Protection Regulation (GDPR) to all players.`,
        `Our data protection officer can be reached at ${mail(PRIVACY_EMAIL)}.`,
      ),
      h2('2. The data we collect'),
      ul(
        '<strong>Identity and contact data:</strong> name, date of birth, gender, address, postal code, phone number, e-mail address, nickname and, under the Estonian licence, your personal identification code.',
        '<strong>Verification data:</strong> copies of identity documents, proof of address and information about the source of your funds or wealth.',
        '<strong>Financial data:</strong> deposits, withdrawals, balances, payment methods and crypto wallet addresses. Card numbers are handled by certified payment providers; we see only masked card details.',
        '<strong>Gaming data:</strong> bets, wins, games played, bonuses, loyalty points, limits and exclusions.',
        '<strong>Technical data:</strong> IP address, approximate location, device and browser data, a device fingerprint used against fraud, and cookies (see our ' +
          link(l, '/cookie-policy', 'Cookie Policy') +
          ').',
        '<strong>Communications:</strong> chat transcripts, e-mails and notes of calls with our team.',
        '<strong>Marketing preferences:</strong> whether you agreed to receive offers by e-mail or SMS.',
      ),
      h2('3. Why we use it and on what legal basis'),
      ul(
        'To open and run your account, process payments, provide the games and answer your questions (performance of our contract with you).',
        'To verify your age and identity, prevent money laundering and terrorist financing, protect players from gambling harm and report to our licensing authority and tax authorities (legal obligation).',
        'To prevent fraud, cheating, bonus abuse and duplicate accounts, and to keep our services secure (legitimate interests).',
        'To understand how the site is used and improve it (legitimate interests, or your consent where the law requires it).',
        'To send you offers and news by e-mail or SMS (your consent, which you can withdraw at any time in your profile or through the unsubscribe link).',
      ),
      h2('4. Automated checks'),
      p(
        'We use automated checks to detect fraud and signs of harmful play, for example sudden increases in deposits or very long sessions. When a check gives reason for concern, a member of our team reviews the case before we restrict your account. You can ask for a human review of any decision and for an explanation of it.',
      ),
      h2('5. Who we share it with'),
      p('We never sell your personal data. We share it only as needed with:'),
      ul(
        'payment providers, banks and crypto payment processors;',
        'game providers and live studios that run the games you play;',
        'identity verification and fraud prevention services;',
        'providers of hosting, customer support chat, e-mail and SMS services, under contracts that protect your data;',
        'our group companies, auditors and professional advisers;',
        'licensing authorities, law enforcement agencies and courts where the law requires it.',
      ),
      p('Some of these recipients are outside the European Economic Area. In that case we use safeguards such as the European Commission’s standard contractual clauses.'),
      h2('6. How long we keep it'),
      p(
        'We keep account, verification and transaction data for five years after our relationship ends, or longer where the law requires it, for example for anti-money-laundering purposes. Records of self-exclusion are kept as long as needed to enforce it. Marketing preferences are kept until you withdraw your consent. Data we no longer need is deleted or anonymised.',
      ),
      h2('7. Your rights'),
      ul(
        'access your data and receive a copy;',
        'have inaccurate data corrected;',
        'have data deleted when we no longer need it and no legal obligation requires us to keep it;',
        'restrict or object to processing based on legitimate interests, and object to direct marketing at any time;',
        'receive data you provided in a portable format;',
        'withdraw your consent at any time, without affecting earlier processing;',
        'complain to a data protection authority, for example in the country where you live or, for our Estonian company, the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon).',
      ),
      p(`Send requests to ${mail(PRIVACY_EMAIL)}. We reply within one month and may ask you to confirm your identity first.`),
      h2('8. Security'),
      p(
        'We protect your data with encrypted connections, access controls, monitoring and regular staff training. You can add a second layer of protection by switching on two-factor authentication in your profile. Please never share your password; our staff will never ask for it.',
      ),
      h2('9. Minors'),
      p('Our services are only for adults (18 or over, 21 or over under the Estonian licence). We do not knowingly collect data from minors and close any account opened by one.'),
      h2('10. Changes to this policy'),
      p('We may update this policy when our services or the law change. We will tell you about important changes by e-mail or on the site.'),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'Datenschutzerklärung',
    description: `Wie ${BRAND} deine personenbezogenen Daten erhebt, nutzt, weitergibt und schützt, wie lange wir sie speichern und welche Rechte du hast.`,
    keywords: `Datenschutz, Datenschutzerklärung, DSGVO, personenbezogene Daten, ${BRAND}, Betroffenenrechte, Speicherdauer`,
    content: html(
      h2('1. Verantwortlicher'),
      p(
        `${BRAND} wird von der ${OPERATOR_CW} (Curaçao) betrieben. Für Spieler, die unter unserer estnischen Lizenz registriert sind, ist die ${OPERATOR_EE} (Tallinn, Estland) Verantwortlicher. „Wir“ bezeichnet in dieser Erklärung die Gesellschaft, bei der dein Konto geführt wird. Wir wenden für alle Spieler die Standards der EU-Datenschutz-Grundverordnung (DSGVO) an.`,
        `Unseren Datenschutzbeauftragten erreichst du unter ${mail(PRIVACY_EMAIL)}.`,
      ),
      h2('2. Welche Daten wir erheben'),
      ul(
        '<strong>Identitäts- und Kontaktdaten:</strong> Name, Geburtsdatum, Geschlecht, Adresse, Postleitzahl, Telefonnummer, E-Mail-Adresse, Nickname und unter der estnischen Lizenz dein persönlicher Identifikationscode.',
        '<strong>Verifizierungsdaten:</strong> Kopien von Ausweisdokumenten, Adressnachweise und Angaben zur Herkunft deiner Mittel oder deines Vermögens.',
        '<strong>Finanzdaten:</strong> Ein- und Auszahlungen, Guthaben, Zahlungsmethoden und Krypto-Wallet-Adressen. Kartennummern werden von zertifizierten Zahlungsdienstleistern verarbeitet; wir sehen nur maskierte Kartendaten.',
        '<strong>Spieldaten:</strong> Einsätze, Gewinne, gespielte Spiele, Boni, Treuepunkte, Limits und Sperren.',
        `<strong>Technische Daten:</strong> IP-Adresse, ungefährer Standort, Geräte- und Browserdaten, ein Geräte-Fingerabdruck zur Betrugsbekämpfung sowie Cookies (siehe unsere ${link(l, '/cookie-policy', 'Cookie-Richtlinie')}).`,
        '<strong>Kommunikation:</strong> Chatverläufe, E-Mails und Notizen zu Gesprächen mit unserem Team.',
        '<strong>Werbeeinstellungen:</strong> ob du dem Erhalt von Angeboten per E-Mail oder SMS zugestimmt hast.',
      ),
      h2('3. Zwecke und Rechtsgrundlagen'),
      ul(
        'Um dein Konto zu eröffnen und zu führen, Zahlungen abzuwickeln, die Spiele bereitzustellen und deine Fragen zu beantworten (Vertragserfüllung).',
        'Um dein Alter und deine Identität zu prüfen, Geldwäsche und Terrorismusfinanzierung zu verhindern, Spieler vor Glücksspielschäden zu schützen und an Lizenz- und Steuerbehörden zu berichten (rechtliche Verpflichtung).',
        'Um Betrug, Manipulation, Bonusmissbrauch und Mehrfachkonten zu verhindern und unsere Dienste abzusichern (berechtigte Interessen).',
        'Um zu verstehen, wie die Website genutzt wird, und sie zu verbessern (berechtigte Interessen oder, wo gesetzlich erforderlich, deine Einwilligung).',
        'Um dir Angebote und Neuigkeiten per E-Mail oder SMS zu senden (deine Einwilligung, die du jederzeit im Profil oder über den Abmeldelink widerrufen kannst).',
      ),
      h2('4. Automatisierte Prüfungen'),
      p(
        'Wir nutzen automatisierte Prüfungen, um Betrug und Anzeichen problematischen Spielverhaltens zu erkennen, etwa plötzlich steigende Einzahlungen oder sehr lange Sitzungen. Gibt eine Prüfung Anlass zur Sorge, prüft ein Mitarbeiter den Fall, bevor wir dein Konto einschränken. Du kannst für jede Entscheidung eine Überprüfung durch einen Menschen und eine Erläuterung verlangen.',
      ),
      h2('5. Empfänger'),
      p('Wir verkaufen deine personenbezogenen Daten niemals. Wir geben sie nur soweit erforderlich weiter an:'),
      ul(
        'Zahlungsdienstleister, Banken und Krypto-Zahlungsabwickler;',
        'Spieleanbieter und Live-Studios, die die von dir gespielten Spiele betreiben;',
        'Dienste für Identitätsprüfung und Betrugsprävention;',
        'Anbieter von Hosting, Support-Chat, E-Mail- und SMS-Diensten, auf Grundlage von Verträgen, die deine Daten schützen;',
        'unsere Konzerngesellschaften, Wirtschaftsprüfer und Berater;',
        'Lizenzbehörden, Strafverfolgungsbehörden und Gerichte, soweit gesetzlich vorgeschrieben.',
      ),
      p('Einige Empfänger befinden sich außerhalb des Europäischen Wirtschaftsraums. In diesem Fall nutzen wir Garantien wie die Standardvertragsklauseln der Europäischen Kommission.'),
      h2('6. Speicherdauer'),
      p(
        'Konto-, Verifizierungs- und Transaktionsdaten speichern wir fünf Jahre nach Ende der Geschäftsbeziehung oder länger, wenn das Gesetz es verlangt, etwa zur Geldwäscheprävention. Aufzeichnungen über Selbstsperren bewahren wir so lange auf, wie es für deren Durchsetzung nötig ist. Werbeeinstellungen speichern wir bis zum Widerruf deiner Einwilligung. Nicht mehr benötigte Daten werden gelöscht oder anonymisiert.',
      ),
      h2('7. Deine Rechte'),
      ul(
        'Auskunft über deine Daten und Erhalt einer Kopie;',
        'Berichtigung unrichtiger Daten;',
        'Löschung, wenn wir die Daten nicht mehr benötigen und keine gesetzliche Aufbewahrungspflicht besteht;',
        'Einschränkung der Verarbeitung und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen sowie jederzeitiger Widerspruch gegen Direktwerbung;',
        'Erhalt der von dir bereitgestellten Daten in einem übertragbaren Format;',
        'jederzeitiger Widerruf deiner Einwilligung, ohne dass die frühere Verarbeitung unrechtmäßig wird;',
        'Beschwerde bei einer Datenschutzaufsichtsbehörde, etwa in deinem Wohnsitzland oder, für unsere estnische Gesellschaft, bei der estnischen Datenschutzaufsicht (Andmekaitse Inspektsioon).',
      ),
      p(`Anfragen sendest du an ${mail(PRIVACY_EMAIL)}. Wir antworten innerhalb eines Monats und können dich zuvor bitten, deine Identität zu bestätigen.`),
      h2('8. Sicherheit'),
      p(
        'Wir schützen deine Daten mit verschlüsselten Verbindungen, Zugriffskontrollen, Überwachung und regelmäßigen Mitarbeiterschulungen. Zusätzlichen Schutz bietet die Zwei-Faktor-Authentifizierung in deinem Profil. Gib dein Passwort niemals weiter; unsere Mitarbeiter werden dich nie danach fragen.',
      ),
      h2('9. Minderjährige'),
      p('Unsere Dienste richten sich nur an Erwachsene (ab 18 Jahren, unter der estnischen Lizenz ab 21 Jahren). Wir erheben wissentlich keine Daten von Minderjährigen und schließen jedes von ihnen eröffnete Konto.'),
      h2('10. Änderungen'),
      p('Wir können diese Erklärung anpassen, wenn sich unsere Dienste oder die Rechtslage ändern. Über wichtige Änderungen informieren wir dich per E-Mail oder auf der Website.'),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'Politique de confidentialité',
    description: `Comment ${BRAND} recueille, utilise, communique et protège vos renseignements personnels, combien de temps nous les conservons et vos droits.`,
    keywords: `politique de confidentialité, renseignements personnels, protection des données, RGPD, ${BRAND}, vos droits, conservation`,
    content: html(
      h2('1. Responsable de vos renseignements'),
      p(
        `${BRAND} est exploité par ${OPERATOR_CW} (Curaçao). Pour les joueurs inscrits sous notre licence estonienne, le responsable du traitement est ${OPERATOR_EE} (Tallinn, Estonie). Dans la présente politique, « nous » désigne la société qui tient votre compte. Nous appliquons à tous les joueurs les normes du Règlement général sur la protection des données de l’Union européenne (RGPD).`,
        `Vous pouvez joindre notre délégué à la protection des données à ${mail(PRIVACY_EMAIL)}.`,
      ),
      h2('2. Renseignements recueillis'),
      ul(
        '<strong>Identité et coordonnées :</strong> nom, date de naissance, genre, adresse, code postal, numéro de téléphone, adresse courriel, pseudonyme et, sous la licence estonienne, votre code d’identification personnel.',
        '<strong>Vérification :</strong> copies de pièces d’identité, preuves d’adresse et renseignements sur la provenance de vos fonds ou de votre patrimoine.',
        '<strong>Renseignements financiers :</strong> dépôts, retraits, soldes, modes de paiement et adresses de portefeuilles de cryptomonnaie. Les numéros de carte sont traités par des fournisseurs de paiement certifiés; nous ne voyons que des données de carte masquées.',
        '<strong>Renseignements de jeu :</strong> mises, gains, jeux joués, bonis, points de fidélité, limites et exclusions.',
        `<strong>Renseignements techniques :</strong> adresse IP, emplacement approximatif, données sur l’appareil et le navigateur, empreinte numérique de l’appareil utilisée contre la fraude et témoins (voir notre ${link(l, '/cookie-policy', 'Politique relative aux témoins')}).`,
        '<strong>Communications :</strong> transcriptions de clavardage, courriels et notes d’appels avec notre équipe.',
        '<strong>Préférences de marketing :</strong> si vous avez accepté de recevoir des offres par courriel ou par texto.',
      ),
      h2('3. Fins et fondements juridiques'),
      ul(
        'Ouvrir et gérer votre compte, traiter les paiements, offrir les jeux et répondre à vos questions (exécution de notre contrat avec vous).',
        'Vérifier votre âge et votre identité, prévenir le blanchiment d’argent et le financement du terrorisme, protéger les joueurs contre les méfaits du jeu et faire rapport aux autorités de réglementation et fiscales (obligation légale).',
        'Prévenir la fraude, la tricherie, l’abus de bonis et les comptes en double, et assurer la sécurité de nos services (intérêts légitimes).',
        'Comprendre l’utilisation du site et l’améliorer (intérêts légitimes ou, lorsque la loi l’exige, votre consentement).',
        'Vous envoyer des offres et des nouvelles par courriel ou par texto (votre consentement, que vous pouvez retirer en tout temps dans votre profil ou au moyen du lien de désabonnement).',
      ),
      h2('4. Vérifications automatisées'),
      p(
        'Nous utilisons des vérifications automatisées pour détecter la fraude et les signes de jeu problématique, comme une hausse soudaine des dépôts ou des sessions très longues. Lorsqu’une vérification soulève une préoccupation, un membre de notre équipe examine le dossier avant toute restriction de votre compte. Vous pouvez demander qu’une personne réexamine toute décision et qu’on vous l’explique.',
      ),
      h2('5. Communication à des tiers'),
      p('Nous ne vendons jamais vos renseignements personnels. Nous les communiquons seulement au besoin à :'),
      ul(
        'des fournisseurs de paiement, des banques et des processeurs de paiements en cryptomonnaie;',
        'des fournisseurs de jeux et des studios en direct qui exploitent les jeux auxquels vous jouez;',
        'des services de vérification d’identité et de prévention de la fraude;',
        'des fournisseurs d’hébergement, de clavardage de soutien, de courriel et de texto, liés par des contrats qui protègent vos renseignements;',
        'les sociétés de notre groupe, nos auditeurs et nos conseillers professionnels;',
        'les autorités de réglementation, les forces de l’ordre et les tribunaux lorsque la loi l’exige.',
      ),
      p('Certains destinataires se trouvent à l’extérieur de l’Espace économique européen. Nous utilisons alors des garanties comme les clauses contractuelles types de la Commission européenne.'),
      h2('6. Durée de conservation'),
      p(
        'Nous conservons les renseignements de compte, de vérification et de transactions pendant cinq ans après la fin de notre relation, ou plus longtemps si la loi l’exige, notamment pour lutter contre le blanchiment d’argent. Les dossiers d’autoexclusion sont conservés aussi longtemps que nécessaire pour l’appliquer. Les préférences de marketing sont conservées jusqu’au retrait de votre consentement. Les renseignements dont nous n’avons plus besoin sont supprimés ou anonymisés.',
      ),
      h2('7. Vos droits'),
      ul(
        'accéder à vos renseignements et en recevoir une copie;',
        'faire corriger des renseignements inexacts;',
        'faire supprimer des renseignements dont nous n’avons plus besoin et qu’aucune obligation légale ne nous oblige à conserver;',
        'limiter un traitement fondé sur nos intérêts légitimes ou vous y opposer, et vous opposer en tout temps à la prospection commerciale;',
        'recevoir les renseignements que vous nous avez fournis dans un format portable;',
        'retirer votre consentement en tout temps, sans effet sur le traitement antérieur;',
        'porter plainte auprès d’une autorité de protection des données, par exemple celle de votre lieu de résidence ou, pour notre société estonienne, l’Inspection estonienne de la protection des données (Andmekaitse Inspektsioon).',
      ),
      p(`Envoyez vos demandes à ${mail(PRIVACY_EMAIL)}. Nous répondons dans un délai d’un mois et pouvons d’abord vous demander de confirmer votre identité.`),
      h2('8. Sécurité'),
      p(
        'Nous protégeons vos renseignements au moyen de connexions chiffrées, de contrôles d’accès, de surveillance et de formations régulières du personnel. Vous pouvez ajouter une protection en activant l’authentification à deux facteurs dans votre profil. Ne communiquez jamais votre mot de passe; notre personnel ne vous le demandera jamais.',
      ),
      h2('9. Personnes mineures'),
      p('Nos services sont réservés aux adultes (18 ans et plus, 21 ans et plus sous la licence estonienne). Nous ne recueillons pas sciemment de renseignements sur des personnes mineures et fermons tout compte ouvert par l’une d’elles.'),
      h2('10. Modifications'),
      p('Nous pouvons mettre à jour la présente politique lorsque nos services ou la loi changent. Nous vous informerons des changements importants par courriel ou sur le site.'),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'Personvernerklæring',
    description: `Hvordan ${BRAND} samler inn, bruker, deler og beskytter personopplysningene dine, hvor lenge vi lagrer dem og hvilke rettigheter du har.`,
    keywords: `personvern, personvernerklæring, GDPR, personopplysninger, ${BRAND}, dine rettigheter, lagringstid`,
    content: html(
      h2('1. Behandlingsansvarlig'),
      p(
        `${BRAND} drives av ${OPERATOR_CW} (Curaçao). For spillere registrert under vår estiske lisens er ${OPERATOR_EE} (Tallinn, Estland) behandlingsansvarlig. «Vi» betyr i denne erklæringen selskapet som fører kontoen din. Vi følger standardene i EUs personvernforordning (GDPR) for alle spillere.`,
        `Du når personvernombudet vårt på ${mail(PRIVACY_EMAIL)}.`,
      ),
      h2('2. Opplysningene vi samler inn'),
      ul(
        '<strong>Identitets- og kontaktopplysninger:</strong> navn, fødselsdato, kjønn, adresse, postnummer, telefonnummer, e-postadresse, kallenavn og, under den estiske lisensen, din personlige identifikasjonskode.',
        '<strong>Verifiseringsopplysninger:</strong> kopier av legitimasjon, adressebekreftelse og opplysninger om hvor midlene eller formuen din kommer fra.',
        '<strong>Økonomiske opplysninger:</strong> innskudd, uttak, saldo, betalingsmetoder og adresser til kryptolommebøker. Kortnumre håndteres av sertifiserte betalingsleverandører; vi ser bare maskerte kortopplysninger.',
        '<strong>Spilldata:</strong> innsatser, gevinster, spilte spill, bonuser, lojalitetspoeng, grenser og utestengelser.',
        `<strong>Tekniske opplysninger:</strong> IP-adresse, omtrentlig posisjon, enhets- og nettleserdata, et enhetsfingeravtrykk som brukes mot svindel, og informasjonskapsler (se ${link(l, '/cookie-policy', 'informasjonskapselerklæringen')}).`,
        '<strong>Kommunikasjon:</strong> chatlogger, e-poster og notater fra samtaler med teamet vårt.',
        '<strong>Markedsføringsvalg:</strong> om du har samtykket til å motta tilbud på e-post eller SMS.',
      ),
      h2('3. Formål og rettslig grunnlag'),
      ul(
        'For å opprette og drifte kontoen din, behandle betalinger, tilby spillene og svare på spørsmålene dine (oppfyllelse av avtalen med deg).',
        'For å kontrollere alder og identitet, forebygge hvitvasking og terrorfinansiering, beskytte spillere mot spilleproblemer og rapportere til lisens- og skattemyndigheter (rettslig forpliktelse).',
        'For å forhindre svindel, juks, bonusmisbruk og duplikatkontoer og for å sikre tjenestene våre (berettiget interesse).',
        'For å forstå hvordan nettstedet brukes og forbedre det (berettiget interesse eller, der loven krever det, ditt samtykke).',
        'For å sende deg tilbud og nyheter på e-post eller SMS (ditt samtykke, som du når som helst kan trekke tilbake i profilen eller via avmeldingslenken).',
      ),
      h2('4. Automatiserte kontroller'),
      p(
        'Vi bruker automatiserte kontroller for å oppdage svindel og tegn på skadelig spilling, for eksempel plutselig økte innskudd eller svært lange økter. Gir en kontroll grunn til bekymring, går en av våre medarbeidere gjennom saken før vi begrenser kontoen. Du kan be om at et menneske vurderer enhver avgjørelse, og om en forklaring.',
      ),
      h2('5. Hvem vi deler opplysninger med'),
      p('Vi selger aldri personopplysningene dine. Vi deler dem bare ved behov med:'),
      ul(
        'betalingsleverandører, banker og behandlere av kryptobetalinger;',
        'spillleverandører og livestudioer som driver spillene du spiller;',
        'tjenester for identitetskontroll og svindelforebygging;',
        'leverandører av hosting, kundeservicechat, e-post og SMS, under avtaler som beskytter opplysningene dine;',
        'konsernselskapene våre, revisorer og rådgivere;',
        'lisensmyndigheter, politi og domstoler når loven krever det.',
      ),
      p('Noen mottakere er utenfor EØS. Da bruker vi garantier som EU-kommisjonens standardavtaler (standard contractual clauses).'),
      h2('6. Lagringstid'),
      p(
        'Konto-, verifiserings- og transaksjonsopplysninger lagrer vi i fem år etter at kundeforholdet er avsluttet, eller lenger når loven krever det, for eksempel for å forebygge hvitvasking. Opplysninger om selvutestengelse lagres så lenge det er nødvendig for å håndheve den. Markedsføringsvalg lagres til du trekker samtykket tilbake. Opplysninger vi ikke lenger trenger, slettes eller anonymiseres.',
      ),
      h2('7. Dine rettigheter'),
      ul(
        'få innsyn i opplysningene dine og en kopi av dem;',
        'få uriktige opplysninger rettet;',
        'få opplysninger slettet når vi ikke lenger trenger dem og ingen lovpålagt plikt krever at vi beholder dem;',
        'begrense eller protestere mot behandling basert på berettiget interesse, og når som helst protestere mot direkte markedsføring;',
        'få opplysningene du har gitt oss, i et flyttbart format;',
        'trekke tilbake samtykke når som helst, uten at det påvirker tidligere behandling;',
        'klage til en datatilsynsmyndighet, for eksempel i landet der du bor eller, for vårt estiske selskap, det estiske datatilsynet (Andmekaitse Inspektsioon).',
      ),
      p(`Send forespørsler til ${mail(PRIVACY_EMAIL)}. Vi svarer innen én måned og kan først be deg bekrefte identiteten din.`),
      h2('8. Sikkerhet'),
      p(
        'Vi beskytter opplysningene dine med krypterte forbindelser, tilgangskontroll, overvåking og jevnlig opplæring av ansatte. Du kan legge til et ekstra lag med beskyttelse ved å slå på tofaktorautentisering i profilen. Del aldri passordet ditt; våre ansatte vil aldri be om det.',
      ),
      h2('9. Mindreårige'),
      p('Tjenestene våre er bare for voksne (fra 18 år, fra 21 år under den estiske lisensen). Vi samler ikke bevisst inn opplysninger om mindreårige og stenger alle kontoer som er opprettet av mindreårige.'),
      h2('10. Endringer'),
      p('Vi kan oppdatere denne erklæringen når tjenestene våre eller lovverket endres. Vesentlige endringer varsler vi på e-post eller på nettstedet.'),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Informativa sulla privacy',
    description: `Come ${BRAND} raccoglie, utilizza, condivide e protegge i tuoi dati personali, per quanto tempo li conserviamo e quali sono i tuoi diritti.`,
    keywords: `informativa privacy, dati personali, GDPR, protezione dei dati, ${BRAND}, diritti dell’interessato, conservazione`,
    content: html(
      h2('1. Titolare del trattamento'),
      p(
        `${BRAND} è gestito da ${OPERATOR_CW} (Curaçao). Per i giocatori registrati con la nostra licenza estone il titolare del trattamento è ${OPERATOR_EE} (Tallinn, Estonia). In questa informativa “noi” indica la società presso cui è aperto il tuo conto. Applichiamo a tutti i giocatori gli standard del Regolamento generale sulla protezione dei dati dell’UE (GDPR).`,
        `Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo ${mail(PRIVACY_EMAIL)}.`,
      ),
      h2('2. Dati che raccogliamo'),
      ul(
        '<strong>Dati identificativi e di contatto:</strong> nome, data di nascita, genere, indirizzo, CAP, numero di telefono, indirizzo e-mail, nickname e, con la licenza estone, il tuo codice identificativo personale.',
        '<strong>Dati di verifica:</strong> copie dei documenti d’identità, prova di residenza e informazioni sull’origine dei tuoi fondi o del tuo patrimonio.',
        '<strong>Dati finanziari:</strong> depositi, prelievi, saldi, metodi di pagamento e indirizzi di portafogli di criptovalute. I numeri delle carte sono gestiti da fornitori di pagamento certificati; noi vediamo solo dati della carta mascherati.',
        '<strong>Dati di gioco:</strong> puntate, vincite, partite giocate, bonus, punti fedeltà, limiti ed esclusioni.',
        `<strong>Dati tecnici:</strong> indirizzo IP, posizione approssimativa, dati del dispositivo e del browser, un’impronta del dispositivo usata contro le frodi e cookie (vedi la nostra ${link(l, '/cookie-policy', 'Cookie policy')}).`,
        '<strong>Comunicazioni:</strong> trascrizioni delle chat, e-mail e note delle telefonate con il nostro team.',
        '<strong>Preferenze di marketing:</strong> se hai accettato di ricevere offerte via e-mail o SMS.',
      ),
      h2('3. Finalità e basi giuridiche'),
      ul(
        'Aprire e gestire il tuo conto, elaborare i pagamenti, fornire i giochi e rispondere alle tue domande (esecuzione del contratto).',
        'Verificare età e identità, prevenire il riciclaggio e il finanziamento del terrorismo, proteggere i giocatori dai danni del gioco e riferire alle autorità di regolamentazione e fiscali (obbligo di legge).',
        'Prevenire frodi, imbrogli, abusi dei bonus e conti multipli e proteggere i nostri servizi (legittimo interesse).',
        'Capire come viene usato il sito e migliorarlo (legittimo interesse o, se la legge lo richiede, il tuo consenso).',
        'Inviarti offerte e novità via e-mail o SMS (il tuo consenso, che puoi revocare in qualsiasi momento dal profilo o tramite il link di disiscrizione).',
      ),
      h2('4. Controlli automatizzati'),
      p(
        'Utilizziamo controlli automatizzati per individuare frodi e segnali di gioco problematico, come aumenti improvvisi dei depositi o sessioni molto lunghe. Quando un controllo solleva dubbi, un membro del nostro team esamina il caso prima di limitare il conto. Puoi chiedere che ogni decisione sia riesaminata da una persona e che ti venga spiegata.',
      ),
      h2('5. Con chi condividiamo i dati'),
      p('Non vendiamo mai i tuoi dati personali. Li condividiamo solo quando necessario con:'),
      ul(
        'fornitori di pagamento, banche e processori di pagamenti in criptovaluta;',
        'fornitori di giochi e studi dal vivo che gestiscono i giochi a cui giochi;',
        'servizi di verifica dell’identità e di prevenzione delle frodi;',
        'fornitori di hosting, chat di assistenza, e-mail e SMS, vincolati da contratti che proteggono i tuoi dati;',
        'società del nostro gruppo, revisori e consulenti;',
        'autorità di regolamentazione, forze dell’ordine e tribunali quando la legge lo richiede.',
      ),
      p('Alcuni destinatari si trovano al di fuori dello Spazio economico europeo. In questi casi utilizziamo garanzie come le clausole contrattuali tipo della Commissione europea.'),
      h2('6. Conservazione'),
      p(
        'Conserviamo i dati del conto, di verifica e delle transazioni per cinque anni dalla fine del rapporto, o più a lungo se la legge lo richiede, ad esempio ai fini antiriciclaggio. I dati sull’autoesclusione sono conservati per il tempo necessario a farla rispettare. Le preferenze di marketing sono conservate fino alla revoca del consenso. I dati che non ci servono più vengono cancellati o resi anonimi.',
      ),
      h2('7. I tuoi diritti'),
      ul(
        'accedere ai tuoi dati e riceverne una copia;',
        'ottenere la rettifica dei dati inesatti;',
        'ottenere la cancellazione dei dati quando non ci servono più e nessun obbligo di legge ne impone la conservazione;',
        'limitare il trattamento basato sul legittimo interesse od opporti a esso, e opporti in qualsiasi momento al marketing diretto;',
        'ricevere i dati che ci hai fornito in un formato portabile;',
        'revocare il consenso in qualsiasi momento, senza pregiudicare il trattamento precedente;',
        'proporre reclamo a un’autorità di controllo, ad esempio il Garante per la protezione dei dati personali o, per la nostra società estone, l’Ispettorato estone per la protezione dei dati (Andmekaitse Inspektsioon).',
      ),
      p(`Invia le richieste a ${mail(PRIVACY_EMAIL)}. Rispondiamo entro un mese e potremmo chiederti prima di confermare la tua identità.`),
      h2('8. Sicurezza'),
      p(
        'Proteggiamo i tuoi dati con connessioni cifrate, controlli di accesso, monitoraggio e formazione regolare del personale. Puoi aggiungere un ulteriore livello di protezione attivando l’autenticazione a due fattori nel profilo. Non condividere mai la password; il nostro personale non te la chiederà mai.',
      ),
      h2('9. Minori'),
      p('I nostri servizi sono riservati agli adulti (dai 18 anni, dai 21 anni con la licenza estone). Non raccogliamo consapevolmente dati di minori e chiudiamo qualsiasi conto da loro aperto.'),
      h2('10. Modifiche'),
      p('Possiamo aggiornare questa informativa quando cambiano i nostri servizi o la legge. Ti informeremo delle modifiche importanti via e-mail o sul sito.'),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'Privaatsuspoliitika',
    description: `Kuidas ${BRAND} kogub, kasutab, jagab ja kaitseb teie isikuandmeid, kui kaua me neid säilitame ja millised on teie õigused.`,
    keywords: `privaatsuspoliitika, isikuandmed, andmekaitse, isikuandmete kaitse üldmäärus, ${BRAND}, teie õigused, säilitamine`,
    content: html(
      h2('1. Vastutav töötleja'),
      p(
        `${BRAND} teenust pakub ${OPERATOR_CW} (Curaçao). Meie Eesti tegevusloa alusel registreeritud mängijate isikuandmete vastutav töötleja on ${OPERATOR_EE} (Tallinn, Eesti). Selles poliitikas tähendab „meie“ ettevõtet, kus teie konto on avatud. Kohaldame kõigile mängijatele ELi isikuandmete kaitse üldmääruse (GDPR) nõudeid.`,
        `Meie andmekaitsespetsialistiga saate ühendust aadressil ${mail(PRIVACY_EMAIL)}.`,
      ),
      h2('2. Milliseid andmeid me kogume'),
      ul(
        '<strong>Isiku- ja kontaktandmed:</strong> nimi, sünniaeg, sugu, aadress, postiindeks, telefoninumber, e-posti aadress, hüüdnimi ja Eesti tegevusloa alusel ka teie isikukood.',
        '<strong>Kontrolliandmed:</strong> isikut tõendavate dokumentide koopiad, aadressitõendid ning teave teie vahendite või vara päritolu kohta.',
        '<strong>Finantsandmed:</strong> sissemaksed, väljamaksed, saldod, makseviisid ja krüptorahakottide aadressid. Kaardinumbreid töötlevad sertifitseeritud makseteenuse pakkujad; meie näeme ainult osaliselt varjatud kaardiandmeid.',
        '<strong>Mänguandmed:</strong> panused, võidud, mängitud mängud, boonused, lojaalsuspunktid, limiidid ja välistamised.',
        `<strong>Tehnilised andmed:</strong> IP-aadress, ligikaudne asukoht, seadme ja brauseri andmed, pettuste tõkestamiseks kasutatav seadme sõrmejälg ning küpsised (vt ${link(l, '/cookie-policy', 'küpsiste poliitikat')}).`,
        '<strong>Suhtlus:</strong> vestluste ärakirjad, e-kirjad ja märkmed meie meeskonnaga peetud kõnedest.',
        '<strong>Turunduseelistused:</strong> kas olete nõustunud saama pakkumisi e-posti või SMS-i teel.',
      ),
      h2('3. Töötlemise eesmärgid ja õiguslikud alused'),
      ul(
        'Teie konto avamine ja haldamine, maksete töötlemine, mängude pakkumine ja teie küsimustele vastamine (lepingu täitmine).',
        'Teie vanuse ja isikusamasuse kontrollimine, rahapesu ja terrorismi rahastamise tõkestamine, mängijate kaitsmine hasartmängukahju eest ning aruandlus järelevalve- ja maksuasutustele (juriidiline kohustus).',
        'Pettuste, sohitegemise, boonuste kuritarvitamise ja topeltkontode vältimine ning meie teenuste turvalisuse tagamine (õigustatud huvi).',
        'Saidi kasutamise mõistmine ja parendamine (õigustatud huvi või seaduse nõudel teie nõusolek).',
        'Pakkumiste ja uudiste saatmine e-posti või SMS-i teel (teie nõusolek, mille saate igal ajal profiilis või loobumislingi kaudu tagasi võtta).',
      ),
      h2('4. Automaatsed kontrollid'),
      p(
        'Kasutame automaatseid kontrolle, et avastada pettusi ja kahjuliku mängimise märke, näiteks sissemaksete järsku kasvu või väga pikki seansse. Kui kontroll annab põhjust muretsemiseks, vaatab meie meeskonna liige juhtumi üle enne, kui teie kontot piirame. Võite nõuda, et iga otsuse vaataks üle inimene ja et see teile selgitataks.',
      ),
      h2('5. Kellega me andmeid jagame'),
      p('Me ei müü kunagi teie isikuandmeid. Jagame neid ainult vajaduse korral järgmistega:'),
      ul(
        'makseteenuse pakkujad, pangad ja krüptomaksete töötlejad;',
        'mänguteenuse pakkujad ja live-stuudiod, kes pakuvad teie mängitavaid mänge;',
        'isikutuvastuse ja pettuste tõkestamise teenused;',
        'majutus-, klienditoe vestluse, e-posti ja SMS-i teenuste pakkujad teie andmeid kaitsvate lepingute alusel;',
        'meie kontserni ettevõtted, audiitorid ja nõustajad;',
        'järelevalveasutused, õiguskaitseasutused ja kohtud, kui seadus seda nõuab.',
      ),
      p('Mõned vastuvõtjad asuvad väljaspool Euroopa Majanduspiirkonda. Sellisel juhul kasutame kaitsemeetmeid, näiteks Euroopa Komisjoni tüüptingimusi.'),
      h2('6. Säilitamise tähtajad'),
      p(
        'Konto-, kontrolli- ja tehinguandmeid säilitame viis aastat pärast kliendisuhte lõppu või kauem, kui seadus seda nõuab, näiteks rahapesu tõkestamise eesmärgil. Enesevälistamise andmeid säilitame nii kaua, kui see on välistamise tagamiseks vajalik. Turunduseelistusi säilitame kuni nõusoleku tagasivõtmiseni. Andmed, mida me enam ei vaja, kustutatakse või muudetakse anonüümseks.',
      ),
      h2('7. Teie õigused'),
      ul(
        'tutvuda oma andmetega ja saada neist koopia;',
        'lasta parandada ebaõiged andmed;',
        'lasta andmed kustutada, kui me neid enam ei vaja ja seadus ei kohusta neid säilitama;',
        'piirata õigustatud huvil põhinevat töötlemist või esitada selle suhtes vastuväide ning keelduda igal ajal otseturundusest;',
        'saada enda esitatud andmed ülekantavas vormingus;',
        'võtta nõusolek igal ajal tagasi, ilma et see mõjutaks varasemat töötlemist;',
        'esitada kaebus andmekaitse järelevalveasutusele, näiteks Andmekaitse Inspektsioonile või oma elukohariigi järelevalveasutusele.',
      ),
      p(`Saatke taotlused aadressile ${mail(PRIVACY_EMAIL)}. Vastame ühe kuu jooksul ja võime enne paluda teil oma isikusamasust kinnitada.`),
      h2('8. Turvalisus'),
      p(
        'Kaitseme teie andmeid krüpteeritud ühenduste, juurdepääsukontrolli, seire ja töötajate korrapärase koolitusega. Lisakaitse saate, kui lülitate profiilis sisse kaheastmelise autentimise. Ärge kunagi jagage oma parooli; meie töötajad ei küsi seda kunagi.',
      ),
      h2('9. Alaealised'),
      p('Meie teenused on mõeldud ainult täiskasvanutele (alates 18. eluaastast, Eesti tegevusloa alusel alates 21. eluaastast). Me ei kogu teadlikult alaealiste andmeid ja sulgeme iga alaealise avatud konto.'),
      h2('10. Muudatused'),
      p('Võime seda poliitikat uuendada, kui meie teenused või õigusaktid muutuvad. Olulistest muudatustest teavitame teid e-posti teel või saidil.'),
    ),
  };
}

export const PRIVACY_POLICY_PAGE: SeedPage = {
  path: '/privacy-policy',
  categories: ['static', 'bottom-menu'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
