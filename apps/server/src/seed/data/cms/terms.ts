import type { SeedPage } from '../cms-pages';
import {
  BRAND,
  COMPLAINTS_EMAIL,
  english,
  h2,
  html,
  link,
  mail,
  OPERATOR_CW,
  OPERATOR_EE,
  p,
  SUPPORT_EMAIL,
  ul,
  type EnglishVariant,
  type Licence,
  type PageText,
  type PageTexts,
} from './common';

/**
 * Terms and Conditions. One writer per language covers both licences: the default Curaçao-style
 * licence (/terms-and-conditions) and the Estonian one (/terms-and-conditions/EE, age 21).
 */

function en(v: EnglishVariant, lic: Licence): PageText {
  const l = v.locale;
  const ee = lic === 'EE';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Terms and Conditions (Estonian licence)' : 'Terms and Conditions',
    description: ee
      ? `Terms for players under ${BRAND}'s Estonian licence: age 21+, identity checks, bonuses, withdrawals, dormant accounts and complaints.`
      : `The terms of your ${BRAND} account: eligibility, verification, deposits, bonuses and wagering, withdrawals, dormant accounts and complaints.`,
    keywords: `terms and conditions, ${BRAND}, account rules, bonus terms, wagering requirements, withdrawals, verification, complaints${ee ? ', Estonian licence, EMTA' : ''}`,
    content: html(
      h2('1. About these Terms'),
      p(
        `These Terms and Conditions (the “Terms”) are a binding agreement between you and ${ee ? OPERATOR_EE : OPERATOR_CW}, which operates ${BRAND} (“we”, “us”). By opening an account or using the site you accept these Terms together with our ${link(l, '/privacy-policy', 'Privacy Policy')}, ${link(l, '/cookie-policy', 'Cookie Policy')}, ${link(l, '/general-rules', 'General Rules')} and the rules of every promotion you join. If you do not agree, please do not use the site.`,
        'We may change these Terms, for example when the law or our services change. We will tell you about material changes by e-mail or on the site before they apply and ask you to accept them at your next login. If you do not accept them, you may close your account and withdraw your balance.',
      ),
      h2('2. Who we are'),
      ee
        ? p(
            `For players under the Estonian licence, ${BRAND} is operated by ${OPERATOR_EE}, a company entered in the Estonian Commercial Register with its seat in Tallinn, Estonia. It holds an activity licence and an operating permit for organising remote gambling issued by the Estonian Tax and Customs Board (Maksu- ja Tolliamet, EMTA), which supervises our activity.`,
          )
        : p(
            `${BRAND} is operated by ${OPERATOR_CW}, a company registered in Curaçao and licensed and regulated by the Curaçao Gaming Authority to offer games of chance online. You can check the licence through the validation seal in the footer of every page. Payments may be processed on our behalf by group companies and authorised payment agents.`,
          ),
      h2('3. Who may play'),
      ul(
        `You must be at least ${age} years old${ee ? ', as required by the Estonian Gambling Act' : ', or older if the legal gambling age in your country is higher'}. We check the age of every player. Accounts of minors are closed, their bets are void and their deposits are returned.`,
        'You must have full legal capacity, act on your own behalf and play with money that is legally yours.',
        ee
          ? 'The Estonian licence covers players who play from Estonia. You must not be entered in the list of persons with restrictions on gambling kept by the Estonian Tax and Customs Board; we check the list when you register and regularly afterwards.'
          : 'Online gambling must be legal where you live and where you are when you play; you are responsible for checking this. We do not accept players from the United States and its territories, the United Kingdom, France and its overseas territories, the Netherlands and the Dutch Caribbean, Spain, Curaçao, Israel, Iran, North Korea, Syria, Cuba, Myanmar or any other country on the FATF list of high-risk jurisdictions subject to a call for action. Registration and login are not available from Sweden and Denmark.',
        'Hiding your location, for example with a VPN or proxy, is not allowed.',
        'You must not be self-excluded from gambling with us. Employees of the operator, its group companies, game providers and payment partners, and their close relatives, may not play.',
      ),
      h2('4. Your account'),
      ul(
        '<strong>One account per person.</strong> You may hold only one account. Duplicate accounts will be closed; bonuses and winnings obtained through them may be voided, while your own deposits are returned.',
        'The details you give us must be true, complete and up to date: your name, date of birth, address, phone number and e-mail address. Please update them in your profile or tell our support team when they change.',
        'Confirm your e-mail address through the link we send you; some features stay unavailable until you do.',
        'Keep your password secret and switch on two-factor authentication in your profile security settings. You are responsible for activity on your account unless it results from our failure. Tell us at once if you suspect that someone else has access.',
        'Your account is personal: you may not sell, transfer or lend it, or play on behalf of someone else.',
        'Your account runs in the currency you choose at registration. Games that do not support your currency are shown as unavailable.',
      ),
      h2('5. Verification'),
      p('As a licensed operator we must know who our players are and where their money comes from. We may ask you at any time, and always before your first withdrawal, for:'),
      ul(
        'a valid photo ID (passport, national identity card or driving licence);',
        'proof of address no older than three months, such as a utility bill or bank statement;',
        'proof that the payment method you used is yours, for example a photo of your card with the middle digits covered;',
        'information and documents about the source of your funds or wealth, including a short questionnaire.',
      ),
      p(
        ee
          ? 'Under the Estonian licence we identify every player before the first bet, using the Estonian personal identification code (isikukood) or a foreign equivalent and a recognised identification method.'
          : 'We may use trusted identity-verification services for these checks.',
        'Until verification is complete we may hold withdrawals and restrict deposits or play. If documents are forged or information is false, we may close the account, withhold the balance as far as the law allows and inform the competent authorities.',
      ),
      h2('6. Deposits'),
      ul(
        'You deposit in the cashier with the payment methods offered for your country and currency: cards, e-wallets, bank transfers and cryptocurrencies. Minimum and maximum amounts are shown for each method.',
        'We charge no fees for deposits. Your bank or payment provider may charge its own fees or apply its exchange rates.',
        'Use only payment methods registered in your own name. Payments from third parties are refunded and the account may be suspended.',
        'Deposits are meant for playing. We may return money that is deposited and withdrawn without genuine play to its source.',
        'If a deposit is reversed or charged back, we may suspend the account and recover the amount, including any winnings from it.',
        'Cryptocurrency deposits are credited after the network confirmations shown in the cashier. Sending a different coin or using a different network than shown may cause permanent loss.',
      ),
      h2('7. Bonuses and wagering'),
      p('Bonuses, free spins and other gifts are optional. Each offer has its own terms, which apply together with the rules below; if they conflict, the offer terms prevail.'),
      ul(
        'Bonus money is kept in a bonus balance, separate from your real money. Your balance shows the real, bonus and total amounts, the total amount to wager and the amount already wagered.',
        'Bonus money and winnings from it can be withdrawn only after they have been wagered the number of times stated in the offer. Unless the offer says otherwise, bonus money must be wagered 30 times, winnings from free spins 30 times and cashback-style rewards 3 times.',
        `Only bets in eligible games count towards wagering; they are marked in the Bonus Wagering category. Table games, live games and some ${v.slots} may count less or not at all.`,
        'While a bonus is active, the maximum bet per round stated in the offer applies. Larger bets may lead to the removal of the bonus and its winnings.',
        'A bonus that is not wagered within its validity period expires together with the winnings from it.',
        'You may cancel an active bonus at any time in your profile. Cancelling removes the remaining bonus money and the winnings from it; your real money is not affected. Requesting a withdrawal before the wagering is complete also cancels the active bonus.',
        'Unless stated otherwise, each offer is available once per person, household, payment method and device. Players holding more than one account are not eligible for deposit bonuses.',
        'We may withhold bonuses and related winnings where we reasonably find bonus abuse, such as low-risk betting on opposite outcomes, collusion or the use of several accounts.',
        'You can refuse bonuses altogether in your profile settings.',
      ),
      h2('8. Withdrawals'),
      ul(
        'Once your account is verified, you can withdraw your real balance at any time in the cashier. Bonus money becomes withdrawable only when its wagering is complete.',
        'Where possible, we pay withdrawals to the method and account you deposited from, up to the amount deposited; the rest can be paid to another method in your name.',
        'We review withdrawal requests within 24 hours and then pay them out without delay; most methods are instant. While a request is still pending you can cancel it and return the money to your balance.',
        'We charge no fees for withdrawals. Minimum and maximum amounts per method, including cryptocurrency limits, are shown in the cashier.',
        'Before paying large amounts we may carry out additional checks required by anti-money-laundering law.',
        'You are responsible for declaring winnings where the tax law of your country requires it.',
      ),
      h2('9. Games and fair play'),
      p(
        `All games use certified random number generators or, for live games, real equipment in licensed studios. The return to player (RTP) of each game is shown in its information screen. Game rules, malfunctions, interrupted rounds and prohibited conduct are described in our ${link(l, '/general-rules', 'General Rules')}. A malfunction voids all pays and plays.`,
      ),
      h2('10. Responsible gaming'),
      p(
        `Gambling should be entertainment, never a way to make money. You can set deposit, loss, wager and session limits, take a cooling-off break or self-exclude at any time; see ${link(l, ee ? '/responsible-gaming/EE' : '/responsible-gaming', 'Responsible Gaming')}. If you are worried about your gambling, contact ${ee ? 'the Estonian Gambling Addiction Counselling Centre or ' : ''}${v.helpLine}.`,
      ),
      h2('11. Dormant accounts'),
      p(
        'An account without a login for 12 consecutive months becomes dormant. We will e-mail you at least 30 days before. We charge no fees on dormant accounts and your real balance stays yours: log in or contact support to reactivate the account or withdraw the money. We may ask you to verify your identity again first. Bonus money and unused free spins expire under their own terms.',
      ),
      h2('12. Closing or suspending an account'),
      ul(
        'You may close your account at any time through support. Your real balance is paid out after any pending checks. If you want to stop because of gambling concerns, please use self-exclusion instead, so that we also stop marketing and prevent new accounts.',
        'We may suspend or close an account for a breach of these Terms, fraud, money laundering, cheating or abusive behaviour towards our staff, or where the law or our licence requires it. We will tell you why unless the law prevents it. Money that is legally yours is paid out, except amounts obtained through fraud, cheating or a breach of these Terms.',
      ),
      h2('13. Complaints'),
      p(
        `If something goes wrong, please contact our support team first through the 24/7 chat or at ${mail(SUPPORT_EMAIL)}; most questions are solved straight away.`,
        `If you are not satisfied, send a complaint to ${mail(COMPLAINTS_EMAIL)} with your username, the date and a description of the problem. We confirm receipt within 48 hours and give a final answer within 14 days; in complex cases we may extend this by another 14 days and tell you why.`,
        ee
          ? 'If you disagree with our final answer, you can turn to the Estonian Tax and Customs Board as the supervisory authority, or free of charge to the Consumer Disputes Committee at the Consumer Protection and Technical Regulatory Authority (TTJA). You may also go to court.'
          : 'If you disagree with our final answer, you can refer the complaint to the Curaçao Gaming Authority through the complaint procedure on its website.',
      ),
      h2('14. Liability'),
      p(
        'The site and games are provided as they are. We are not liable for losses caused by events beyond our reasonable control, such as internet outages, for indirect losses, or for losses resulting from your breach of these Terms. Nothing in these Terms limits liability that cannot be limited by law or your statutory rights as a consumer.',
        'Money credited to your account by mistake is not yours and will be corrected. Please tell us if you notice such an error.',
      ),
      h2('15. Governing law and language'),
      p(
        ee
          ? 'These Terms are governed by Estonian law. Disputes are decided by Harju County Court unless the law gives you the right to go to another court. If language versions differ, the Estonian version prevails.'
          : 'These Terms are governed by the laws of Curaçao, without affecting the mandatory consumer protection of the country where you live. If language versions differ, the English version prevails.',
      ),
    ),
  };
}

function de(lic: Licence): PageText {
  const l = 'de';
  const ee = lic === 'EE';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Allgemeine Geschäftsbedingungen (estnische Lizenz)' : 'Allgemeine Geschäftsbedingungen',
    description: ee
      ? `AGB für Spieler unter der estnischen Lizenz von ${BRAND}: ab 21 Jahren, Identitätsprüfung, Boni, Auszahlungen und Beschwerden.`
      : `Die AGB für dein ${BRAND}-Konto: Teilnahme, Verifizierung, Einzahlungen, Boni und Umsatzbedingungen, Auszahlungen und Beschwerden.`,
    keywords: `AGB, Allgemeine Geschäftsbedingungen, ${BRAND}, Bonusbedingungen, Umsatzbedingungen, Auszahlung, Verifizierung, Beschwerde${ee ? ', estnische Lizenz, EMTA' : ''}`,
    content: html(
      h2('1. Über diese Bedingungen'),
      p(
        `Diese Allgemeinen Geschäftsbedingungen („AGB“) sind eine verbindliche Vereinbarung zwischen dir und der ${ee ? OPERATOR_EE : OPERATOR_CW}, die ${BRAND} betreibt („wir“, „uns“). Mit der Eröffnung eines Kontos oder der Nutzung der Website akzeptierst du diese AGB zusammen mit unserer ${link(l, '/privacy-policy', 'Datenschutzerklärung')}, unserer ${link(l, '/cookie-policy', 'Cookie-Richtlinie')}, den ${link(l, '/general-rules', 'Allgemeinen Regeln')} und den Bedingungen jeder Aktion, an der du teilnimmst. Wenn du nicht einverstanden bist, nutze die Website bitte nicht.`,
        'Wir können diese AGB ändern, etwa wenn sich Gesetze oder unsere Leistungen ändern. Über wesentliche Änderungen informieren wir dich vorab per E-Mail oder auf der Website und bitten dich beim nächsten Login um deine Zustimmung. Stimmst du nicht zu, kannst du dein Konto schließen und dein Guthaben auszahlen lassen.',
      ),
      h2('2. Wer wir sind'),
      ee
        ? p(
            `Für Spieler unter der estnischen Lizenz wird ${BRAND} von der ${OPERATOR_EE} betrieben, einer im estnischen Handelsregister eingetragenen Gesellschaft mit Sitz in Tallinn, Estland. Sie besitzt eine Tätigkeitslizenz und eine Betriebserlaubnis für die Veranstaltung von Fernglücksspielen, erteilt von der estnischen Steuer- und Zollbehörde (Maksu- ja Tolliamet, EMTA), die unsere Tätigkeit beaufsichtigt.`,
          )
        : p(
            `${BRAND} wird von der ${OPERATOR_CW} betrieben, einer in Curaçao eingetragenen Gesellschaft, die von der Curaçao Gaming Authority für das Angebot von Online-Glücksspielen lizenziert und beaufsichtigt wird. Die Lizenz kannst du über das Prüfsiegel in der Fußzeile jeder Seite überprüfen. Zahlungen können in unserem Auftrag von Konzerngesellschaften und zugelassenen Zahlungsagenten abgewickelt werden.`,
          ),
      h2('3. Wer spielen darf'),
      ul(
        `Du musst mindestens ${age} Jahre alt sein${ee ? ', wie es das estnische Glücksspielgesetz verlangt' : ' oder älter, wenn das gesetzliche Mindestalter für Glücksspiele in deinem Land höher ist'}. Wir prüfen das Alter jedes Spielers. Konten von Minderjährigen werden geschlossen, ihre Einsätze sind ungültig und Einzahlungen werden erstattet.`,
        'Du musst voll geschäftsfähig sein, im eigenen Namen handeln und mit Geld spielen, das rechtmäßig dir gehört.',
        ee
          ? 'Die estnische Lizenz gilt für Spieler, die von Estland aus spielen. Du darfst nicht in der Liste der Personen mit Glücksspielbeschränkungen der estnischen Steuer- und Zollbehörde eingetragen sein; wir prüfen diese Liste bei der Registrierung und danach regelmäßig.'
          : 'Online-Glücksspiel muss dort erlaubt sein, wo du wohnst und wo du dich beim Spielen aufhältst; dies zu prüfen liegt in deiner Verantwortung. Wir nehmen keine Spieler aus den Vereinigten Staaten und ihren Territorien, dem Vereinigten Königreich, Frankreich und seinen Überseegebieten, den Niederlanden und den Karibischen Niederlanden, Spanien, Curaçao, Israel, Iran, Nordkorea, Syrien, Kuba, Myanmar oder einem anderen Land auf der FATF-Liste der Hochrisikoländer mit Aufruf zum Handeln an. Registrierung und Login sind aus Schweden und Dänemark nicht möglich.',
        'Das Verschleiern deines Standorts, etwa über ein VPN oder einen Proxy, ist nicht erlaubt.',
        'Du darfst bei uns nicht vom Spiel ausgeschlossen sein. Mitarbeiter des Betreibers, seiner Konzerngesellschaften, Spieleanbieter und Zahlungspartner sowie deren nahe Angehörige dürfen nicht spielen.',
      ),
      h2('4. Dein Konto'),
      ul(
        '<strong>Ein Konto pro Person.</strong> Du darfst nur ein Konto führen. Doppelte Konten werden geschlossen; darüber erhaltene Boni und Gewinne können annulliert werden, deine eigenen Einzahlungen werden erstattet.',
        'Deine Angaben müssen wahr, vollständig und aktuell sein: Name, Geburtsdatum, Adresse, Telefonnummer und E-Mail-Adresse. Bitte aktualisiere sie im Profil oder informiere unseren Support, wenn sich etwas ändert.',
        'Bestätige deine E-Mail-Adresse über den Link, den wir dir senden; einige Funktionen sind erst danach verfügbar.',
        'Halte dein Passwort geheim und aktiviere die Zwei-Faktor-Authentifizierung in den Sicherheitseinstellungen deines Profils. Du bist für die Aktivitäten auf deinem Konto verantwortlich, sofern sie nicht auf unser Verschulden zurückgehen. Melde dich sofort, wenn du vermutest, dass jemand anderes Zugriff hat.',
        'Dein Konto ist persönlich: Du darfst es nicht verkaufen, übertragen oder verleihen und nicht für andere spielen.',
        'Dein Konto wird in der Währung geführt, die du bei der Registrierung wählst. Spiele, die deine Währung nicht unterstützen, werden als nicht verfügbar angezeigt.',
      ),
      h2('5. Verifizierung'),
      p('Als lizenzierter Anbieter müssen wir wissen, wer unsere Spieler sind und woher ihr Geld stammt. Wir können jederzeit und in jedem Fall vor der ersten Auszahlung Folgendes anfordern:'),
      ul(
        'einen gültigen Lichtbildausweis (Reisepass, Personalausweis oder Führerschein);',
        'einen Adressnachweis, nicht älter als drei Monate, etwa eine Versorgerrechnung oder einen Kontoauszug;',
        'einen Nachweis, dass die genutzte Zahlungsmethode dir gehört, zum Beispiel ein Foto deiner Karte mit abgedeckten mittleren Ziffern;',
        'Angaben und Unterlagen zur Herkunft deiner Mittel oder deines Vermögens, einschließlich eines kurzen Fragebogens.',
      ),
      p(
        ee
          ? 'Unter der estnischen Lizenz identifizieren wir jeden Spieler vor dem ersten Einsatz anhand des estnischen persönlichen Identifikationscodes (isikukood) oder einer ausländischen Entsprechung und eines anerkannten Identifizierungsverfahrens.'
          : 'Für diese Prüfungen können wir vertrauenswürdige Dienstleister für Identitätsprüfung einsetzen.',
        'Bis zum Abschluss der Verifizierung können wir Auszahlungen zurückhalten und Einzahlungen oder das Spielen einschränken. Sind Dokumente gefälscht oder Angaben falsch, können wir das Konto schließen, das Guthaben im gesetzlich zulässigen Umfang einbehalten und die zuständigen Behörden informieren.',
      ),
      h2('6. Einzahlungen'),
      ul(
        'Du zahlst im Kassenbereich mit den Zahlungsmethoden ein, die für dein Land und deine Währung angeboten werden: Karten, E-Wallets, Banküberweisungen und Kryptowährungen. Mindest- und Höchstbeträge werden bei jeder Methode angezeigt.',
        'Wir erheben keine Gebühren für Einzahlungen. Deine Bank oder dein Zahlungsdienst kann eigene Gebühren oder Wechselkurse berechnen.',
        'Nutze nur Zahlungsmethoden, die auf deinen Namen lauten. Zahlungen Dritter werden erstattet und das Konto kann gesperrt werden.',
        'Einzahlungen dienen dem Spiel. Geld, das ohne echtes Spiel ein- und wieder ausgezahlt wird, können wir an die Quelle zurücküberweisen.',
        'Wird eine Einzahlung storniert oder zurückgebucht, können wir das Konto sperren und den Betrag einschließlich daraus erzielter Gewinne zurückfordern.',
        'Einzahlungen in Kryptowährung werden nach der im Kassenbereich angegebenen Zahl von Netzwerkbestätigungen gutgeschrieben. Wer eine andere Coin oder ein anderes Netzwerk als angegeben verwendet, riskiert den dauerhaften Verlust.',
      ),
      h2('7. Boni und Umsatzbedingungen'),
      p('Boni, Freispiele und andere Geschenke sind freiwillig. Jedes Angebot hat eigene Bedingungen, die zusammen mit den folgenden Regeln gelten; bei Widersprüchen haben die Angebotsbedingungen Vorrang.'),
      ul(
        'Bonusgeld wird getrennt von deinem Echtgeld in einem Bonusguthaben geführt. Deine Kontoübersicht zeigt Echtgeld, Bonus und Gesamtbetrag, den insgesamt umzusetzenden Betrag und den bereits umgesetzten Betrag.',
        'Bonusgeld und Gewinne daraus können erst ausgezahlt werden, wenn sie so oft umgesetzt wurden, wie im Angebot angegeben. Sofern nicht anders angegeben, muss Bonusgeld 30-mal, Gewinne aus Freispielen 30-mal und Cashback-Prämien 3-mal umgesetzt werden.',
        'Nur Einsätze in zulässigen Spielen zählen zum Umsatz; diese sind in der Kategorie „Bonus Wagering“ gekennzeichnet. Tischspiele, Live-Spiele und einige Slots zählen geringer oder gar nicht.',
        'Solange ein Bonus aktiv ist, gilt der im Angebot genannte Höchsteinsatz pro Runde. Höhere Einsätze können zur Entfernung des Bonus und seiner Gewinne führen.',
        'Ein Bonus, der nicht innerhalb seiner Gültigkeitsdauer umgesetzt wird, verfällt samt den daraus erzielten Gewinnen.',
        'Du kannst einen aktiven Bonus jederzeit in deinem Profil stornieren. Dabei werden das verbleibende Bonusgeld und die Gewinne daraus entfernt; dein Echtgeld bleibt unberührt. Auch eine Auszahlungsanfrage vor Erfüllung der Umsatzbedingungen storniert den aktiven Bonus.',
        'Sofern nicht anders angegeben, ist jedes Angebot einmal pro Person, Haushalt, Zahlungsmethode und Gerät verfügbar. Spieler mit mehr als einem Konto erhalten keine Einzahlungsboni.',
        'Bei begründetem Verdacht auf Bonusmissbrauch, etwa risikoarme Einsätze auf gegensätzliche Ergebnisse, Absprachen oder die Nutzung mehrerer Konten, können wir Boni und zugehörige Gewinne einbehalten.',
        'In deinen Profileinstellungen kannst du Boni auch ganz ablehnen.',
      ),
      h2('8. Auszahlungen'),
      ul(
        'Sobald dein Konto verifiziert ist, kannst du dein Echtgeld jederzeit im Kassenbereich auszahlen lassen. Bonusgeld wird erst nach Erfüllung der Umsatzbedingungen auszahlbar.',
        'Wenn möglich zahlen wir auf die Methode und das Konto aus, von dem du eingezahlt hast, bis zur Höhe der Einzahlung; der Rest kann auf eine andere Methode auf deinen Namen ausgezahlt werden.',
        'Wir prüfen Auszahlungsanfragen innerhalb von 24 Stunden und zahlen danach unverzüglich aus; die meisten Methoden sind sofort. Solange eine Anfrage noch aussteht, kannst du sie stornieren und das Geld auf dein Guthaben zurückbuchen.',
        'Wir erheben keine Gebühren für Auszahlungen. Mindest- und Höchstbeträge je Methode, auch für Kryptowährungen, siehst du im Kassenbereich.',
        'Vor der Auszahlung hoher Beträge können wir zusätzliche Prüfungen nach dem Geldwäscherecht durchführen.',
        'Du bist dafür verantwortlich, Gewinne anzugeben, wenn das Steuerrecht deines Landes dies verlangt.',
      ),
      h2('9. Spiele und Fairness'),
      p(
        `Alle Spiele nutzen zertifizierte Zufallszahlengeneratoren oder, bei Live-Spielen, echte Ausrüstung in lizenzierten Studios. Die Auszahlungsquote (RTP) jedes Spiels findest du in dessen Infobereich. Spielregeln, Fehlfunktionen, unterbrochene Runden und verbotenes Verhalten regeln unsere ${link(l, '/general-rules', 'Allgemeinen Regeln')}. Eine Fehlfunktion macht alle Einsätze und Gewinne ungültig.`,
      ),
      h2('10. Verantwortungsvolles Spielen'),
      p(
        `Glücksspiel soll Unterhaltung sein, niemals eine Einnahmequelle. Du kannst jederzeit Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits setzen, eine Spielpause einlegen oder dich selbst sperren; siehe ${link(l, ee ? '/responsible-gaming/EE' : '/responsible-gaming', 'Verantwortungsvolles Spielen')}. Wenn du dir Sorgen um dein Spielverhalten machst, ${ee ? 'wende dich an das estnische Beratungszentrum für Glücksspielsucht oder ' : ''}ruf das Beratungstelefon zur Glücksspielsucht unter 0800 1 37 27 00 an (kostenlos).`,
      ),
      h2('11. Inaktive Konten'),
      p(
        'Ein Konto ohne Login in 12 aufeinanderfolgenden Monaten wird inaktiv. Wir informieren dich mindestens 30 Tage vorher per E-Mail. Wir erheben keine Gebühren auf inaktive Konten und dein Echtgeld bleibt dein Eigentum: Melde dich an oder kontaktiere den Support, um das Konto zu reaktivieren oder das Geld auszahlen zu lassen. Zuvor können wir dich bitten, deine Identität erneut zu bestätigen. Bonusgeld und nicht genutzte Freispiele verfallen nach ihren eigenen Bedingungen.',
      ),
      h2('12. Schließung oder Sperrung eines Kontos'),
      ul(
        'Du kannst dein Konto jederzeit über den Support schließen. Dein Echtgeld wird nach Abschluss laufender Prüfungen ausgezahlt. Wenn du wegen deines Spielverhaltens aufhören möchtest, nutze bitte stattdessen die Selbstsperre, damit wir auch Werbung einstellen und neue Konten verhindern.',
        'Wir können ein Konto bei Verstößen gegen diese AGB, Betrug, Geldwäsche, Manipulation oder beleidigendem Verhalten gegenüber unseren Mitarbeitern sperren oder schließen, ebenso wenn Gesetz oder Lizenz dies verlangen. Wir nennen dir den Grund, sofern das Gesetz dies nicht verbietet. Geld, das dir rechtmäßig gehört, wird ausgezahlt, mit Ausnahme von Beträgen aus Betrug, Manipulation oder Verstößen gegen diese AGB.',
      ),
      h2('13. Beschwerden'),
      p(
        `Wenn etwas nicht stimmt, wende dich bitte zuerst über den 24/7-Chat oder unter ${mail(SUPPORT_EMAIL)} an unseren Support; die meisten Anliegen lassen sich sofort klären.`,
        `Bist du nicht zufrieden, sende eine Beschwerde mit Benutzernamen, Datum und Beschreibung des Problems an ${mail(COMPLAINTS_EMAIL)}. Wir bestätigen den Eingang innerhalb von 48 Stunden und antworten abschließend innerhalb von 14 Tagen; in komplexen Fällen können wir diese Frist mit Begründung um weitere 14 Tage verlängern.`,
        ee
          ? 'Bist du mit unserer abschließenden Antwort nicht einverstanden, kannst du dich an die estnische Steuer- und Zollbehörde als Aufsichtsbehörde oder kostenlos an die Verbraucherschlichtungskommission der estnischen Verbraucherschutz- und Technikaufsichtsbehörde (TTJA) wenden. Der Rechtsweg bleibt dir offen.'
          : 'Bist du mit unserer abschließenden Antwort nicht einverstanden, kannst du die Beschwerde über das Beschwerdeverfahren auf der Website der Curaçao Gaming Authority einreichen.',
      ),
      h2('14. Haftung'),
      p(
        'Website und Spiele werden so bereitgestellt, wie sie sind. Wir haften nicht für Verluste durch Ereignisse außerhalb unseres zumutbaren Einflusses, etwa Internetausfälle, nicht für mittelbare Schäden und nicht für Verluste aus deinen Verstößen gegen diese AGB. Nichts in diesen AGB beschränkt eine gesetzlich nicht beschränkbare Haftung oder deine gesetzlichen Rechte als Verbraucher.',
        'Irrtümlich gutgeschriebenes Geld gehört nicht dir und wird korrigiert. Bitte informiere uns, wenn dir ein solcher Fehler auffällt.',
      ),
      h2('15. Anwendbares Recht und Sprache'),
      p(
        ee
          ? 'Für diese AGB gilt estnisches Recht. Für Streitigkeiten ist das Landgericht Harju zuständig, sofern dir das Gesetz nicht das Recht gibt, ein anderes Gericht anzurufen. Bei Abweichungen zwischen Sprachfassungen ist die estnische Fassung maßgeblich.'
          : 'Für diese AGB gilt das Recht von Curaçao, unbeschadet des zwingenden Verbraucherschutzes in deinem Wohnsitzland. Bei Abweichungen zwischen Sprachfassungen ist die englische Fassung maßgeblich.',
      ),
    ),
  };
}

function frCA(lic: Licence): PageText {
  const l = 'fr-CA';
  const ee = lic === 'EE';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Conditions générales (licence estonienne)' : 'Conditions générales',
    description: ee
      ? `Conditions pour les joueurs sous la licence estonienne de ${BRAND} : 21 ans et plus, vérification, bonis, retraits et plaintes.`
      : `Les conditions de votre compte ${BRAND} : admissibilité, vérification, dépôts, bonis et exigences de mise, retraits et plaintes.`,
    keywords: `conditions générales, modalités, ${BRAND}, conditions des bonis, exigences de mise, retraits, vérification, plaintes${ee ? ', licence estonienne, EMTA' : ''}`,
    content: html(
      h2('1. À propos des présentes conditions'),
      p(
        `Les présentes conditions générales (les « Conditions ») constituent une entente ayant force obligatoire entre vous et ${ee ? OPERATOR_EE : OPERATOR_CW}, qui exploite ${BRAND} (« nous »). En ouvrant un compte ou en utilisant le site, vous acceptez les Conditions ainsi que notre ${link(l, '/privacy-policy', 'Politique de confidentialité')}, notre ${link(l, '/cookie-policy', 'Politique relative aux témoins')}, les ${link(l, '/general-rules', 'Règles générales')} et les règles de chaque promotion à laquelle vous participez. Si vous n’êtes pas d’accord, veuillez ne pas utiliser le site.`,
        'Nous pouvons modifier les Conditions, par exemple lorsque la loi ou nos services changent. Nous vous informerons de toute modification importante par courriel ou sur le site avant son entrée en vigueur et vous demanderons de l’accepter à votre prochaine connexion. Si vous la refusez, vous pouvez fermer votre compte et retirer votre solde.',
      ),
      h2('2. Qui sommes-nous'),
      ee
        ? p(
            `Pour les joueurs relevant de la licence estonienne, ${BRAND} est exploité par ${OPERATOR_EE}, société inscrite au registre du commerce estonien dont le siège est à Tallinn, en Estonie. Elle détient une licence d’activité et un permis d’exploitation pour l’organisation de jeux de hasard à distance délivrés par l’Administration fiscale et douanière estonienne (Maksu- ja Tolliamet, EMTA), qui supervise nos activités.`,
          )
        : p(
            `${BRAND} est exploité par ${OPERATOR_CW}, société immatriculée à Curaçao, titulaire d’une licence de la Curaçao Gaming Authority, qui l’autorise à offrir des jeux de hasard en ligne et en assure la surveillance. Vous pouvez vérifier la licence au moyen du sceau de validation affiché au bas de chaque page. Les paiements peuvent être traités en notre nom par des sociétés du groupe et des agents de paiement autorisés.`,
          ),
      h2('3. Qui peut jouer'),
      ul(
        `Vous devez avoir au moins ${age} ans${ee ? ', comme l’exige la loi estonienne sur les jeux de hasard' : ', ou davantage si l’âge légal pour jouer est plus élevé dans votre province ou votre pays'}. Nous vérifions l’âge de chaque joueur. Les comptes de personnes mineures sont fermés, leurs mises sont annulées et leurs dépôts sont remboursés.`,
        'Vous devez avoir la pleine capacité juridique, agir pour votre propre compte et jouer avec de l’argent qui vous appartient légalement.',
        ee
          ? 'La licence estonienne vise les joueurs qui jouent depuis l’Estonie. Vous ne devez pas être inscrit sur la liste des personnes faisant l’objet de restrictions de jeu tenue par l’Administration fiscale et douanière estonienne; nous consultons cette liste à l’inscription, puis régulièrement.'
          : 'Les jeux de hasard en ligne doivent être légaux là où vous habitez et là où vous vous trouvez lorsque vous jouez; il vous appartient de le vérifier. Nous n’acceptons pas les joueurs des États-Unis et de leurs territoires, du Royaume-Uni, de la France et de ses territoires d’outre-mer, des Pays-Bas et des Pays-Bas caribéens, de l’Espagne, de Curaçao, d’Israël, de l’Iran, de la Corée du Nord, de la Syrie, de Cuba, du Myanmar ni de tout autre pays figurant sur la liste du GAFI des juridictions à haut risque faisant l’objet d’un appel à l’action. L’inscription et la connexion ne sont pas offertes depuis la Suède et le Danemark.',
        'Il est interdit de masquer votre emplacement, par exemple au moyen d’un RPV (VPN) ou d’un serveur mandataire.',
        'Vous ne devez pas être autoexclu du jeu chez nous. Les employés de l’exploitant, des sociétés de son groupe, des fournisseurs de jeux et des partenaires de paiement, ainsi que leurs proches, ne peuvent pas jouer.',
      ),
      h2('4. Votre compte'),
      ul(
        '<strong>Un seul compte par personne.</strong> Vous ne pouvez détenir qu’un seul compte. Les comptes en double sont fermés; les bonis et les gains obtenus grâce à eux peuvent être annulés, mais vos propres dépôts vous sont remboursés.',
        'Les renseignements que vous fournissez doivent être exacts, complets et à jour : nom, date de naissance, adresse, numéro de téléphone et adresse courriel. Mettez-les à jour dans votre profil ou avisez notre soutien lorsqu’ils changent.',
        'Confirmez votre adresse courriel au moyen du lien que nous vous envoyons; certaines fonctions ne sont offertes qu’une fois cette étape franchie.',
        'Gardez votre mot de passe secret et activez l’authentification à deux facteurs dans les paramètres de sécurité de votre profil. Vous êtes responsable des activités de votre compte, sauf si elles découlent d’un manquement de notre part. Avisez-nous immédiatement si vous soupçonnez qu’une autre personne y a accès.',
        'Votre compte est personnel : vous ne pouvez pas le vendre, le céder ni le prêter, ni jouer pour le compte d’une autre personne.',
        'Votre compte est tenu dans la devise choisie à l’inscription. Les jeux qui ne prennent pas en charge votre devise sont indiqués comme non disponibles.',
      ),
      h2('5. Vérification'),
      p('À titre d’exploitant titulaire d’une licence, nous devons savoir qui sont nos joueurs et d’où provient leur argent. Nous pouvons vous demander en tout temps, et dans tous les cas avant votre premier retrait :'),
      ul(
        'une pièce d’identité valide avec photo (passeport, carte d’identité nationale ou permis de conduire);',
        'une preuve d’adresse datant de moins de trois mois, comme une facture de services publics ou un relevé bancaire;',
        'une preuve que le mode de paiement utilisé vous appartient, par exemple une photo de votre carte dont les chiffres du milieu sont masqués;',
        'des renseignements et des documents sur la provenance de vos fonds ou de votre patrimoine, y compris un court questionnaire.',
      ),
      p(
        ee
          ? 'Sous la licence estonienne, nous identifions chaque joueur avant sa première mise au moyen du code d’identification personnel estonien (isikukood) ou de son équivalent étranger et d’une méthode d’identification reconnue.'
          : 'Nous pouvons faire appel à des services de vérification d’identité reconnus pour ces contrôles.',
        'Tant que la vérification n’est pas terminée, nous pouvons retenir les retraits et restreindre les dépôts ou le jeu. Si des documents sont falsifiés ou des renseignements inexacts, nous pouvons fermer le compte, retenir le solde dans la mesure permise par la loi et aviser les autorités compétentes.',
      ),
      h2('6. Dépôts'),
      ul(
        'Vous déposez à la caisse au moyen des modes de paiement offerts pour votre pays et votre devise : cartes, portefeuilles électroniques, virements bancaires et cryptomonnaies. Les montants minimum et maximum sont indiqués pour chaque mode.',
        'Nous ne facturons aucuns frais de dépôt. Votre banque ou votre fournisseur de paiement peut exiger ses propres frais ou appliquer ses taux de change.',
        'Utilisez uniquement des modes de paiement à votre nom. Les paiements de tiers sont remboursés et le compte peut être suspendu.',
        'Les dépôts sont destinés au jeu. Nous pouvons retourner à sa source l’argent déposé puis retiré sans véritable activité de jeu.',
        'Si un dépôt est annulé ou fait l’objet d’une rétrofacturation, nous pouvons suspendre le compte et recouvrer le montant, y compris les gains qui en découlent.',
        'Les dépôts en cryptomonnaie sont crédités après le nombre de confirmations réseau indiqué à la caisse. L’envoi d’une autre cryptomonnaie ou l’utilisation d’un autre réseau que celui indiqué peut entraîner une perte définitive.',
      ),
      h2('7. Bonis et exigences de mise'),
      p('Les bonis, tours gratuits et autres cadeaux sont facultatifs. Chaque offre a ses propres conditions, qui s’appliquent avec les règles ci-dessous; en cas de conflit, les conditions de l’offre l’emportent.'),
      ul(
        'L’argent de boni est conservé dans un solde de boni distinct de votre argent réel. Votre solde affiche l’argent réel, le boni et le total, le montant total à miser et le montant déjà misé.',
        'L’argent de boni et les gains qui en découlent ne peuvent être retirés qu’après avoir été misés le nombre de fois indiqué dans l’offre. Sauf indication contraire, l’argent de boni doit être misé 30 fois, les gains des tours gratuits 30 fois et les récompenses de type remise en argent 3 fois.',
        'Seules les mises sur les jeux admissibles comptent pour les exigences de mise; ces jeux figurent dans la catégorie « Bonus Wagering ». Les jeux de table, les jeux en direct et certaines machines à sous comptent moins ou pas du tout.',
        'Tant qu’un boni est actif, la mise maximale par partie indiquée dans l’offre s’applique. Des mises plus élevées peuvent entraîner le retrait du boni et de ses gains.',
        'Un boni qui n’est pas misé pendant sa période de validité expire avec les gains qui en découlent.',
        'Vous pouvez annuler un boni actif en tout temps dans votre profil. L’annulation retire l’argent de boni restant et les gains qui en découlent; votre argent réel n’est pas touché. Une demande de retrait faite avant que les exigences de mise soient remplies annule aussi le boni actif.',
        'Sauf indication contraire, chaque offre est accessible une seule fois par personne, foyer, mode de paiement et appareil. Les joueurs qui détiennent plus d’un compte ne sont pas admissibles aux bonis de dépôt.',
        'Nous pouvons retenir les bonis et les gains connexes si nous constatons raisonnablement un abus, comme des mises à faible risque sur des résultats opposés, de la collusion ou l’utilisation de plusieurs comptes.',
        'Vous pouvez refuser tous les bonis dans les paramètres de votre profil.',
      ),
      h2('8. Retraits'),
      ul(
        'Une fois votre compte vérifié, vous pouvez retirer votre argent réel en tout temps à la caisse. L’argent de boni ne peut être retiré qu’une fois ses exigences de mise remplies.',
        'Dans la mesure du possible, nous versons les retraits au mode de paiement et au compte ayant servi au dépôt, jusqu’à concurrence du montant déposé; le reste peut être versé à un autre mode de paiement à votre nom.',
        'Nous examinons les demandes de retrait dans un délai de 24 heures, puis les payons sans tarder; la plupart des modes sont instantanés. Tant qu’une demande est en attente, vous pouvez l’annuler et remettre l’argent dans votre solde.',
        'Nous ne facturons aucuns frais de retrait. Les montants minimum et maximum par mode, y compris pour les cryptomonnaies, sont indiqués à la caisse.',
        'Avant de verser des montants importants, nous pouvons effectuer des vérifications supplémentaires exigées par les lois contre le blanchiment d’argent.',
        'Il vous incombe de déclarer vos gains lorsque les lois fiscales de votre pays l’exigent.',
      ),
      h2('9. Jeux et équité'),
      p(
        `Tous les jeux utilisent des générateurs de nombres aléatoires certifiés ou, pour les jeux en direct, du véritable matériel dans des studios autorisés. Le taux de retour au joueur (RTP) de chaque jeu est indiqué dans son écran d’information. Les règles des jeux, les défaillances, les parties interrompues et les comportements interdits sont décrits dans nos ${link(l, '/general-rules', 'Règles générales')}. Toute défaillance annule l’ensemble des mises et des gains.`,
      ),
      h2('10. Jeu responsable'),
      p(
        `Le jeu doit demeurer un divertissement et jamais une façon de gagner de l’argent. Vous pouvez en tout temps fixer des limites de dépôt, de perte, de mise et de session, prendre une pause ou vous autoexclure; consultez la page ${link(l, ee ? '/responsible-gaming/EE' : '/responsible-gaming', 'Jeu responsable')}. Si votre façon de jouer vous inquiète, ${ee ? 'communiquez avec le Centre estonien de consultation en dépendance au jeu ou ' : ''}appelez Jeu : aide et référence au 1 800 461-0140 (gratuit, 24 h/24).`,
      ),
      h2('11. Comptes inactifs'),
      p(
        'Un compte sans connexion pendant 12 mois consécutifs devient inactif. Nous vous en avisons par courriel au moins 30 jours à l’avance. Nous ne facturons aucuns frais sur les comptes inactifs et votre argent réel vous appartient toujours : connectez-vous ou communiquez avec le soutien pour réactiver le compte ou retirer l’argent. Nous pouvons d’abord vous demander de confirmer de nouveau votre identité. L’argent de boni et les tours gratuits inutilisés expirent selon leurs propres conditions.',
      ),
      h2('12. Fermeture ou suspension d’un compte'),
      ul(
        'Vous pouvez fermer votre compte en tout temps en communiquant avec le soutien. Votre argent réel vous est versé une fois les vérifications en cours terminées. Si vous souhaitez arrêter en raison de préoccupations liées au jeu, utilisez plutôt l’autoexclusion, afin que nous cessions aussi la publicité et empêchions l’ouverture de nouveaux comptes.',
        'Nous pouvons suspendre ou fermer un compte en cas de violation des Conditions, de fraude, de blanchiment d’argent, de tricherie ou de comportement abusif envers notre personnel, ou lorsque la loi ou notre licence l’exige. Nous vous en indiquons la raison, sauf si la loi l’interdit. L’argent qui vous appartient légalement vous est versé, à l’exception des montants obtenus par fraude, tricherie ou violation des Conditions.',
      ),
      h2('13. Plaintes'),
      p(
        `En cas de problème, communiquez d’abord avec notre équipe de soutien par clavardage 24 h/24, 7 j/7 ou à ${mail(SUPPORT_EMAIL)}; la plupart des questions se règlent immédiatement.`,
        `Si vous n’êtes pas satisfait, envoyez une plainte à ${mail(COMPLAINTS_EMAIL)} en indiquant votre nom d’utilisateur, la date et une description du problème. Nous en accusons réception dans les 48 heures et donnons une réponse finale dans les 14 jours; dans les cas complexes, nous pouvons prolonger ce délai de 14 jours en vous en expliquant la raison.`,
        ee
          ? 'Si vous êtes en désaccord avec notre réponse finale, vous pouvez vous adresser à l’Administration fiscale et douanière estonienne, à titre d’autorité de surveillance, ou gratuitement au Comité des litiges de consommation de l’Autorité estonienne de protection des consommateurs et de réglementation technique (TTJA). Vous pouvez aussi vous adresser aux tribunaux.'
          : 'Si vous êtes en désaccord avec notre réponse finale, vous pouvez soumettre votre plainte à la Curaçao Gaming Authority au moyen de la procédure de plainte offerte sur son site Web.',
      ),
      h2('14. Responsabilité'),
      p(
        'Le site et les jeux sont fournis tels quels. Nous ne sommes pas responsables des pertes causées par des événements hors de notre contrôle raisonnable, comme une panne Internet, des pertes indirectes ni des pertes découlant de votre violation des Conditions. Rien dans les Conditions ne limite une responsabilité que la loi ne permet pas de limiter ni vos droits de consommateur prévus par la loi.',
        'L’argent porté par erreur au crédit de votre compte ne vous appartient pas et sera corrigé. Veuillez nous aviser si vous remarquez une telle erreur.',
      ),
      h2('15. Droit applicable et langue'),
      p(
        ee
          ? 'Les Conditions sont régies par le droit estonien. Les litiges sont tranchés par le tribunal de comté de Harju, à moins que la loi ne vous permette de saisir un autre tribunal. En cas d’écart entre les versions linguistiques, la version estonienne prévaut.'
          : 'Les Conditions sont régies par les lois de Curaçao, sans préjudice des protections impératives accordées aux consommateurs par la loi de votre lieu de résidence. En cas d’écart entre les versions linguistiques, la version anglaise prévaut.',
      ),
    ),
  };
}

function no(lic: Licence): PageText {
  const l = 'no';
  const ee = lic === 'EE';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Vilkår og betingelser (estisk lisens)' : 'Vilkår og betingelser',
    description: ee
      ? `Vilkår for spillere under ${BRAND}s estiske lisens: 21 år eller eldre, identitetskontroll, bonuser, uttak og klager.`
      : `Vilkårene for kontoen din hos ${BRAND}: hvem som kan spille, verifisering, innskudd, bonuser og omsetningskrav, uttak og klager.`,
    keywords: `vilkår og betingelser, ${BRAND}, bonusvilkår, omsetningskrav, uttak, verifisering, klage${ee ? ', estisk lisens, EMTA' : ''}`,
    content: html(
      h2('1. Om disse vilkårene'),
      p(
        `Disse vilkårene og betingelsene («Vilkårene») er en bindende avtale mellom deg og ${ee ? OPERATOR_EE : OPERATOR_CW}, som driver ${BRAND} («vi», «oss»). Når du åpner en konto eller bruker nettstedet, godtar du Vilkårene sammen med vår ${link(l, '/privacy-policy', 'personvernerklæring')}, ${link(l, '/cookie-policy', 'informasjonskapselerklæring')}, de ${link(l, '/general-rules', 'generelle reglene')} og reglene for hver kampanje du deltar i. Hvis du ikke er enig, ber vi deg la være å bruke nettstedet.`,
        'Vi kan endre Vilkårene, for eksempel når lovverket eller tjenestene våre endres. Vesentlige endringer varsler vi på e-post eller på nettstedet før de trer i kraft, og vi ber deg godta dem neste gang du logger inn. Godtar du dem ikke, kan du avslutte kontoen og ta ut saldoen din.',
      ),
      h2('2. Hvem vi er'),
      ee
        ? p(
            `For spillere under den estiske lisensen drives ${BRAND} av ${OPERATOR_EE}, et selskap registrert i det estiske foretaksregisteret med forretningsadresse i Tallinn, Estland. Selskapet har virksomhetslisens og driftstillatelse for fjernspill utstedt av den estiske skatte- og tolletaten (Maksu- ja Tolliamet, EMTA), som fører tilsyn med virksomheten vår.`,
          )
        : p(
            `${BRAND} drives av ${OPERATOR_CW}, et selskap registrert på Curaçao som er lisensiert og regulert av Curaçao Gaming Authority for å tilby pengespill på nett. Du kan kontrollere lisensen via valideringsmerket nederst på hver side. Betalinger kan behandles på våre vegne av konsernselskaper og autoriserte betalingsagenter.`,
          ),
      h2('3. Hvem som kan spille'),
      ul(
        `Du må være minst ${age} år${ee ? ', slik den estiske pengespilloven krever' : ', eller eldre hvis aldersgrensen for pengespill er høyere i landet ditt'}. Vi kontrollerer alderen til alle spillere. Kontoer som tilhører mindreårige stenges, innsatsene annulleres og innskuddene betales tilbake.`,
        'Du må være myndig, handle på egne vegne og spille med penger som lovlig tilhører deg.',
        ee
          ? 'Den estiske lisensen gjelder spillere som spiller fra Estland. Du kan ikke være oppført i registeret over personer med spillebegrensninger som føres av den estiske skatte- og tolletaten; vi sjekker registeret ved registrering og jevnlig deretter.'
          : 'Pengespill på nett må være lovlig der du bor og der du befinner deg når du spiller; det er ditt ansvar å sjekke dette. Vi tar ikke imot spillere fra USA og landets territorier, Storbritannia, Frankrike og landets oversjøiske territorier, Nederland og Karibisk Nederland, Spania, Curaçao, Israel, Iran, Nord-Korea, Syria, Cuba, Myanmar eller andre land på FATFs liste over høyrisikojurisdiksjoner med oppfordring til tiltak. Registrering og innlogging er ikke tilgjengelig fra Sverige og Danmark.',
        'Det er ikke tillatt å skjule hvor du befinner deg, for eksempel med VPN eller proxy.',
        'Du kan ikke være selvutestengt fra spill hos oss. Ansatte hos operatøren, konsernselskaper, spillleverandører og betalingspartnere, og deres nære familie, kan ikke spille.',
      ),
      h2('4. Kontoen din'),
      ul(
        '<strong>Én konto per person.</strong> Du kan bare ha én konto. Duplikatkontoer stenges; bonuser og gevinster oppnådd gjennom dem kan annulleres, mens dine egne innskudd betales tilbake.',
        'Opplysningene du gir, må være riktige, fullstendige og oppdaterte: navn, fødselsdato, adresse, telefonnummer og e-postadresse. Oppdater dem i profilen eller gi kundeservice beskjed når noe endres.',
        'Bekreft e-postadressen din via lenken vi sender deg; enkelte funksjoner er ikke tilgjengelige før du har gjort det.',
        'Hold passordet hemmelig og slå på tofaktorautentisering i sikkerhetsinnstillingene i profilen. Du er ansvarlig for aktivitet på kontoen din med mindre den skyldes feil fra vår side. Gi oss beskjed med en gang hvis du mistenker at noen andre har tilgang.',
        'Kontoen er personlig: Du kan ikke selge, overdra eller låne den bort, eller spille på vegne av andre.',
        'Kontoen føres i valutaen du velger ved registrering. Spill som ikke støtter valutaen din, vises som utilgjengelige.',
      ),
      h2('5. Verifisering'),
      p('Som lisensiert operatør må vi vite hvem spillerne våre er og hvor pengene kommer fra. Vi kan når som helst, og alltid før ditt første uttak, be om:'),
      ul(
        'gyldig legitimasjon med bilde (pass, nasjonalt ID-kort eller førerkort);',
        'adressebekreftelse som ikke er eldre enn tre måneder, for eksempel en strømregning eller kontoutskrift;',
        'bevis på at betalingsmetoden du har brukt, er din, for eksempel et bilde av kortet med de midterste sifrene tildekket;',
        'opplysninger og dokumenter om hvor midlene eller formuen din kommer fra, inkludert et kort spørreskjema.',
      ),
      p(
        ee
          ? 'Under den estiske lisensen identifiserer vi alle spillere før første innsats ved hjelp av den estiske personlige identifikasjonskoden (isikukood) eller en utenlandsk tilsvarende kode og en godkjent identifiseringsmetode.'
          : 'Vi kan bruke anerkjente tjenester for identitetskontroll til disse kontrollene.',
        'Inntil verifiseringen er fullført, kan vi holde tilbake uttak og begrense innskudd eller spill. Hvis dokumenter er forfalsket eller opplysninger uriktige, kan vi stenge kontoen, holde tilbake saldoen så langt loven tillater og varsle relevante myndigheter.',
      ),
      h2('6. Innskudd'),
      ul(
        'Du setter inn penger i kassen med betalingsmetodene som tilbys for ditt land og din valuta: kort, e-lommebøker, bankoverføringer og kryptovaluta. Minste- og høyeste beløp vises for hver metode.',
        'Vi tar ingen gebyrer for innskudd. Banken eller betalingsleverandøren din kan ta egne gebyrer eller bruke egne vekslingskurser.',
        'Bruk bare betalingsmetoder som står i ditt navn. Betalinger fra tredjeparter betales tilbake, og kontoen kan bli suspendert.',
        'Innskudd er ment for spill. Penger som settes inn og tas ut igjen uten reelt spill, kan vi sende tilbake til kilden.',
        'Hvis et innskudd blir reversert eller tilbakeført, kan vi suspendere kontoen og kreve beløpet tilbake, inkludert eventuelle gevinster fra det.',
        'Innskudd i kryptovaluta godskrives etter antallet nettverksbekreftelser som vises i kassen. Sender du en annen mynt eller bruker et annet nettverk enn det som vises, kan pengene gå tapt for godt.',
      ),
      h2('7. Bonuser og omsetningskrav'),
      p('Bonuser, gratisspinn og andre gaver er frivillige. Hvert tilbud har egne vilkår som gjelder sammen med reglene nedenfor; ved motstrid går tilbudsvilkårene foran.'),
      ul(
        'Bonuspenger holdes i en egen bonussaldo, atskilt fra de ekte pengene dine. Saldoen viser ekte penger, bonus og totalbeløp, hvor mye som totalt skal omsettes og hvor mye som allerede er omsatt.',
        'Bonuspenger og gevinster fra dem kan bare tas ut etter at de er omsatt så mange ganger som tilbudet angir. Med mindre tilbudet sier noe annet, må bonuspenger omsettes 30 ganger, gevinster fra gratisspinn 30 ganger og cashback-belønninger 3 ganger.',
        'Bare innsatser i kvalifiserte spill teller mot omsetningskravet; disse er merket i kategorien «Bonus Wagering». Bordspill, livespill og enkelte spilleautomater teller mindre eller ikke i det hele tatt.',
        'Så lenge en bonus er aktiv, gjelder maksimal innsats per runde som angitt i tilbudet. Høyere innsatser kan føre til at bonusen og gevinstene fra den fjernes.',
        'En bonus som ikke er omsatt innen gyldighetsperioden, utløper sammen med gevinstene fra den.',
        'Du kan når som helst kansellere en aktiv bonus i profilen. Da fjernes gjenværende bonuspenger og gevinstene fra dem; de ekte pengene dine påvirkes ikke. Ber du om uttak før omsetningskravet er oppfylt, kanselleres også den aktive bonusen.',
        'Med mindre annet er oppgitt, kan hvert tilbud benyttes én gang per person, husstand, betalingsmetode og enhet. Spillere med mer enn én konto kan ikke få innskuddsbonuser.',
        'Vi kan holde tilbake bonuser og tilhørende gevinster når vi med rimelig grunn finner bonusmisbruk, for eksempel lavrisikospill på motsatte utfall, samarbeid mellom spillere eller bruk av flere kontoer.',
        'Du kan takke nei til alle bonuser i profilinnstillingene.',
      ),
      h2('8. Uttak'),
      ul(
        'Når kontoen din er verifisert, kan du når som helst ta ut de ekte pengene dine i kassen. Bonuspenger kan tas ut først når omsetningskravet er oppfylt.',
        'Når det er mulig, utbetaler vi til metoden og kontoen du satte inn fra, opptil innskuddsbeløpet; resten kan utbetales til en annen metode i ditt navn.',
        'Vi behandler uttaksforespørsler innen 24 timer og utbetaler deretter uten opphold; de fleste metodene er umiddelbare. Så lenge en forespørsel venter, kan du kansellere den og føre pengene tilbake til saldoen.',
        'Vi tar ingen gebyrer for uttak. Minste- og høyeste beløp per metode, også for kryptovaluta, vises i kassen.',
        'Før vi utbetaler store beløp, kan vi gjennomføre ekstra kontroller som hvitvaskingsregelverket krever.',
        'Du er selv ansvarlig for å oppgi gevinster der skattereglene i landet ditt krever det.',
      ),
      h2('9. Spill og rettferdighet'),
      p(
        `Alle spill bruker sertifiserte tilfeldige tallgeneratorer eller, for livespill, ekte utstyr i lisensierte studioer. Tilbakebetalingsprosenten (RTP) for hvert spill står i spillets informasjonsvindu. Spilleregler, feil, avbrutte runder og forbudt atferd er beskrevet i de ${link(l, '/general-rules', 'generelle reglene')}. Ved feil i spillet annulleres alle innsatser og utbetalinger.`,
      ),
      h2('10. Ansvarlig spill'),
      p(
        `Pengespill skal være underholdning, aldri en måte å tjene penger på. Du kan når som helst sette grenser for innskudd, tap, innsats og spilletid, ta en pause eller stenge deg ute; se ${link(l, ee ? '/responsible-gaming/EE' : '/responsible-gaming', 'Ansvarlig spill')}. Er du bekymret for spillingen din, ${ee ? 'kan du kontakte det estiske rådgivningssenteret for spilleavhengighet eller ' : ''}ring Hjelpelinjen for spilleavhengige på 800 800 40 (gratis).`,
      ),
      h2('11. Inaktive kontoer'),
      p(
        'En konto uten innlogging i 12 sammenhengende måneder blir inaktiv. Vi varsler deg på e-post minst 30 dager i forveien. Vi tar ingen gebyrer på inaktive kontoer, og de ekte pengene dine er fortsatt dine: Logg inn eller kontakt kundeservice for å aktivere kontoen igjen eller ta ut pengene. Vi kan be deg bekrefte identiteten din på nytt først. Bonuspenger og ubrukte gratisspinn utløper etter sine egne vilkår.',
      ),
      h2('12. Avslutning eller suspensjon av konto'),
      ul(
        'Du kan når som helst avslutte kontoen din via kundeservice. De ekte pengene dine utbetales når eventuelle pågående kontroller er fullført. Vil du slutte fordi du er bekymret for spillingen, bør du heller bruke selvutestengelse, slik at vi også stanser markedsføring og hindrer nye kontoer.',
        'Vi kan suspendere eller stenge en konto ved brudd på Vilkårene, svindel, hvitvasking, juks eller krenkende oppførsel overfor våre ansatte, eller når loven eller lisensen krever det. Vi forteller deg hvorfor, med mindre loven forbyr det. Penger som lovlig tilhører deg, utbetales, med unntak av beløp oppnådd ved svindel, juks eller brudd på Vilkårene.',
      ),
      h2('13. Klager'),
      p(
        `Hvis noe går galt, ber vi deg først kontakte kundeservice via chatten, som er åpen hele døgnet, eller på ${mail(SUPPORT_EMAIL)}; de fleste spørsmål løses med en gang.`,
        `Er du ikke fornøyd, sender du en klage til ${mail(COMPLAINTS_EMAIL)} med brukernavn, dato og en beskrivelse av problemet. Vi bekrefter mottak innen 48 timer og gir et endelig svar innen 14 dager; i kompliserte saker kan vi forlenge fristen med ytterligere 14 dager og forklare hvorfor.`,
        ee
          ? 'Er du uenig i vårt endelige svar, kan du henvende deg til den estiske skatte- og tolletaten som tilsynsmyndighet, eller gratis til forbrukertvistnemnda hos den estiske myndigheten for forbrukervern og teknisk regulering (TTJA). Du kan også gå til domstolene.'
          : 'Er du uenig i vårt endelige svar, kan du bringe klagen inn for Curaçao Gaming Authority via klageordningen på nettstedet deres.',
      ),
      h2('14. Ansvar'),
      p(
        'Nettstedet og spillene leveres som de er. Vi er ikke ansvarlige for tap som skyldes forhold utenfor vår rimelige kontroll, som brudd i internettforbindelsen, for indirekte tap eller for tap som følger av at du bryter Vilkårene. Ingenting i Vilkårene begrenser ansvar som ikke kan begrenses etter loven, eller dine lovfestede rettigheter som forbruker.',
        'Penger som ved en feil er godskrevet kontoen din, tilhører ikke deg og blir korrigert. Gi oss beskjed hvis du oppdager en slik feil.',
      ),
      h2('15. Lovvalg og språk'),
      p(
        ee
          ? 'Vilkårene er underlagt estisk rett. Tvister avgjøres av Harju fylkesdomstol, med mindre loven gir deg rett til å gå til en annen domstol. Ved avvik mellom språkversjonene gjelder den estiske versjonen.'
          : 'Vilkårene er underlagt lovgivningen på Curaçao, uten at det begrenser det ufravikelige forbrukervernet i landet der du bor. Ved avvik mellom språkversjonene gjelder den engelske versjonen.',
      ),
    ),
  };
}

function it(lic: Licence): PageText {
  const l = 'it';
  const ee = lic === 'EE';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Termini e condizioni (licenza estone)' : 'Termini e condizioni',
    description: ee
      ? `Condizioni per i giocatori con la licenza estone di ${BRAND}: età minima 21 anni, verifica, bonus, prelievi e reclami.`
      : `Le condizioni del tuo conto ${BRAND}: requisiti, verifica, depositi, bonus e requisiti di puntata, prelievi, conti dormienti e reclami.`,
    keywords: `termini e condizioni, ${BRAND}, condizioni bonus, requisiti di puntata, prelievi, verifica identità, reclami${ee ? ', licenza estone, EMTA' : ''}`,
    content: html(
      h2('1. Informazioni su questi termini'),
      p(
        `I presenti Termini e condizioni (i “Termini”) costituiscono un accordo vincolante tra te e ${ee ? OPERATOR_EE : OPERATOR_CW}, che gestisce ${BRAND} (“noi”). Aprendo un conto o utilizzando il sito accetti i Termini insieme alla nostra ${link(l, '/privacy-policy', 'Informativa sulla privacy')}, alla ${link(l, '/cookie-policy', 'Cookie policy')}, alle ${link(l, '/general-rules', 'Regole generali')} e al regolamento di ogni promozione a cui partecipi. Se non sei d’accordo, ti preghiamo di non utilizzare il sito.`,
        'Possiamo modificare i Termini, ad esempio quando cambiano la legge o i nostri servizi. Ti informeremo delle modifiche rilevanti via e-mail o sul sito prima che entrino in vigore e ti chiederemo di accettarle al successivo accesso. Se non le accetti, puoi chiudere il conto e prelevare il tuo saldo.',
      ),
      h2('2. Chi siamo'),
      ee
        ? p(
            `Per i giocatori soggetti alla licenza estone, ${BRAND} è gestito da ${OPERATOR_EE}, società iscritta nel Registro delle imprese estone con sede a Tallinn, Estonia. La società è titolare di una licenza di attività e di un’autorizzazione all’esercizio del gioco a distanza rilasciate dall’Agenzia estone delle imposte e delle dogane (Maksu- ja Tolliamet, EMTA), che vigila sulla nostra attività.`,
          )
        : p(
            `${BRAND} è gestito da ${OPERATOR_CW}, società registrata a Curaçao, autorizzata e vigilata dalla Curaçao Gaming Authority per l’offerta di giochi a distanza. Puoi verificare la licenza tramite il sigillo di convalida presente a piè di ogni pagina. I pagamenti possono essere gestiti per nostro conto da società del gruppo e da agenti di pagamento autorizzati.`,
          ),
      h2('3. Chi può giocare'),
      ul(
        `Devi avere almeno ${age} anni${ee ? ', come previsto dalla legge estone sul gioco' : ', o più se l’età minima per il gioco nel tuo Paese è più alta'}. Verifichiamo l’età di ogni giocatore. I conti dei minori vengono chiusi, le loro puntate annullate e i depositi restituiti.`,
        'Devi avere piena capacità di agire, agire per conto tuo e giocare con denaro che ti appartiene legalmente.',
        ee
          ? 'La licenza estone riguarda i giocatori che giocano dall’Estonia. Non devi essere iscritto nell’elenco delle persone soggette a restrizioni al gioco tenuto dall’Agenzia estone delle imposte e delle dogane; controlliamo l’elenco al momento della registrazione e poi regolarmente.'
          : 'Il gioco online deve essere legale nel luogo in cui vivi e in quello in cui ti trovi mentre giochi; spetta a te verificarlo. Non accettiamo giocatori da Stati Uniti e relativi territori, Regno Unito, Francia e relativi territori d’oltremare, Paesi Bassi e Caraibi olandesi, Spagna, Curaçao, Israele, Iran, Corea del Nord, Siria, Cuba, Myanmar o qualsiasi altro Paese incluso nell’elenco GAFI delle giurisdizioni ad alto rischio soggette a invito all’azione. La registrazione e l’accesso non sono disponibili da Svezia e Danimarca.',
        'Non è consentito nascondere la propria posizione, ad esempio con una VPN o un proxy.',
        'Non devi essere autoescluso dal gioco presso di noi. I dipendenti dell’operatore, delle società del gruppo, dei fornitori di giochi e dei partner di pagamento, e i loro familiari stretti, non possono giocare.',
      ),
      h2('4. Il tuo conto'),
      ul(
        '<strong>Un solo conto per persona.</strong> Puoi avere un solo conto. I conti duplicati vengono chiusi; bonus e vincite ottenuti tramite essi possono essere annullati, mentre i tuoi depositi ti vengono restituiti.',
        'I dati che fornisci devono essere veri, completi e aggiornati: nome, data di nascita, indirizzo, numero di telefono e indirizzo e-mail. Aggiornali nel profilo o comunicalo all’assistenza quando cambiano.',
        'Conferma il tuo indirizzo e-mail tramite il link che ti inviamo; alcune funzioni sono disponibili solo dopo la conferma.',
        'Mantieni segreta la password e attiva l’autenticazione a due fattori nelle impostazioni di sicurezza del profilo. Sei responsabile dell’attività sul tuo conto, salvo che derivi da una nostra mancanza. Avvisaci subito se sospetti che qualcun altro vi abbia accesso.',
        'Il conto è personale: non puoi venderlo, cederlo o prestarlo, né giocare per conto di altri.',
        'Il conto è tenuto nella valuta scelta al momento della registrazione. I giochi che non supportano la tua valuta sono indicati come non disponibili.',
      ),
      h2('5. Verifica'),
      p('In quanto operatore autorizzato dobbiamo sapere chi sono i nostri giocatori e da dove proviene il loro denaro. Possiamo chiederti in qualsiasi momento, e in ogni caso prima del primo prelievo:'),
      ul(
        'un documento d’identità valido con foto (passaporto, carta d’identità o patente di guida);',
        'una prova di residenza non più vecchia di tre mesi, come una bolletta o un estratto conto;',
        'la prova che il metodo di pagamento utilizzato è tuo, ad esempio una foto della carta con le cifre centrali coperte;',
        'informazioni e documenti sull’origine dei tuoi fondi o del tuo patrimonio, compreso un breve questionario.',
      ),
      p(
        ee
          ? 'Con la licenza estone identifichiamo ogni giocatore prima della prima puntata tramite il codice identificativo personale estone (isikukood) o un equivalente estero e un metodo di identificazione riconosciuto.'
          : 'Per questi controlli possiamo avvalerci di servizi di verifica dell’identità affidabili.',
        'Fino al completamento della verifica possiamo trattenere i prelievi e limitare depositi o gioco. Se i documenti sono falsi o le informazioni non veritiere, possiamo chiudere il conto, trattenere il saldo nei limiti consentiti dalla legge e informare le autorità competenti.',
      ),
      h2('6. Depositi'),
      ul(
        'Effettui i depositi nella cassa con i metodi di pagamento disponibili per il tuo Paese e la tua valuta: carte, portafogli elettronici, bonifici bancari e criptovalute. Gli importi minimi e massimi sono indicati per ogni metodo.',
        'Non applichiamo commissioni sui depositi. La tua banca o il fornitore di pagamento possono applicare commissioni o tassi di cambio propri.',
        'Usa solo metodi di pagamento intestati a te. I pagamenti di terzi vengono rimborsati e il conto può essere sospeso.',
        'I depositi sono destinati al gioco. Possiamo restituire alla fonte il denaro depositato e prelevato senza un gioco effettivo.',
        'Se un deposito viene stornato o contestato, possiamo sospendere il conto e recuperare l’importo, comprese le vincite ottenute con esso.',
        'I depositi in criptovaluta vengono accreditati dopo il numero di conferme di rete indicato nella cassa. L’invio di una moneta diversa o l’uso di una rete diversa da quella indicata può comportarne la perdita definitiva.',
      ),
      h2('7. Bonus e requisiti di puntata'),
      p('Bonus, giri gratuiti e altri regali sono facoltativi. Ogni offerta ha condizioni proprie, che si applicano insieme alle regole seguenti; in caso di contrasto prevalgono le condizioni dell’offerta.'),
      ul(
        'Il denaro bonus è tenuto in un saldo bonus separato dal denaro reale. Il saldo mostra denaro reale, bonus e totale, l’importo complessivo da puntare e quello già puntato.',
        'Il denaro bonus e le relative vincite possono essere prelevati solo dopo essere stati puntati il numero di volte indicato nell’offerta. Salvo diversa indicazione, il denaro bonus va puntato 30 volte, le vincite dei giri gratuiti 30 volte e i premi di tipo cashback 3 volte.',
        'Contano ai fini dei requisiti di puntata solo le puntate sui giochi idonei, contrassegnati nella categoria “Bonus Wagering”. Giochi da tavolo, giochi dal vivo e alcune slot contano meno o non contano affatto.',
        'Finché un bonus è attivo si applica la puntata massima per round indicata nell’offerta. Puntate superiori possono comportare la rimozione del bonus e delle relative vincite.',
        'Un bonus non puntato entro il periodo di validità scade insieme alle vincite ottenute con esso.',
        'Puoi annullare un bonus attivo in qualsiasi momento dal profilo. L’annullamento rimuove il denaro bonus residuo e le relative vincite; il denaro reale non viene toccato. Anche una richiesta di prelievo prima del completamento dei requisiti di puntata annulla il bonus attivo.',
        'Salvo diversa indicazione, ogni offerta è disponibile una sola volta per persona, nucleo familiare, metodo di pagamento e dispositivo. I giocatori con più di un conto non possono ricevere bonus sul deposito.',
        'Possiamo trattenere bonus e relative vincite se riscontriamo ragionevolmente un abuso, come puntate a basso rischio su esiti opposti, collusione o uso di più conti.',
        'Puoi rifiutare tutti i bonus nelle impostazioni del profilo.',
      ),
      h2('8. Prelievi'),
      ul(
        'Una volta verificato il conto, puoi prelevare il denaro reale in qualsiasi momento dalla cassa. Il denaro bonus diventa prelevabile solo dopo il completamento dei requisiti di puntata.',
        'Quando possibile, paghiamo i prelievi sul metodo e sul conto usati per il deposito, fino all’importo depositato; il resto può essere pagato su un altro metodo intestato a te.',
        'Esaminiamo le richieste di prelievo entro 24 ore e poi paghiamo senza ritardi; la maggior parte dei metodi è istantanea. Finché una richiesta è in attesa puoi annullarla e riportare il denaro sul saldo.',
        'Non applichiamo commissioni sui prelievi. Gli importi minimi e massimi per metodo, anche per le criptovalute, sono indicati nella cassa.',
        'Prima di pagare importi elevati possiamo effettuare ulteriori controlli previsti dalla normativa antiriciclaggio.',
        'Sei responsabile di dichiarare le vincite quando la normativa fiscale del tuo Paese lo richiede.',
      ),
      h2('9. Giochi e correttezza'),
      p(
        `Tutti i giochi utilizzano generatori di numeri casuali certificati oppure, per i giochi dal vivo, attrezzature reali in studi autorizzati. Il ritorno al giocatore (RTP) di ogni gioco è indicato nella sua schermata informativa. Regole dei giochi, malfunzionamenti, round interrotti e comportamenti vietati sono descritti nelle nostre ${link(l, '/general-rules', 'Regole generali')}. Un malfunzionamento annulla tutte le giocate e le vincite.`,
      ),
      h2('10. Gioco responsabile'),
      p(
        `Il gioco deve essere un divertimento, mai un modo per guadagnare. Puoi impostare in qualsiasi momento limiti di deposito, di perdita, di puntata e di sessione, prenderti una pausa o autoescluderti; consulta ${link(l, ee ? '/responsible-gaming/EE' : '/responsible-gaming', 'Gioco responsabile')}. Se sei preoccupato per il tuo modo di giocare, ${ee ? 'contatta il Centro estone di consulenza per la dipendenza dal gioco oppure ' : ''}chiama il Telefono Verde Nazionale per le problematiche legate al gioco d’azzardo, 800 558 822 (gratuito e anonimo).`,
      ),
      h2('11. Conti dormienti'),
      p(
        'Un conto senza accessi per 12 mesi consecutivi diventa dormiente. Ti avviseremo via e-mail almeno 30 giorni prima. Non applichiamo commissioni ai conti dormienti e il tuo denaro reale resta tuo: accedi o contatta l’assistenza per riattivare il conto o prelevare il denaro. Potremmo chiederti prima di confermare nuovamente la tua identità. Il denaro bonus e i giri gratuiti non utilizzati scadono secondo le rispettive condizioni.',
      ),
      h2('12. Chiusura o sospensione del conto'),
      ul(
        'Puoi chiudere il conto in qualsiasi momento tramite l’assistenza. Il denaro reale ti viene pagato al termine di eventuali controlli in corso. Se vuoi smettere per preoccupazioni legate al gioco, usa invece l’autoesclusione, così interromperemo anche le comunicazioni promozionali e impediremo l’apertura di nuovi conti.',
        'Possiamo sospendere o chiudere un conto in caso di violazione dei Termini, frode, riciclaggio, imbrogli o comportamento offensivo verso il nostro personale, oppure quando lo richiedono la legge o la licenza. Ti comunicheremo il motivo, salvo divieto di legge. Il denaro che ti appartiene legalmente viene pagato, ad eccezione degli importi ottenuti con frode, imbrogli o violazione dei Termini.',
      ),
      h2('13. Reclami'),
      p(
        `Se qualcosa non va, contatta prima la nostra assistenza tramite la chat attiva 24 ore su 24, 7 giorni su 7, o all’indirizzo ${mail(SUPPORT_EMAIL)}; la maggior parte delle richieste si risolve subito.`,
        `Se non sei soddisfatto, invia un reclamo a ${mail(COMPLAINTS_EMAIL)} indicando nome utente, data e descrizione del problema. Confermiamo la ricezione entro 48 ore e diamo una risposta definitiva entro 14 giorni; nei casi complessi possiamo prorogare il termine di altri 14 giorni spiegandone il motivo.`,
        ee
          ? 'Se non sei d’accordo con la nostra risposta definitiva, puoi rivolgerti all’Agenzia estone delle imposte e delle dogane in quanto autorità di vigilanza, oppure gratuitamente alla Commissione per le controversie dei consumatori presso l’Autorità estone per la tutela dei consumatori e la regolamentazione tecnica (TTJA). Puoi anche rivolgerti al giudice.'
          : 'Se non sei d’accordo con la nostra risposta definitiva, puoi sottoporre il reclamo alla Curaçao Gaming Authority tramite la procedura di reclamo disponibile sul suo sito web.',
      ),
      h2('14. Responsabilità'),
      p(
        'Il sito e i giochi sono forniti così come sono. Non rispondiamo delle perdite causate da eventi al di fuori del nostro ragionevole controllo, come le interruzioni di Internet, delle perdite indirette né delle perdite derivanti da una tua violazione dei Termini. Nulla nei Termini limita la responsabilità che non può essere limitata per legge o i tuoi diritti di consumatore previsti dalla legge.',
        'Il denaro accreditato per errore sul tuo conto non ti appartiene e verrà rettificato. Ti preghiamo di segnalarci eventuali errori di questo tipo.',
      ),
      h2('15. Legge applicabile e lingua'),
      p(
        ee
          ? 'I Termini sono regolati dalla legge estone. Le controversie sono decise dal Tribunale di contea di Harju, salvo che la legge ti consenta di rivolgerti a un altro giudice. In caso di differenze tra le versioni linguistiche prevale quella estone.'
          : 'I Termini sono regolati dalla legge di Curaçao, fatta salva la tutela inderogabile dei consumatori prevista nel Paese in cui risiedi. In caso di differenze tra le versioni linguistiche prevale quella inglese.',
      ),
    ),
  };
}

function et(lic: Licence): PageText {
  const l = 'et';
  const ee = lic === 'EE';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Üldtingimused (Eesti tegevusluba)' : 'Üldtingimused',
    description: ee
      ? `Tingimused ${BRAND} Eesti tegevusloa alusel mängijatele: vanus vähemalt 21, isikusamasuse kontroll, boonused, väljamaksed ja kaebused.`
      : `${BRAND} konto tingimused: kes võib mängida, kontroll, sissemaksed, boonused ja panustamisnõuded, väljamaksed ja kaebused.`,
    keywords: `üldtingimused, tingimused, ${BRAND}, boonustingimused, panustamisnõue, väljamakse, isikusamasuse kontroll, kaebus${ee ? ', Eesti tegevusluba, EMTA' : ''}`,
    content: html(
      h2('1. Nendest tingimustest'),
      p(
        `Käesolevad üldtingimused („tingimused“) on siduv leping teie ja ${ee ? OPERATOR_EE : OPERATOR_CW} vahel, mis haldab ${BRAND}t („meie“). Konto avamise või saidi kasutamisega nõustute nende tingimustega koos meie ${link(l, '/privacy-policy', 'privaatsuspoliitika')}, ${link(l, '/cookie-policy', 'küpsiste poliitika')}, ${link(l, '/general-rules', 'üldreeglite')} ja iga kampaania reeglitega, milles osalete. Kui te ei nõustu, palun ärge saiti kasutage.`,
        'Võime tingimusi muuta, näiteks kui muutuvad õigusaktid või meie teenused. Olulistest muudatustest teavitame teid enne nende jõustumist e-posti teel või saidil ning palume teil need järgmisel sisselogimisel heaks kiita. Kui te muudatustega ei nõustu, võite konto sulgeda ja oma saldo välja võtta.',
      ),
      h2('2. Kes me oleme'),
      ee
        ? p(
            `Eesti tegevusloa alusel mängijatele pakub ${BRAND} teenust ${OPERATOR_EE}, Eesti äriregistrisse kantud äriühing asukohaga Tallinnas. Ettevõttel on Maksu- ja Tolliameti (EMTA) väljastatud hasartmängu korraldamise tegevusluba ja kaughasartmängu korraldamise korraldusluba ning Maksu- ja Tolliamet teeb meie tegevuse üle järelevalvet.`,
          )
        : p(
            `${BRAND} teenust pakub ${OPERATOR_CW}, Curaçaos registreeritud äriühing, millel on Curaçao Gaming Authority väljastatud tegevusluba hasartmängude pakkumiseks internetis ja mis on selle asutuse järelevalve all. Tegevusloa kehtivust saate kontrollida iga lehe jaluses oleva kinnitusmärgi kaudu. Makseid võivad meie nimel töödelda kontserni ettevõtted ja volitatud makseagendid.`,
          ),
      h2('3. Kes võib mängida'),
      ul(
        `Peate olema vähemalt ${age}-aastane${ee ? ', nagu nõuab hasartmänguseadus' : ' või vanem, kui teie riigis kehtib kõrgem hasartmängude vanusepiir'}. Kontrollime iga mängija vanust. Alaealiste kontod suletakse, nende panused tühistatakse ja sissemaksed tagastatakse.`,
        'Peate olema täielikult teovõimeline, tegutsema enda nimel ja mängima rahaga, mis kuulub seaduslikult teile.',
        ee
          ? 'Eesti tegevusluba hõlmab mängijaid, kes mängivad Eestist. Te ei tohi olla kantud Maksu- ja Tolliameti peetavasse hasartmängu mängimise piirangutega isikute nimekirja; kontrollime nimekirja registreerimisel ja edaspidi korrapäraselt.'
          : 'Internetis hasartmängude mängimine peab olema lubatud nii teie elukohas kui ka kohas, kus te mängimise ajal viibite; selle kontrollimine on teie vastutus. Me ei võta vastu mängijaid Ameerika Ühendriikidest ja nende territooriumidelt, Ühendkuningriigist, Prantsusmaalt ja selle ülemeremaadelt, Madalmaadest ja Kariibi Madalmaadest, Hispaaniast, Curaçaolt, Iisraelist, Iraanist, Põhja-Koreast, Süüriast, Kuubalt, Myanmarist ega ühestki muust riigist, mis on FATFi kõrge riskiga ja tegutsemisele kutsutud jurisdiktsioonide nimekirjas. Registreerimine ja sisselogimine ei ole võimalik Rootsist ega Taanist.',
        'Oma asukoha varjamine, näiteks VPN-i või puhverserveri abil, ei ole lubatud.',
        'Te ei tohi olla meie juures mängimisest enda välistanud. Mängida ei tohi korraldaja, selle kontserni ettevõtete, mänguteenuse pakkujate ja maksepartnerite töötajad ega nende lähisugulased.',
      ),
      h2('4. Teie konto'),
      ul(
        '<strong>Üks konto inimese kohta.</strong> Teil võib olla ainult üks konto. Topeltkontod suletakse; nende kaudu saadud boonused ja võidud võidakse tühistada, kuid teie enda sissemaksed tagastatakse.',
        'Teie esitatud andmed peavad olema tõesed, täielikud ja ajakohased: nimi, sünniaeg, aadress, telefoninumber ja e-posti aadress. Uuendage neid profiilis või andke muudatustest teada klienditoele.',
        'Kinnitage oma e-posti aadress lingiga, mille teile saadame; mõned funktsioonid muutuvad kättesaadavaks alles pärast seda.',
        'Hoidke oma parool salajas ja lülitage profiili turvaseadetes sisse kaheastmeline autentimine. Vastutate oma kontol toimuva eest, välja arvatud juhul, kui see on tingitud meie veast. Andke meile kohe teada, kui kahtlustate, et kellelgi teisel on teie kontole juurdepääs.',
        'Konto on isiklik: te ei tohi seda müüa, üle anda ega laenata ega mängida kellegi teise eest.',
        'Kontot peetakse valuutas, mille valite registreerimisel. Mängud, mis teie valuutat ei toeta, kuvatakse kättesaamatuna.',
      ),
      h2('5. Isikusamasuse kontroll'),
      p('Tegevusloaga korraldajana peame teadma, kes on meie mängijad ja kust nende raha pärineb. Võime igal ajal ja igal juhul enne esimest väljamakset küsida:'),
      ul(
        'kehtivat fotoga isikut tõendavat dokumenti (pass, ID-kaart või juhiluba);',
        'kuni kolm kuud vana aadressitõendit, näiteks kommunaalarvet või pangakonto väljavõtet;',
        'tõendit, et kasutatud makseviis kuulub teile, näiteks fotot kaardist, mille keskmised numbrid on kaetud;',
        'teavet ja dokumente teie vahendite või vara päritolu kohta, sealhulgas lühikese küsimustiku.',
      ),
      p(
        ee
          ? 'Eesti tegevusloa alusel tuvastame iga mängija isiku enne esimest panust Eesti isikukoodi või välisriigi samaväärse koodi ja tunnustatud tuvastamisviisi abil.'
          : 'Nende kontrollide tegemiseks võime kasutada usaldusväärseid isikutuvastuse teenuseid.',
        'Kuni kontroll on lõpetamata, võime väljamakseid kinni pidada ning sissemakseid või mängimist piirata. Kui dokumendid on võltsitud või andmed valed, võime konto sulgeda, saldo seadusega lubatud ulatuses kinni pidada ja teavitada pädevaid asutusi.',
      ),
      h2('6. Sissemaksed'),
      ul(
        'Sissemakseid saate teha kassas teie riigi ja valuuta jaoks pakutavate makseviisidega: kaardid, e-rahakotid, pangaülekanded ja krüptovaluutad. Iga makseviisi juures on näidatud minimaalne ja maksimaalne summa.',
        'Me ei võta sissemaksete eest tasu. Teie pank või makseteenuse pakkuja võib võtta oma tasu või kasutada oma vahetuskurssi.',
        'Kasutage ainult enda nimel olevaid makseviise. Kolmandate isikute maksed tagastatakse ja konto võidakse peatada.',
        'Sissemaksed on mõeldud mängimiseks. Raha, mis on sisse makstud ja ilma tegeliku mängimiseta välja võetud, võime tagastada selle allikale.',
        'Kui sissemakse tühistatakse või vaidlustatakse, võime konto peatada ja summa koos sellest saadud võitudega tagasi nõuda.',
        'Krüptovaluutas sissemaksed kantakse kontole pärast kassas näidatud arvu võrgukinnitusi. Muu mündi või muu võrgu kasutamine kui näidatud võib põhjustada raha jäädava kaotuse.',
      ),
      h2('7. Boonused ja panustamisnõuded'),
      p('Boonused, tasuta keerutused ja muud kingitused on vabatahtlikud. Igal pakkumisel on oma tingimused, mis kehtivad koos allpool toodud reeglitega; vastuolu korral on ülimuslikud pakkumise tingimused.'),
      ul(
        'Boonusraha hoitakse päris rahast eraldi boonussaldol. Saldol on näha päris raha, boonus ja kogusumma, kokku panustamist vajav summa ja juba panustatud summa.',
        'Boonusraha ja sellest saadud võite saab välja võtta alles pärast seda, kui neid on panustatud pakkumises märgitud arv kordi. Kui pakkumises ei ole öeldud teisiti, tuleb boonusraha panustada 30 korda, tasuta keerutuste võite 30 korda ja raha tagasi tüüpi preemiaid 3 korda.',
        'Panustamisnõude täitmisel arvestatakse ainult sobivates mängudes tehtud panuseid; need on märgitud kategoorias „Bonus Wagering“. Lauamängud, live-mängud ja mõned slotid arvestatakse väiksema osakaaluga või üldse mitte.',
        'Kui boonus on aktiivne, kehtib pakkumises märgitud maksimaalne panus vooru kohta. Suuremad panused võivad kaasa tuua boonuse ja sellest saadud võitude eemaldamise.',
        'Boonus, mida ei ole kehtivusaja jooksul läbi panustatud, aegub koos sellest saadud võitudega.',
        'Aktiivse boonuse saate igal ajal profiilis tühistada. Tühistamisel eemaldatakse järelejäänud boonusraha ja sellest saadud võidud; teie päris raha see ei mõjuta. Ka väljamakse taotlemine enne panustamisnõude täitmist tühistab aktiivse boonuse.',
        'Kui ei ole öeldud teisiti, saab iga pakkumist kasutada üks kord inimese, leibkonna, makseviisi ja seadme kohta. Mängijad, kellel on rohkem kui üks konto, ei saa sissemakseboonuseid.',
        'Võime boonused ja nendega seotud võidud kinni pidada, kui tuvastame põhjendatult boonuste kuritarvitamise, näiteks madala riskiga panustamise vastandlikele tulemustele, kokkumängu või mitme konto kasutamise.',
        'Profiili seadetes saate boonustest ka täielikult loobuda.',
      ),
      h2('8. Väljamaksed'),
      ul(
        'Kui teie konto on kontrollitud, saate päris raha kassas igal ajal välja võtta. Boonusraha muutub väljavõetavaks alles pärast panustamisnõude täitmist.',
        'Võimaluse korral teeme väljamakse samale makseviisile ja kontole, millelt sissemakse tehti, sissemakstud summa ulatuses; ülejäänu saab maksta muule teie nimel olevale makseviisile.',
        'Vaatame väljamaksetaotlused läbi 24 tunni jooksul ja teeme seejärel väljamakse viivitamata; enamik makseviise on kohesed. Kuni taotlus on ootel, saate selle tühistada ja raha oma saldole tagasi kanda.',
        'Me ei võta väljamaksete eest tasu. Makseviiside minimaalsed ja maksimaalsed summad, sealhulgas krüptovaluutade omad, on näha kassas.',
        'Enne suurte summade väljamaksmist võime teha rahapesu tõkestamise seadusest tulenevaid lisakontrolle.',
        'Vastutate ise võitude deklareerimise eest, kui teie riigi maksuseadused seda nõuavad.',
      ),
      h2('9. Mängud ja ausus'),
      p(
        `Kõik mängud kasutavad sertifitseeritud juhuslike arvude generaatoreid või live-mängude puhul päris mänguvahendeid litsentseeritud stuudiotes. Iga mängu tagastusprotsent (RTP) on näidatud mängu infoaknas. Mängureeglid, tõrked, katkenud mänguvoorud ja keelatud tegevus on kirjeldatud meie ${link(l, '/general-rules', 'üldreeglites')}. Tõrke korral muutuvad kehtetuks kõik panused ja väljamaksed.`,
      ),
      h2('10. Vastutustundlik mängimine'),
      p(
        `Hasartmäng peab olema meelelahutus, mitte viis raha teenida. Saate igal ajal seada sissemakse-, kaotus-, panustamis- ja seansilimiite, võtta mängupausi või end mängimisest välistada; vt ${link(l, ee ? '/responsible-gaming/EE' : '/responsible-gaming', 'Vastutustundlik mängimine')}. Kui olete oma mängimise pärast mures, pöörduge Hasartmängusõltuvuse Nõustamiskeskuse poole.`,
      ),
      h2('11. Mitteaktiivsed kontod'),
      p(
        'Konto, millele ei ole 12 järjestikuse kuu jooksul sisse logitud, muutub mitteaktiivseks. Teavitame teid sellest e-posti teel vähemalt 30 päeva ette. Me ei võta mitteaktiivsetelt kontodelt tasu ja teie päris raha jääb teile: konto taasaktiveerimiseks või raha väljavõtmiseks logige sisse või võtke ühendust klienditoega. Võime enne paluda teil oma isikusamasust uuesti kinnitada. Boonusraha ja kasutamata tasuta keerutused aeguvad oma tingimuste kohaselt.',
      ),
      h2('12. Konto sulgemine või peatamine'),
      ul(
        'Saate oma konto igal ajal klienditoe kaudu sulgeda. Päris raha makstakse teile välja pärast pooleliolevate kontrollide lõppu. Kui soovite lõpetada mänguprobleemide tõttu, kasutage selle asemel enesevälistamist, et lõpetaksime ka turundussõnumite saatmise ja takistaksime uute kontode loomist.',
        'Võime konto peatada või sulgeda nende tingimuste rikkumise, pettuse, rahapesu, sohitegemise või meie töötajate suhtes solvava käitumise korral või siis, kui seda nõuab seadus või meie tegevusluba. Teatame teile põhjuse, kui seadus seda ei keela. Seaduslikult teile kuuluv raha makstakse välja, välja arvatud pettuse, sohitegemise või tingimuste rikkumisega saadud summad.',
      ),
      h2('13. Kaebused'),
      p(
        `Kui midagi läheb valesti, võtke esmalt ühendust meie klienditoega ööpäevaringses vestluses või aadressil ${mail(SUPPORT_EMAIL)}; enamik küsimusi lahendatakse kohe.`,
        `Kui te ei ole vastusega rahul, saatke kaebus aadressile ${mail(COMPLAINTS_EMAIL)} ning märkige oma kasutajanimi, kuupäev ja probleemi kirjeldus. Kinnitame kaebuse kättesaamist 48 tunni jooksul ja anname lõpliku vastuse 14 päeva jooksul; keerukatel juhtudel võime tähtaega põhjendusega pikendada veel 14 päeva võrra.`,
        ee
          ? 'Kui te ei nõustu meie lõpliku vastusega, võite pöörduda järelevalveasutusena Maksu- ja Tolliameti poole või tasuta Tarbijakaitse ja Tehnilise Järelevalve Ameti (TTJA) juures tegutseva tarbijavaidluste komisjoni poole. Samuti võite pöörduda kohtusse.'
          : 'Kui te ei nõustu meie lõpliku vastusega, võite esitada kaebuse Curaçao Gaming Authorityle selle veebisaidil kirjeldatud kaebemenetluse kaudu.',
      ),
      h2('14. Vastutus'),
      p(
        'Sait ja mängud pakutakse sellisena, nagu need on. Me ei vastuta kahju eest, mis on tingitud meie mõistliku kontrolli alt väljas olevatest sündmustest, näiteks internetikatkestustest, kaudse kahju eest ega kahju eest, mis tuleneb teiepoolsest tingimuste rikkumisest. Miski nendes tingimustes ei piira vastutust, mida seaduse järgi piirata ei saa, ega teie seadusjärgseid õigusi tarbijana.',
        'Ekslikult teie kontole kantud raha ei kuulu teile ja see parandatakse. Palun andke meile teada, kui märkate sellist viga.',
      ),
      h2('15. Kohaldatav õigus ja keel'),
      p(
        ee
          ? 'Tingimustele kohaldatakse Eesti õigust. Vaidlused lahendab Harju Maakohus, kui seadus ei anna teile õigust pöörduda mõnda teise kohtusse. Keeleversioonide erinevuse korral lähtutakse eestikeelsest versioonist.'
          : 'Tingimustele kohaldatakse Curaçao õigust, piiramata teie elukohariigi kohustuslikku tarbijakaitset. Keeleversioonide erinevuse korral lähtutakse ingliskeelsest versioonist.',
      ),
    ),
  };
}

function texts(lic: Licence): PageTexts {
  return {
    ...english((v) => en(v, lic)),
    de: de(lic),
    'fr-CA': frCA(lic),
    no: no(lic),
    it: it(lic),
    et: et(lic),
  };
}

export const TERMS_PAGE: SeedPage = {
  path: '/terms-and-conditions',
  categories: ['static', 'bottom-menu'],
  translations: texts('CW'),
};

export const TERMS_EE_PAGE: SeedPage = {
  path: '/terms-and-conditions/EE',
  parent: '/terms-and-conditions',
  categories: ['static', 'bottom-menu'],
  translations: texts('EE'),
};
