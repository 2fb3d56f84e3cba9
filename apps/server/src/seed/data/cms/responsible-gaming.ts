import type { SeedPage } from '../cms-pages';
import {
  BRAND,
  chat,
  EE_COUNSELLING_SITE,
  EMTA_SITE,
  english,
  ext,
  h2,
  html,
  link,
  mail,
  p,
  SUPPORT_EMAIL,
  tel,
  ul,
  ENGLISH_VARIANTS,
  type EnglishVariant,
  type Licence,
  type PageText,
  type PageTexts,
} from './common';

/**
 * Responsible Gaming: limits (loosening takes 24 hours and a confirmation), cooling-off
 * (24 h / week / month / six weeks), self-exclusion (six months / year / five years / permanent)
 * and help lines. The Estonian variant (/responsible-gaming/EE) adds age 21, the session timer and
 * the state gambling-restriction list kept by the Tax and Customs Board (EMTA). The Australian
 * variant (/responsible-gaming/AU, for visitors from Australia) adds BetStop and the Australian
 * help lines in every language.
 */

const GAMBLING_THERAPY = ext('www.gamblingtherapy.org');
const BETBLOCKER = ext('betblocker.org');
const BETSTOP = ext('www.betstop.gov.au');

function en(v: EnglishVariant, lic: Licence): PageText {
  const l = v.locale;
  const ee = lic === 'EE';
  const au = lic === 'AU';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Responsible Gaming (Estonian licence)' : au ? 'Responsible Gaming (Australia)' : 'Responsible Gaming',
    description: au
      ? `Responsible gaming for players in Australia at ${BRAND}: limits, breaks, self-exclusion, BetStop and Gambling Help Online.`
      : ee
      ? `Responsible gaming under ${BRAND}'s Estonian licence: age 21+, limits, breaks, self-exclusion, the EMTA restriction list and help.`
      : `Keep play safe at ${BRAND}: deposit, loss, wager and session limits, cooling-off breaks, self-exclusion and where to find help.`,
    keywords: `responsible gaming, responsible gambling, deposit limit, loss limit, session limit, cooling-off, self-exclusion, problem gambling help${ee ? ', EMTA, Estonia' : ''}${au ? ', BetStop, Gambling Help Online, Australia' : ''}`,
    content: html(
      h2('Our commitment'),
      p(
        `At ${BRAND} gambling is meant to be entertainment, not a way to make money or solve financial problems. Most people play for fun, but for some it can become a problem. We give you tools to stay in control, we watch for signs of harm and we will contact you if we are concerned. Only adults aged ${age} or over may play${ee ? ', as required by the Estonian Gambling Act' : ''}.`,
      ),
      h2('Tips for safe play'),
      ul(
        'Decide on a budget before you play and only use money you can afford to lose.',
        'Set a time limit and take regular breaks.',
        'Never chase losses: accept them as the price of your entertainment.',
        'Do not play when you are upset, tired or under the influence of alcohol or drugs.',
        'Never borrow money to gamble, and keep gambling in balance with other activities.',
      ),
      h2('Limits'),
      p(`In your profile under ${link(l, '/profile/limits', 'Limits')} you can set, for a day, a week or a month:`),
      ul(
        '<strong>Deposit limit:</strong> the most you can deposit.',
        '<strong>Loss limit:</strong> the most you can lose, counted as bets minus wins.',
        '<strong>Wager limit:</strong> the total amount you can bet.',
        '<strong>Session limit:</strong> how long you can play; when the time is up, your games close until the next period.',
      ),
      p(
        'A stricter limit, or a new one, applies immediately. <strong>Loosening a limit</strong>, by raising or removing it, takes effect only after 24 hours and only once you confirm the change through the link we send to your e-mail address. The delay gives you time to think it over.',
        'When you reach a limit, we show you a warning and you cannot play the games it covers until the period resets.',
      ),
      h2('Cooling-off: take a break'),
      p(
        'If you want a short break, you can pause your account for <strong>24 hours, one week, one month or six weeks</strong>. During the break you cannot deposit or play and we send you no promotions, but you can still log in to withdraw your balance. A break cannot be cancelled or shortened once it has started; your account becomes available again automatically when it ends.',
      ),
      h2('Self-exclusion'),
      p(
        'If you feel you need to stop gambling for longer, you can exclude yourself for <strong>six months, one year, five years or permanently</strong>. Your account is then closed for the whole period: you cannot play or deposit, the exclusion cannot be reversed, your remaining balance is paid out to you and we stop all marketing. We also take reasonable steps to prevent you from opening a new account.',
        'When a temporary self-exclusion ends, your account is not reopened automatically: you need to contact our support team, and we may ask you some questions first. A permanent self-exclusion cannot be lifted.',
        `You can set a break or self-exclusion in your profile under ${link(l, '/profile/limits', 'Limits')} or ask our support team to do it for you. We also recommend installing blocking software such as BetBlocker (${BETBLOCKER}) and excluding yourself from other gambling sites you use.`,
      ),
      ee
        ? html(
            h2('Estonian gambling restriction list'),
            p(
              `You can also ask the Estonian Tax and Customs Board (EMTA, ${EMTA_SITE}) to enter you in the list of persons with restrictions on gambling, through the e-MTA self-service portal or at an EMTA service office. You choose a period of 6 to 36 months. The restriction takes effect no later than the next day, cannot be cancelled during the chosen period and does not end by itself: when the period is over, you need to apply separately to be removed from the list. While you are on the list, no operator licensed in Estonia, including us, may let you play.`,
            ),
          )
        : '',
      au ? html(h2('BetStop: the National Self-Exclusion Register'), p(`BetStop (${BETSTOP}) is a free service run by the Australian Government. Once you register, for any period from 3 months to a lifetime, every licensed Australian online and phone wagering provider must close your account and may not send you marketing. BetStop covers Australian betting providers only, so it does not reach us: set a break or self-exclusion here as well, and consider blocking software for all gambling sites.`)) : '',
      h2('Keep track of your play'),
      p(
        `Your profile shows your games history and all deposits and withdrawals, so you always know how much time and money you have spent.${ee ? ' While you are logged in, a session timer on the screen shows how long you have been playing.' : ''}`,
      ),
      h2('Warning signs'),
      p('Ask yourself honestly:'),
      ul(
        'Do you spend more money or time on gambling than you intended?',
        'Do you try to win back money you have lost?',
        'Have you borrowed money or sold something to gamble?',
        'Do you hide your gambling from family or friends?',
        'Do you feel restless or irritable when you try to cut down?',
        'Has gambling caused problems at work, in your studies, in your relationships or with your health?',
      ),
      p('If you answered yes to any of these questions, consider taking a break and talking to someone you trust or to one of the organisations below.'),
      h2('Protecting minors'),
      p(
        `Gambling by anyone under ${age} is not allowed, and we verify the age of every player. If children can use your device, keep your login details private and consider parental control software that blocks gambling sites.`,
      ),
      h2('Where to get help'),
      p('These organisations offer free and confidential support:'),
      ul(
        ...(ee
          ? [
              `Gambling Addiction Counselling Centre (Hasartmängusõltuvuse Nõustamiskeskus): free counselling in Estonia, also for family members, ${EE_COUNSELLING_SITE}`,
              `Estonian Tax and Customs Board: gambling restriction list, ${EMTA_SITE}`,
            ]
          : []),
        ...(au ? ENGLISH_VARIANTS['en-AU'].helpItems : v.helpItems),
      ),
      h2('Talk to us'),
      p(
        `Our support team is available 24/7 via ${chat('live chat')} and at ${mail(SUPPORT_EMAIL)}. They are trained to help with limits, breaks and self-exclusion, and every conversation is confidential.`,
      ),
    ),
  };
}

function de(lic: Licence): PageText {
  const l = 'de';
  const ee = lic === 'EE';
  const au = lic === 'AU';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Verantwortungsvolles Spielen (estnische Lizenz)' : au ? 'Verantwortungsvolles Spielen (Australien)' : 'Verantwortungsvolles Spielen',
    description: au
      ? `Verantwortungsvolles Spielen für Spieler in Australien bei ${BRAND}: Limits, Pausen, Selbstsperre, BetStop und Gambling Help Online.`
      : ee
      ? `Verantwortungsvolles Spielen unter der estnischen Lizenz von ${BRAND}: ab 21, Limits, Pausen, Selbstsperre, EMTA-Sperrliste und Hilfe.`
      : `Sicher spielen bei ${BRAND}: Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, Spielpausen, Selbstsperre und Hilfsangebote.`,
    keywords: `verantwortungsvolles Spielen, Spielerschutz, Einzahlungslimit, Verlustlimit, Sitzungslimit, Spielpause, Selbstsperre, Glücksspielsucht Hilfe${ee ? ', EMTA, Estland' : ''}${au ? ', BetStop, Gambling Help Online, Australien' : ''}`,
    content: html(
      h2('Unser Anspruch'),
      p(
        `Bei ${BRAND} soll Glücksspiel Unterhaltung sein, kein Weg, Geld zu verdienen oder finanzielle Probleme zu lösen. Die meisten Menschen spielen zum Vergnügen, doch für manche kann es zum Problem werden. Wir geben dir Werkzeuge, um die Kontrolle zu behalten, achten auf Warnsignale und sprechen dich an, wenn wir besorgt sind. Spielen dürfen nur Erwachsene ab ${age} Jahren${ee ? ', wie es das estnische Glücksspielgesetz verlangt' : ''}.`,
      ),
      h2('Tipps für sicheres Spielen'),
      ul(
        'Leg vor dem Spielen ein Budget fest und setz nur Geld ein, dessen Verlust du dir leisten kannst.',
        'Setz dir ein Zeitlimit und mach regelmäßig Pausen.',
        'Jag Verlusten nie hinterher: Betrachte sie als Preis für deine Unterhaltung.',
        'Spiel nicht, wenn du aufgewühlt oder müde bist oder unter dem Einfluss von Alkohol oder Drogen stehst.',
        'Leih dir nie Geld zum Spielen und halte das Spielen im Gleichgewicht mit anderen Aktivitäten.',
      ),
      h2('Limits'),
      p(`In deinem Profil unter ${link(l, '/profile/limits', 'Limits')} kannst du für einen Tag, eine Woche oder einen Monat festlegen:`),
      ul(
        '<strong>Einzahlungslimit:</strong> den Höchstbetrag, den du einzahlen kannst.',
        '<strong>Verlustlimit:</strong> den Höchstbetrag, den du verlieren kannst, berechnet als Einsätze minus Gewinne.',
        '<strong>Einsatzlimit:</strong> die Gesamtsumme deiner Einsätze.',
        '<strong>Sitzungslimit:</strong> wie lange du spielen kannst; ist die Zeit abgelaufen, werden deine Spiele bis zum nächsten Zeitraum geschlossen.',
      ),
      p(
        'Ein strengeres oder neues Limit gilt sofort. <strong>Eine Lockerung</strong>, also das Erhöhen oder Aufheben eines Limits, wird erst nach 24 Stunden wirksam und erst, nachdem du die Änderung über den Link bestätigt hast, den wir an deine E-Mail-Adresse senden. Diese Wartezeit gibt dir Gelegenheit, es dir noch einmal zu überlegen.',
        'Erreichst du ein Limit, erhältst du einen Hinweis und kannst die betroffenen Spiele bis zum Beginn des nächsten Zeitraums nicht spielen.',
      ),
      h2('Spielpause (Cooling-off)'),
      p(
        'Wenn du eine kurze Auszeit möchtest, kannst du dein Konto für <strong>24 Stunden, eine Woche, einen Monat oder sechs Wochen</strong> pausieren. Während der Pause kannst du weder einzahlen noch spielen und erhältst keine Werbung; anmelden und dein Guthaben auszahlen lassen kannst du dich weiterhin. Eine begonnene Pause lässt sich weder aufheben noch verkürzen; nach ihrem Ende steht dein Konto automatisch wieder zur Verfügung.',
      ),
      h2('Selbstsperre'),
      p(
        'Wenn du länger mit dem Spielen aufhören möchtest, kannst du dich für <strong>sechs Monate, ein Jahr, fünf Jahre oder dauerhaft</strong> sperren. Dein Konto wird dann für den gesamten Zeitraum geschlossen: Du kannst weder spielen noch einzahlen, die Sperre kann nicht rückgängig gemacht werden, dein Restguthaben wird ausgezahlt und wir stellen jegliche Werbung ein. Außerdem ergreifen wir angemessene Maßnahmen, damit du kein neues Konto eröffnest.',
        'Nach Ablauf einer befristeten Selbstsperre wird dein Konto nicht automatisch wieder geöffnet: Du musst dich an unseren Support wenden, und wir stellen dir vorher möglicherweise einige Fragen. Eine dauerhafte Selbstsperre kann nicht aufgehoben werden.',
        `Eine Pause oder Selbstsperre richtest du in deinem Profil unter ${link(l, '/profile/limits', 'Limits')} ein, oder du bittest unseren Support darum. Wir empfehlen zusätzlich eine Sperrsoftware wie BetBlocker (${BETBLOCKER}) und eine Sperre bei anderen Glücksspielseiten, die du nutzt.`,
      ),
      ee
        ? html(
            h2('Estnische Liste der Glücksspielbeschränkungen'),
            p(
              `Du kannst außerdem bei der estnischen Steuer- und Zollbehörde (EMTA, ${EMTA_SITE}) beantragen, in die Liste der Personen mit Glücksspielbeschränkungen eingetragen zu werden, über das Selbstbedienungsportal e-MTA oder in einem Servicebüro der EMTA. Du wählst einen Zeitraum von 6 bis 36 Monaten. Die Beschränkung wird spätestens am nächsten Tag wirksam, kann während des gewählten Zeitraums nicht aufgehoben werden und endet nicht von selbst: Nach Ablauf musst du die Streichung aus der Liste gesondert beantragen. Solange du eingetragen bist, darf kein in Estland lizenzierter Anbieter, auch wir nicht, dich spielen lassen.`,
            ),
          )
        : '',
      au ? html(h2('BetStop: das nationale Selbstsperrregister'), p(`BetStop (${BETSTOP}) ist ein kostenloser Dienst der australischen Regierung. Nach der Registrierung, für einen Zeitraum von 3 Monaten bis lebenslang, müssen alle in Australien lizenzierten Online- und Telefonwettanbieter dein Konto schließen und dürfen dir keine Werbung mehr senden. BetStop gilt nur für australische Wettanbieter und erfasst uns daher nicht: Richte zusätzlich hier eine Spielpause oder Selbstsperre ein und nutze eine Sperrsoftware für alle Glücksspielseiten.`)) : '',
      h2('Behalte den Überblick'),
      p(
        `Dein Profil zeigt deinen Spielverlauf sowie alle Ein- und Auszahlungen, damit du jederzeit weißt, wie viel Zeit und Geld du aufgewendet hast.${ee ? ' Solange du angemeldet bist, zeigt ein Sitzungstimer auf dem Bildschirm, wie lange du bereits spielst.' : ''}`,
      ),
      h2('Warnsignale'),
      p('Frag dich ehrlich:'),
      ul(
        'Gibst du mehr Geld oder Zeit für Glücksspiel aus, als du vorhattest?',
        'Versuchst du, verlorenes Geld zurückzugewinnen?',
        'Hast du dir Geld geliehen oder etwas verkauft, um zu spielen?',
        'Verheimlichst du dein Spielen vor Familie oder Freunden?',
        'Wirst du unruhig oder gereizt, wenn du versuchst, weniger zu spielen?',
        'Hat das Spielen Probleme bei der Arbeit, in der Ausbildung, in Beziehungen oder mit der Gesundheit verursacht?',
      ),
      p('Wenn du eine dieser Fragen mit Ja beantwortest, solltest du eine Pause einlegen und mit einer Vertrauensperson oder einer der unten genannten Stellen sprechen.'),
      h2('Schutz Minderjähriger'),
      p(
        `Glücksspiel ist Personen unter ${age} Jahren nicht erlaubt, und wir prüfen das Alter jedes Spielers. Wenn Kinder dein Gerät nutzen können, halte deine Zugangsdaten geheim und nutze eine Jugendschutzsoftware, die Glücksspielseiten sperrt.`,
      ),
      h2('Hier findest du Hilfe'),
      p('Diese Stellen helfen kostenlos und vertraulich:'),
      ul(
        ...(ee
          ? [
              `Beratungszentrum für Glücksspielsucht (Hasartmängusõltuvuse Nõustamiskeskus): kostenlose Beratung in Estland, auch für Angehörige, ${EE_COUNSELLING_SITE}`,
              `Estnische Steuer- und Zollbehörde: Liste der Glücksspielbeschränkungen, ${EMTA_SITE}`,
            ]
          : []),
        ...(au
          ? [
              `Gambling Help Online (Australien): kostenlose, vertrauliche Beratung rund um die Uhr unter ${tel('1800 858 858')} oder auf ${ext('www.gamblinghelponline.org.au')}`,
              `Lifeline (Australien): Krisenhilfe rund um die Uhr unter ${tel('13 11 14')}`,
            ]
          : []),
        `Deutschland: Beratungstelefon zur Glücksspielsucht ${tel('0800 1 37 27 00')} (kostenlos), ${ext('www.check-dein-spiel.de')}`,
        `Österreich: Spielsuchthilfe, ${ext('www.spielsuchthilfe.at')}`,
        `Schweiz: SOS Spielsucht ${tel('0800 040 080')} (kostenlos), ${ext('www.sos-spielsucht.ch')}`,
        `Gambling Therapy: kostenlose Online-Hilfe, auch auf Deutsch, ${GAMBLING_THERAPY}`,
        `BetBlocker: kostenlose Software, die Glücksspielseiten sperrt, ${BETBLOCKER}`,
      ),
      h2('Sprich mit uns'),
      p(
        `Unser Support ist rund um die Uhr per ${chat('Live-Chat')} und unter ${mail(SUPPORT_EMAIL)} erreichbar. Das Team ist geschult, dir bei Limits, Pausen und Selbstsperren zu helfen, und jedes Gespräch ist vertraulich.`,
      ),
    ),
  };
}

function frCA(lic: Licence): PageText {
  const l = 'fr-CA';
  const ee = lic === 'EE';
  const au = lic === 'AU';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Jeu responsable (licence estonienne)' : au ? 'Jeu responsable (Australie)' : 'Jeu responsable',
    description: au
      ? `Jeu responsable pour les joueurs en Australie chez ${BRAND} : limites, pauses, autoexclusion, BetStop et Gambling Help Online.`
      : ee
      ? `Jeu responsable sous la licence estonienne de ${BRAND} : 21 ans et plus, limites, pauses, autoexclusion, liste de l’EMTA et aide.`
      : `Jouer de façon sécuritaire chez ${BRAND} : limites de dépôt, de perte, de mise et de session, pauses, autoexclusion et ressources d’aide.`,
    keywords: `jeu responsable, limite de dépôt, limite de perte, limite de session, pause, autoexclusion, aide jeu compulsif${ee ? ', EMTA, Estonie' : ''}${au ? ', BetStop, Gambling Help Online, Australie' : ''}`,
    content: html(
      h2('Notre engagement'),
      p(
        `Chez ${BRAND}, le jeu doit rester un divertissement, et non une façon de gagner de l’argent ou de régler des problèmes financiers. La plupart des gens jouent pour le plaisir, mais pour certains, le jeu peut devenir un problème. Nous vous offrons des outils pour garder le contrôle, nous surveillons les signes de méfaits et nous communiquons avec vous si nous sommes inquiets. Seuls les adultes de ${age} ans et plus peuvent jouer${ee ? ', comme l’exige la loi estonienne sur les jeux de hasard' : ''}.`,
      ),
      h2('Conseils pour jouer prudemment'),
      ul(
        'Fixez un budget avant de jouer et n’utilisez que l’argent que vous pouvez vous permettre de perdre.',
        'Fixez-vous une limite de temps et prenez des pauses régulières.',
        'Ne courez jamais après vos pertes : voyez-les comme le prix de votre divertissement.',
        'Ne jouez pas lorsque vous êtes contrarié, fatigué ou sous l’effet de l’alcool ou de drogues.',
        'N’empruntez jamais d’argent pour jouer et gardez un équilibre entre le jeu et vos autres activités.',
      ),
      h2('Limites'),
      p(`Dans votre profil, sous ${link(l, '/profile/limits', 'Limites')}, vous pouvez fixer pour une journée, une semaine ou un mois :`),
      ul(
        '<strong>une limite de dépôt :</strong> le montant maximal que vous pouvez déposer;',
        '<strong>une limite de perte :</strong> le montant maximal que vous pouvez perdre, calculé comme les mises moins les gains;',
        '<strong>une limite de mise :</strong> le montant total que vous pouvez miser;',
        '<strong>une limite de session :</strong> la durée pendant laquelle vous pouvez jouer; une fois le temps écoulé, vos jeux se ferment jusqu’à la période suivante.',
      ),
      p(
        'Une limite plus stricte, ou une nouvelle limite, s’applique immédiatement. <strong>L’assouplissement d’une limite</strong>, c’est-à-dire son augmentation ou sa suppression, ne prend effet qu’après 24 heures et seulement une fois que vous l’avez confirmé au moyen du lien envoyé à votre adresse courriel. Ce délai vous laisse le temps d’y réfléchir.',
        'Lorsque vous atteignez une limite, un avertissement s’affiche et vous ne pouvez plus jouer aux jeux visés jusqu’au début de la période suivante.',
      ),
      h2('Pause (période de réflexion)'),
      p(
        'Si vous souhaitez une courte pause, vous pouvez suspendre votre compte pendant <strong>24 heures, une semaine, un mois ou six semaines</strong>. Pendant la pause, vous ne pouvez ni déposer ni jouer et nous ne vous envoyons aucune promotion, mais vous pouvez toujours vous connecter pour retirer votre solde. Une pause commencée ne peut être ni annulée ni écourtée; votre compte redevient accessible automatiquement à la fin.',
      ),
      h2('Autoexclusion'),
      p(
        'Si vous sentez le besoin d’arrêter de jouer plus longtemps, vous pouvez vous autoexclure pendant <strong>six mois, un an, cinq ans ou de façon permanente</strong>. Votre compte est alors fermé pour toute la période : vous ne pouvez ni jouer ni déposer, l’autoexclusion est irrévocable, votre solde restant vous est versé et nous cessons toute publicité. Nous prenons aussi des mesures raisonnables pour vous empêcher d’ouvrir un nouveau compte.',
        'À la fin d’une autoexclusion temporaire, votre compte n’est pas rouvert automatiquement : vous devez communiquer avec notre équipe de soutien, qui pourrait d’abord vous poser quelques questions. Une autoexclusion permanente ne peut pas être levée.',
        `Vous pouvez activer une pause ou une autoexclusion dans votre profil, sous ${link(l, '/profile/limits', 'Limites')}, ou demander à notre équipe de soutien de le faire pour vous. Nous vous recommandons aussi d’installer un logiciel de blocage comme BetBlocker (${BETBLOCKER}) et de vous autoexclure des autres sites de jeu que vous utilisez.`,
      ),
      ee
        ? html(
            h2('Liste estonienne des restrictions de jeu'),
            p(
              `Vous pouvez aussi demander à l’Administration fiscale et douanière estonienne (EMTA, ${EMTA_SITE}) de vous inscrire sur la liste des personnes faisant l’objet de restrictions de jeu, au moyen du portail libre-service e-MTA ou dans un bureau de l’EMTA. Vous choisissez une durée de 6 à 36 mois. La restriction s’applique au plus tard le lendemain, ne peut pas être annulée pendant la période choisie et ne prend pas fin d’elle-même : à l’échéance, vous devez présenter une demande distincte pour être retiré de la liste. Tant que vous y figurez, aucun exploitant titulaire d’une licence estonienne, y compris nous, ne peut vous laisser jouer.`,
            ),
          )
        : '',
      au ? html(h2('BetStop : le registre national d’autoexclusion'), p(`BetStop (${BETSTOP}) est un service gratuit du gouvernement australien. Une fois inscrit, pour une période de 3 mois à toute la vie, chaque fournisseur de paris en ligne ou par téléphone autorisé en Australie doit fermer votre compte et ne peut plus vous envoyer de publicité. BetStop ne vise que les fournisseurs de paris australiens et ne nous concerne donc pas : activez aussi une pause ou une autoexclusion ici, et pensez à un logiciel de blocage pour tous les sites de jeu.`)) : '',
      h2('Suivez votre activité'),
      p(
        `Votre profil affiche votre historique des jeux ainsi que tous vos dépôts et retraits, pour que vous sachiez toujours combien de temps et d’argent vous avez consacrés au jeu.${ee ? ' Lorsque vous êtes connecté, une minuterie de session à l’écran indique depuis combien de temps vous jouez.' : ''}`,
      ),
      h2('Signes à surveiller'),
      p('Posez-vous honnêtement ces questions :'),
      ul(
        'Consacrez-vous au jeu plus d’argent ou de temps que prévu?',
        'Essayez-vous de regagner l’argent perdu?',
        'Avez-vous emprunté de l’argent ou vendu quelque chose pour jouer?',
        'Cachez-vous vos habitudes de jeu à votre famille ou à vos amis?',
        'Devenez-vous agité ou irritable lorsque vous essayez de jouer moins?',
        'Le jeu vous a-t-il causé des problèmes au travail, dans vos études, dans vos relations ou pour votre santé?',
      ),
      p('Si vous avez répondu oui à l’une de ces questions, envisagez de prendre une pause et d’en parler à une personne de confiance ou à l’un des organismes ci-dessous.'),
      h2('Protection des mineurs'),
      p(
        `Le jeu est interdit aux personnes de moins de ${age} ans, et nous vérifions l’âge de chaque joueur. Si des enfants peuvent utiliser votre appareil, gardez vos identifiants confidentiels et envisagez un logiciel de contrôle parental qui bloque les sites de jeu.`,
      ),
      h2('Où trouver de l’aide'),
      p('Ces organismes offrent un soutien gratuit et confidentiel :'),
      ul(
        ...(ee
          ? [
              `Centre de consultation en dépendance au jeu (Hasartmängusõltuvuse Nõustamiskeskus) : consultations gratuites en Estonie, aussi pour les proches, ${EE_COUNSELLING_SITE}`,
              `Administration fiscale et douanière estonienne : liste des restrictions de jeu, ${EMTA_SITE}`,
            ]
          : []),
        ...(au
          ? [
              `Gambling Help Online (Australie) : aide gratuite et confidentielle en tout temps au ${tel('1800 858 858')} ou sur ${ext('www.gamblinghelponline.org.au')}`,
              `Lifeline (Australie) : soutien en situation de crise en tout temps au ${tel('13 11 14')}`,
            ]
          : []),
        `Jeu : aide et référence (Québec) : ${tel('1 800 461-0140')}, gratuit, 24 heures sur 24, 7 jours sur 7`,
        `ConnexOntario : ${tel('1 866 531-2600')}, service gratuit et confidentiel offert en français, ${ext('www.connexontario.ca')}`,
        `Gambling Therapy : soutien gratuit en ligne, ${GAMBLING_THERAPY}`,
        `BetBlocker : logiciel gratuit qui bloque l’accès aux sites de jeu, ${BETBLOCKER}`,
      ),
      h2('Parlez-nous'),
      p(
        `Notre équipe de soutien est joignable 24 heures sur 24, 7 jours sur 7, par ${chat('clavardage en direct')} et à ${mail(SUPPORT_EMAIL)}. Elle est formée pour vous aider avec les limites, les pauses et l’autoexclusion, et chaque conversation est confidentielle.`,
      ),
    ),
  };
}

function no(lic: Licence): PageText {
  const l = 'no';
  const ee = lic === 'EE';
  const au = lic === 'AU';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Ansvarlig spill (estisk lisens)' : au ? 'Ansvarlig spill (Australia)' : 'Ansvarlig spill',
    description: au
      ? `Ansvarlig spill for spillere i Australia hos ${BRAND}: grenser, pauser, selvutestengelse, BetStop og Gambling Help Online.`
      : ee
      ? `Ansvarlig spill under ${BRAND}s estiske lisens: 21 år eller eldre, grenser, pauser, selvutestengelse, EMTAs sperreliste og hjelp.`
      : `Spill trygt hos ${BRAND}: grenser for innskudd, tap, innsats og spilletid, pauser, selvutestengelse og hvor du finner hjelp.`,
    keywords: `ansvarlig spill, innskuddsgrense, tapsgrense, tidsgrense, spillepause, selvutestengelse, spilleavhengighet hjelp${ee ? ', EMTA, Estland' : ''}${au ? ', BetStop, Gambling Help Online, Australia' : ''}`,
    content: html(
      h2('Vårt ansvar'),
      p(
        `Hos ${BRAND} skal pengespill være underholdning, ikke en måte å tjene penger eller løse økonomiske problemer på. De fleste spiller for moro skyld, men for noen kan spillingen bli et problem. Vi gir deg verktøy for å beholde kontrollen, vi følger med på faresignaler, og vi tar kontakt hvis vi blir bekymret. Bare voksne fra ${age} år kan spille${ee ? ', slik den estiske pengespilloven krever' : ''}.`,
      ),
      h2('Råd for trygt spill'),
      ul(
        'Bestem et budsjett før du spiller, og bruk bare penger du har råd til å tape.',
        'Sett en tidsgrense og ta jevnlige pauser.',
        'Jag aldri etter tap: Se på dem som prisen for underholdningen.',
        'Ikke spill når du er lei deg, sliten eller påvirket av alkohol eller rusmidler.',
        'Lån aldri penger for å spille, og hold spillingen i balanse med andre aktiviteter.',
      ),
      h2('Grenser'),
      p(`I profilen under ${link(l, '/profile/limits', 'Grenser')} kan du sette følgende for en dag, en uke eller en måned:`),
      ul(
        '<strong>Innskuddsgrense:</strong> hvor mye du maksimalt kan sette inn.',
        '<strong>Tapsgrense:</strong> hvor mye du maksimalt kan tape, regnet som innsatser minus gevinster.',
        '<strong>Innsatsgrense:</strong> hvor mye du totalt kan satse.',
        '<strong>Tidsgrense:</strong> hvor lenge du kan spille; når tiden er ute, stenges spillene til neste periode.',
      ),
      p(
        'En strengere eller ny grense gjelder umiddelbart. <strong>Å lempe på en grense</strong>, ved å øke eller fjerne den, får først virkning etter 24 timer og først når du har bekreftet endringen via lenken vi sender til e-postadressen din. Ventetiden gir deg tid til å tenke deg om.',
        'Når du når en grense, får du et varsel, og du kan ikke spille spillene grensen gjelder før perioden starter på nytt.',
      ),
      h2('Ta en pause'),
      p(
        'Vil du ha en kort pause, kan du sette kontoen på pause i <strong>24 timer, én uke, én måned eller seks uker</strong>. I pausen kan du ikke sette inn penger eller spille, og vi sender deg ingen kampanjer, men du kan fortsatt logge inn for å ta ut saldoen. En pause kan ikke avbrytes eller forkortes når den har startet; kontoen blir automatisk tilgjengelig igjen når pausen er over.',
      ),
      h2('Selvutestengelse'),
      p(
        'Hvis du føler at du må slutte å spille i lengre tid, kan du stenge deg ute i <strong>seks måneder, ett år, fem år eller permanent</strong>. Kontoen stenges da i hele perioden: Du kan ikke spille eller sette inn penger, utestengelsen kan ikke omgjøres, gjenværende saldo utbetales til deg, og vi stanser all markedsføring. Vi treffer også rimelige tiltak for å hindre at du oppretter en ny konto.',
        'Når en tidsbegrenset selvutestengelse er over, åpnes kontoen ikke automatisk: Du må kontakte kundeservice, og vi kan stille deg noen spørsmål først. En permanent selvutestengelse kan ikke oppheves.',
        `Du setter opp pause eller selvutestengelse i profilen under ${link(l, '/profile/limits', 'Grenser')}, eller du kan be kundeservice gjøre det for deg. Vi anbefaler også å installere blokkeringsprogramvare som BetBlocker (${BETBLOCKER}) og å stenge deg ute fra andre spillnettsteder du bruker.`,
      ),
      ee
        ? html(
            h2('Estisk register over spillebegrensninger'),
            p(
              `Du kan også be den estiske skatte- og tolletaten (EMTA, ${EMTA_SITE}) om å føre deg inn i registeret over personer med spillebegrensninger, via selvbetjeningsportalen e-MTA eller på et av EMTAs servicekontorer. Du velger en periode på 6 til 36 måneder. Begrensningen trer i kraft senest dagen etter, kan ikke oppheves i den valgte perioden og opphører ikke av seg selv: Når perioden er over, må du søke særskilt om å bli slettet fra registeret. Så lenge du står i registeret, kan ingen operatør med estisk lisens, heller ikke vi, la deg spille.`,
            ),
          )
        : '',
      au ? html(h2('BetStop: det nasjonale registeret for selvutestengelse'), p(`BetStop (${BETSTOP}) er en gratis tjeneste fra den australske regjeringen. Når du har registrert deg, for en periode fra 3 måneder til resten av livet, må alle lisensierte australske tilbydere av spill på nett og per telefon stenge kontoen din, og de kan ikke sende deg markedsføring. BetStop gjelder bare australske spilltilbydere og omfatter derfor ikke oss: sett også en pause eller selvutestengelse her, og vurder blokkeringsprogramvare for alle spillnettsteder.`)) : '',
      h2('Hold oversikt over spillingen'),
      p(
        `Profilen viser spillhistorikken og alle innskudd og uttak, slik at du alltid vet hvor mye tid og penger du har brukt.${ee ? ' Mens du er innlogget, viser en økttidtaker på skjermen hvor lenge du har spilt.' : ''}`,
      ),
      h2('Faresignaler'),
      p('Spør deg selv ærlig:'),
      ul(
        'Bruker du mer penger eller tid på spill enn du hadde tenkt?',
        'Prøver du å vinne tilbake penger du har tapt?',
        'Har du lånt penger eller solgt noe for å spille?',
        'Skjuler du spillingen for familie eller venner?',
        'Blir du rastløs eller irritabel når du prøver å spille mindre?',
        'Har spillingen skapt problemer på jobb, i studiene, i forhold eller med helsen?',
      ),
      p('Svarte du ja på ett av spørsmålene, bør du vurdere en pause og snakke med noen du stoler på eller med en av organisasjonene nedenfor.'),
      h2('Beskyttelse av mindreårige'),
      p(
        `Pengespill er ikke tillatt for personer under ${age} år, og vi kontrollerer alderen til alle spillere. Hvis barn kan bruke enheten din, bør du holde innloggingsopplysningene dine for deg selv og vurdere foreldrekontroll som blokkerer spillnettsteder.`,
      ),
      h2('Her får du hjelp'),
      p('Disse organisasjonene gir gratis og fortrolig hjelp:'),
      ul(
        ...(ee
          ? [
              `Rådgivningssenteret for spilleavhengighet (Hasartmängusõltuvuse Nõustamiskeskus): gratis rådgivning i Estland, også for pårørende, ${EE_COUNSELLING_SITE}`,
              `Den estiske skatte- og tolletaten: register over spillebegrensninger, ${EMTA_SITE}`,
            ]
          : []),
        ...(au
          ? [
              `Gambling Help Online (Australia): gratis og konfidensiell rådgivning døgnet rundt på ${tel('1800 858 858')} eller på ${ext('www.gamblinghelponline.org.au')}`,
              `Lifeline (Australia): krisehjelp døgnet rundt på ${tel('13 11 14')}`,
            ]
          : []),
        `Hjelpelinjen for spilleavhengige: ${tel('800 800 40')} (gratis), ${ext('www.hjelpelinjen.no')}`,
        `Spillavhengighet Norge: likepersonsstøtte for spillere og pårørende, ${ext('www.spillavhengighet.no')}`,
        `Gambling Therapy: gratis hjelp på nett, ${GAMBLING_THERAPY}`,
        `BetBlocker: gratis programvare som blokkerer spillnettsteder, ${BETBLOCKER}`,
      ),
      h2('Snakk med oss'),
      p(
        `Kundeservice er tilgjengelig hele døgnet via ${chat('chat')} og på ${mail(SUPPORT_EMAIL)}. Teamet har opplæring i å hjelpe med grenser, pauser og selvutestengelse, og alle samtaler er fortrolige.`,
      ),
    ),
  };
}

function it(lic: Licence): PageText {
  const l = 'it';
  const ee = lic === 'EE';
  const au = lic === 'AU';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Gioco responsabile (licenza estone)' : au ? 'Gioco responsabile (Australia)' : 'Gioco responsabile',
    description: au
      ? `Gioco responsabile per i giocatori in Australia su ${BRAND}: limiti, pause, autoesclusione, BetStop e Gambling Help Online.`
      : ee
      ? `Gioco responsabile con la licenza estone di ${BRAND}: dai 21 anni, limiti, pause, autoesclusione, elenco EMTA e dove trovare aiuto.`
      : `Gioca in sicurezza su ${BRAND}: limiti di deposito, perdita, puntata e sessione, pause dal gioco, autoesclusione e dove trovare aiuto.`,
    keywords: `gioco responsabile, limite di deposito, limite di perdita, limite di sessione, pausa dal gioco, autoesclusione, aiuto gioco d’azzardo${ee ? ', EMTA, Estonia' : ''}${au ? ', BetStop, Gambling Help Online, Australia' : ''}`,
    content: html(
      h2('Il nostro impegno'),
      p(
        `Su ${BRAND} il gioco deve essere un divertimento, non un modo per guadagnare o risolvere problemi economici. La maggior parte delle persone gioca per svago, ma per alcuni il gioco può diventare un problema. Ti offriamo strumenti per mantenere il controllo, prestiamo attenzione ai segnali di rischio e ti contattiamo se siamo preoccupati. Possono giocare solo gli adulti dai ${age} anni in su${ee ? ', come previsto dalla legge estone sul gioco' : ''}.`,
      ),
      h2('Consigli per giocare in sicurezza'),
      ul(
        'Stabilisci un budget prima di giocare e usa solo denaro che puoi permetterti di perdere.',
        'Fissa un limite di tempo e fai pause regolari.',
        'Non cercare mai di rifarti delle perdite: considerale il prezzo del tuo divertimento.',
        'Non giocare quando sei turbato, stanco o sotto l’effetto di alcol o droghe.',
        'Non chiedere mai prestiti per giocare e mantieni il gioco in equilibrio con le altre attività.',
      ),
      h2('Limiti'),
      p(`Nel profilo, alla voce ${link(l, '/profile/limits', 'Limiti')}, puoi impostare per un giorno, una settimana o un mese:`),
      ul(
        '<strong>Limite di deposito:</strong> l’importo massimo che puoi depositare.',
        '<strong>Limite di perdita:</strong> l’importo massimo che puoi perdere, calcolato come puntate meno vincite.',
        '<strong>Limite di puntata:</strong> l’importo totale che puoi puntare.',
        '<strong>Limite di sessione:</strong> per quanto tempo puoi giocare; allo scadere del tempo i giochi si chiudono fino al periodo successivo.',
      ),
      p(
        'Un limite più restrittivo, o un nuovo limite, si applica subito. <strong>L’allentamento di un limite</strong>, cioè il suo aumento o la sua rimozione, ha effetto solo dopo 24 ore e solo dopo che avrai confermato la modifica tramite il link inviato al tuo indirizzo e-mail. Questa attesa ti dà il tempo di ripensarci.',
        'Quando raggiungi un limite ti mostriamo un avviso e non puoi giocare ai giochi interessati fino all’inizio del periodo successivo.',
      ),
      h2('Pausa dal gioco'),
      p(
        'Se desideri una breve pausa, puoi sospendere il conto per <strong>24 ore, una settimana, un mese o sei settimane</strong>. Durante la pausa non puoi depositare né giocare e non ti inviamo promozioni, ma puoi comunque accedere per prelevare il saldo. Una pausa iniziata non può essere annullata né abbreviata; al termine il conto torna disponibile automaticamente.',
      ),
      h2('Autoesclusione'),
      p(
        'Se senti il bisogno di smettere di giocare più a lungo, puoi autoescluderti per <strong>sei mesi, un anno, cinque anni o in modo permanente</strong>. Il conto viene chiuso per l’intero periodo: non puoi giocare né depositare, l’autoesclusione è irrevocabile, il saldo residuo ti viene pagato e interrompiamo ogni comunicazione promozionale. Adottiamo inoltre misure ragionevoli per impedirti di aprire un nuovo conto.',
        'Al termine di un’autoesclusione temporanea il conto non viene riaperto automaticamente: devi contattare l’assistenza, che potrebbe prima porti alcune domande. Un’autoesclusione permanente non può essere revocata.',
        `Puoi impostare una pausa o un’autoesclusione nel profilo, alla voce ${link(l, '/profile/limits', 'Limiti')}, oppure chiedere all’assistenza di farlo per te. Ti consigliamo anche di installare un software di blocco come BetBlocker (${BETBLOCKER}) e di autoescluderti dagli altri siti di gioco che utilizzi.`,
      ),
      ee
        ? html(
            h2('Elenco estone delle restrizioni al gioco'),
            p(
              `Puoi anche chiedere all’Agenzia estone delle imposte e delle dogane (EMTA, ${EMTA_SITE}) di essere iscritto nell’elenco delle persone soggette a restrizioni al gioco, tramite il portale self-service e-MTA o presso un ufficio dell’EMTA. Scegli un periodo da 6 a 36 mesi. La restrizione ha effetto al più tardi dal giorno successivo, non può essere revocata durante il periodo scelto e non termina da sola: alla scadenza devi presentare una domanda separata per essere cancellato dall’elenco. Finché sei iscritto, nessun operatore con licenza estone, noi compresi, può farti giocare.`,
            ),
          )
        : '',
      au ? html(h2('BetStop: il registro nazionale di autoesclusione'), p(`BetStop (${BETSTOP}) è un servizio gratuito del governo australiano. Dopo l’iscrizione, per un periodo da 3 mesi a tutta la vita, ogni operatore di scommesse online e telefoniche autorizzato in Australia deve chiudere il tuo conto e non può inviarti pubblicità. BetStop riguarda solo gli operatori di scommesse australiani e quindi non si applica a noi: imposta anche qui una pausa o un’autoesclusione e valuta un software di blocco per tutti i siti di gioco.`)) : '',
      h2('Tieni traccia del tuo gioco'),
      p(
        `Il profilo mostra la cronologia di gioco e tutti i depositi e prelievi, così sai sempre quanto tempo e denaro hai speso.${ee ? ' Mentre sei connesso, un timer di sessione sullo schermo indica da quanto tempo stai giocando.' : ''}`,
      ),
      h2('Segnali di allarme'),
      p('Chiediti con sincerità:'),
      ul(
        'Spendi per il gioco più denaro o tempo di quanto avevi previsto?',
        'Cerchi di recuperare il denaro perso?',
        'Hai chiesto prestiti o venduto qualcosa per giocare?',
        'Nascondi il tuo gioco a familiari o amici?',
        'Ti senti irrequieto o irritabile quando cerchi di giocare meno?',
        'Il gioco ti ha causato problemi sul lavoro, nello studio, nelle relazioni o nella salute?',
      ),
      p('Se hai risposto sì a una di queste domande, valuta di prenderti una pausa e di parlarne con una persona di fiducia o con una delle organizzazioni indicate sotto.'),
      h2('Tutela dei minori'),
      p(
        `Il gioco è vietato ai minori di ${age} anni e verifichiamo l’età di ogni giocatore. Se dei bambini possono usare il tuo dispositivo, mantieni riservate le credenziali di accesso e valuta un software di controllo parentale che blocchi i siti di gioco.`,
      ),
      h2('Dove trovare aiuto'),
      p('Queste organizzazioni offrono supporto gratuito e riservato:'),
      ul(
        ...(ee
          ? [
              `Centro di consulenza per la dipendenza dal gioco (Hasartmängusõltuvuse Nõustamiskeskus): consulenza gratuita in Estonia, anche per i familiari, ${EE_COUNSELLING_SITE}`,
              `Agenzia estone delle imposte e delle dogane: elenco delle restrizioni al gioco, ${EMTA_SITE}`,
            ]
          : []),
        ...(au
          ? [
              `Gambling Help Online (Australia): consulenza gratuita e riservata 24 ore su 24 al ${tel('1800 858 858')} o su ${ext('www.gamblinghelponline.org.au')}`,
              `Lifeline (Australia): supporto nelle crisi 24 ore su 24 al ${tel('13 11 14')}`,
            ]
          : []),
        `Telefono Verde Nazionale per le problematiche legate al gioco d’azzardo: ${tel('800 558 822')}, gratuito e anonimo`,
        `Giocatori Anonimi: gruppi di auto-aiuto, ${ext('www.giocatorianonimi.org')}`,
        `Gambling Therapy: supporto gratuito online, ${GAMBLING_THERAPY}`,
        `BetBlocker: software gratuito che blocca i siti di gioco, ${BETBLOCKER}`,
      ),
      h2('Parla con noi'),
      p(
        `La nostra assistenza è disponibile 24 ore su 24, 7 giorni su 7, tramite ${chat('chat dal vivo')} e all’indirizzo ${mail(SUPPORT_EMAIL)}. Il team è formato per aiutarti con limiti, pause e autoesclusione, e ogni conversazione è riservata.`,
      ),
    ),
  };
}

function et(lic: Licence): PageText {
  const l = 'et';
  const ee = lic === 'EE';
  const au = lic === 'AU';
  const age = ee ? 21 : 18;
  return {
    title: ee ? 'Vastutustundlik mängimine (Eesti tegevusluba)' : au ? 'Vastutustundlik mängimine (Austraalia)' : 'Vastutustundlik mängimine',
    description: au
      ? `Vastutustundlik mängimine Austraalia mängijatele ${BRAND}-is: limiidid, pausid, enesevälistamine, BetStop ja Gambling Help Online.`
      : ee
      ? `Vastutustundlik mängimine ${BRAND} Eesti tegevusloa alusel: vanus 21+, limiidid, pausid, enesevälistamine, EMTA piirangud ja abi.`
      : `Mängige ${BRAND} saidil turvaliselt: sissemakse-, kaotus-, panustamis- ja seansilimiidid, mängupausid, enesevälistamine ja abi.`,
    keywords: `vastutustundlik mängimine, sissemakselimiit, kaotuslimiit, seansilimiit, mängupaus, enesevälistamine, hasartmängusõltuvus, abi${ee ? ', EMTA, mängimise piirang' : ''}${au ? ', BetStop, Gambling Help Online, Austraalia' : ''}`,
    content: html(
      h2('Meie põhimõtted'),
      p(
        `${BRAND} saidil peab hasartmäng olema meelelahutus, mitte viis raha teenida või rahamuresid lahendada. Enamik inimesi mängib lõbu pärast, kuid mõne jaoks võib mängimine muutuda probleemiks. Anname teile vahendid kontrolli säilitamiseks, jälgime ohumärke ja võtame teiega ühendust, kui oleme mures. Mängida võivad ainult täiskasvanud alates ${age}. eluaastast${ee ? ', nagu nõuab hasartmänguseadus' : ''}.`,
      ),
      h2('Nõuanded turvaliseks mängimiseks'),
      ul(
        'Pange enne mängimist paika eelarve ja kasutage ainult raha, mille kaotamist saate endale lubada.',
        'Seadke endale ajapiirang ja tehke regulaarselt pause.',
        'Ärge kunagi püüdke kaotusi tagasi võita: pidage neid oma meelelahutuse hinnaks.',
        'Ärge mängige, kui olete ärritunud, väsinud või alkoholi või uimastite mõju all.',
        'Ärge kunagi laenake mängimiseks raha ning hoidke mängimine tasakaalus muude tegevustega.',
      ),
      h2('Limiidid'),
      p(`Oma profiilis jaotises ${link(l, '/profile/limits', 'Limiidid')} saate päevaks, nädalaks või kuuks seada:`),
      ul(
        '<strong>Sissemakselimiidi:</strong> suurima summa, mida saate sisse maksta.',
        '<strong>Kaotuslimiidi:</strong> suurima summa, mida saate kaotada, arvestatuna panused miinus võidud.',
        '<strong>Panustamislimiidi:</strong> panuste kogusumma.',
        '<strong>Seansilimiidi:</strong> kui kaua saate mängida; kui aeg on täis, suletakse mängud järgmise perioodini.',
      ),
      p(
        'Rangem või uus limiit hakkab kehtima kohe. <strong>Limiidi leevendamine</strong>, st selle suurendamine või eemaldamine, jõustub alles 24 tunni möödudes ja alles siis, kui olete muudatuse kinnitanud lingiga, mille saadame teie e-posti aadressile. Ooteaeg annab teile võimaluse otsus veel kord läbi mõelda.',
        'Kui jõuate limiidini, kuvame hoiatuse ja te ei saa asjaomaseid mänge mängida enne järgmise perioodi algust.',
      ),
      h2('Mängupaus'),
      p(
        'Kui soovite lühikest pausi, võite oma konto peatada <strong>24 tunniks, üheks nädalaks, üheks kuuks või kuueks nädalaks</strong>. Pausi ajal ei saa te sissemakseid teha ega mängida ja me ei saada teile kampaaniapakkumisi, kuid saate endiselt sisse logida, et oma saldo välja võtta. Alanud pausi ei saa tühistada ega lühendada; pausi lõppedes muutub konto automaatselt uuesti kasutatavaks.',
      ),
      h2('Enesevälistamine'),
      p(
        'Kui tunnete, et peate mängimise pikemaks ajaks lõpetama, võite end välistada <strong>kuueks kuuks, üheks aastaks, viieks aastaks või jäädavalt</strong>. Teie konto suletakse siis kogu perioodiks: te ei saa mängida ega sissemakseid teha, välistamist ei saa tagasi võtta, järelejäänud saldo makstakse teile välja ja lõpetame igasuguse turunduse. Samuti võtame mõistlikke meetmeid, et te ei saaks avada uut kontot.',
        'Tähtajalise enesevälistamise lõppedes ei avata kontot automaatselt: peate võtma ühendust klienditoega ja me võime enne esitada teile mõned küsimused. Jäädavat enesevälistamist ei saa tühistada.',
        `Pausi või enesevälistamise saate seada oma profiilis jaotises ${link(l, '/profile/limits', 'Limiidid')} või paluda klienditoel seda teie eest teha. Soovitame ka paigaldada blokeerimistarkvara, näiteks BetBlocker (${BETBLOCKER}), ja välistada end teistelt kasutatavatelt hasartmängusaitidelt.`,
      ),
      ee
        ? html(
            h2('Hasartmängu mängimise piirangutega isikute nimekiri'),
            p(
              `Samuti võite taotleda Maksu- ja Tolliametilt (EMTA, ${EMTA_SITE}) enda kandmist hasartmängu mängimise piirangutega isikute nimekirja e-MTA iseteeninduses või Maksu- ja Tolliameti teenindusbüroos. Valite ise tähtaja vahemikus 6 kuni 36 kuud. Piirang jõustub hiljemalt taotluse esitamisele järgneval päeval, seda ei saa valitud tähtaja jooksul tühistada ning see ei lõpe iseenesest: pärast tähtaja möödumist tuleb nimekirjast kustutamiseks esitada eraldi taotlus. Kuni olete nimekirjas, ei tohi ükski Eesti tegevusloaga korraldaja, sealhulgas meie, lubada teil mängida.`,
            ),
          )
        : '',
      au ? html(h2('BetStop: riiklik enesevälistamise register'), p(`BetStop (${BETSTOP}) on Austraalia valitsuse tasuta teenus. Pärast registreerimist, mis kestab 3 kuust kogu eluni, peavad kõik Austraalias litsentseeritud veebi- ja telefoniennustuse pakkujad teie konto sulgema ega tohi teile turundust saata. BetStop hõlmab ainult Austraalia ennustuspakkujaid ega laiene meile: seadke ka siin paus või enesevälistamine ning kaaluge kõiki hasartmängusaite blokeerivat tarkvara.`)) : '',
      h2('Hoidke oma mängimisel silm peal'),
      p(
        `Teie profiilis on näha mängude ajalugu ning kõik sisse- ja väljamaksed, nii et teate alati, kui palju aega ja raha olete kulutanud.${ee ? ' Kui olete sisse logitud, näitab ekraanil olev seansitaimer, kui kaua olete mänginud.' : ''}`,
      ),
      h2('Ohumärgid'),
      p('Küsige endalt ausalt:'),
      ul(
        'Kas kulutate hasartmängudele rohkem raha või aega, kui kavatsesite?',
        'Kas püüate kaotatud raha tagasi võita?',
        'Kas olete mängimiseks raha laenanud või midagi müünud?',
        'Kas varjate oma mängimist pere või sõprade eest?',
        'Kas muutute rahutuks või ärrituvaks, kui püüate vähem mängida?',
        'Kas mängimine on tekitanud probleeme tööl, õpingutes, suhetes või tervisega?',
      ),
      p('Kui vastasite mõnele neist küsimustest jaatavalt, kaaluge pausi võtmist ning rääkige usaldusväärse inimese või mõne allpool nimetatud organisatsiooniga.'),
      h2('Alaealiste kaitse'),
      p(
        `Alla ${age}-aastased ei tohi hasartmänge mängida ning me kontrollime iga mängija vanust. Kui lapsed saavad teie seadet kasutada, hoidke oma sisselogimisandmed salajas ja kaaluge lapsevanema kontrolli tarkvara, mis blokeerib hasartmängusaidid.`,
      ),
      h2('Kust saada abi'),
      p('Need organisatsioonid pakuvad tasuta ja konfidentsiaalset tuge:'),
      ul(
        `Hasartmängusõltuvuse Nõustamiskeskus: tasuta nõustamine mängijatele ja nende lähedastele, ${EE_COUNSELLING_SITE}`,
        ...(ee ? [`Maksu- ja Tolliamet: hasartmängu mängimise piirangu seadmine, ${EMTA_SITE}`] : []),
        ...(au
          ? [
              `Gambling Help Online (Austraalia): tasuta ja konfidentsiaalne nõustamine ööpäevaringselt numbril ${tel('1800 858 858')} või aadressil ${ext('www.gamblinghelponline.org.au')}`,
              `Lifeline (Austraalia): kriisiabi ööpäevaringselt numbril ${tel('13 11 14')}`,
            ]
          : []),
        `Peaasi.ee: vaimse tervise nõuanded ja abi leidmine, ${ext('peaasi.ee')}`,
        `Gambling Therapy: tasuta veebipõhine tugi, ${GAMBLING_THERAPY}`,
        `BetBlocker: tasuta tarkvara, mis blokeerib hasartmängusaidid, ${BETBLOCKER}`,
      ),
      h2('Rääkige meiega'),
      p(
        `Meie klienditugi on ööpäevaringselt kättesaadav ${chat('vestluses')} ja aadressil ${mail(SUPPORT_EMAIL)}. Meeskond on koolitatud aitama limiitide, pauside ja enesevälistamisega ning iga vestlus on konfidentsiaalne.`,
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

export const RESPONSIBLE_GAMING_PAGE: SeedPage = {
  path: '/responsible-gaming',
  categories: ['static', 'bottom-menu-help'],
  translations: texts('CW'),
};

export const RESPONSIBLE_GAMING_AU_PAGE: SeedPage = {
  path: '/responsible-gaming/AU',
  parent: '/responsible-gaming',
  categories: ['static', 'bottom-menu-help'],
  translations: texts('AU'),
};

export const RESPONSIBLE_GAMING_EE_PAGE: SeedPage = {
  path: '/responsible-gaming/EE',
  parent: '/responsible-gaming',
  categories: ['static', 'bottom-menu-help'],
  translations: texts('EE'),
};
