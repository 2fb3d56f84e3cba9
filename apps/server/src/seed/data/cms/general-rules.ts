import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, h2, html, link, p, ul, type EnglishVariant, type PageText } from './common';

/** General Rules: how games, bets, malfunctions, demo play, jackpots and fair play work. */

function en(v: EnglishVariant): PageText {
  const l = v.locale;
  return {
    title: 'General Rules',
    description: `How games work at ${BRAND}: fair play and RTP, bets, malfunctions, interrupted rounds, demo play, jackpots and prohibited conduct.`,
    keywords: `general rules, game rules, RTP, random number generator, malfunction, demo play, jackpots, fair play, ${v.slots}, ${BRAND}`,
    content: html(
      h2('1. Scope'),
      p(
        `These General Rules apply to all games and features of ${BRAND}, together with our ${link(l, '/terms-and-conditions', 'Terms and Conditions')}. Each game also has its own rules and paytable, available from the information or help button inside the game. For the outcome of a round, the rules of the game apply.`,
      ),
      h2('2. Fair games'),
      ul(
        `The results of ${v.slots} and other digital games are decided by random number generators certified by independent testing laboratories. Neither we nor you can influence them, and earlier results have no effect on the next round.`,
        'Live games are played with real cards, wheels and dice in professional studios and streamed in real time.',
        'The return to player (RTP) shown in each game’s information screen is a theoretical long-term average over millions of rounds. Your own results in a session can be much higher or lower.',
      ),
      h2('3. Bets and wins'),
      ul(
        'Bets are placed in the currency of your account and deducted from your balance when the round starts. A bet is valid only once the game server has accepted it, and an accepted bet cannot be cancelled.',
        'Wins are credited to your balance when the round ends. If a bonus is active, the bets and wins are split between real and bonus money as described in the bonus terms.',
        'You can check every round in your profile under Games history. If the result shown on screen differs from the game server’s record, the server record is decisive.',
      ),
      h2('4. Malfunctions'),
      p(
        '<strong>A malfunction voids all pays and plays.</strong> If a game fails, the affected bets are void and refunded. Credits or wins caused by a technical error are not valid and will be corrected.',
      ),
      h2('5. Interrupted rounds'),
      p(
        'If your connection drops during a round, the game server completes the round according to the game’s rules, or the round continues the next time you open the game; the result appears in your games history. In live games, bets that were accepted before the connection dropped are settled with the studio’s result. If the studio cancels a round, all bets in it are refunded.',
      ),
      h2('6. Demo play'),
      p(
        'Many games can be played in demo mode with play money, even without an account. Demo wins have no cash value and cannot be transferred to your balance. Some games, including all live games, are available only for real money.',
      ),
      h2('7. Jackpots'),
      p(
        'Progressive jackpots grow with a small share of every qualifying bet, and the amounts shown are updated in real time. The amount won is the value recorded by the game provider at the moment of the win. Some jackpots can only be won at certain bet levels, as described in the game rules. Winners’ names are shown in shortened form, for example the first six characters of the nickname.',
      ),
      h2('8. Playing with a bonus'),
      p(
        'While a bonus is active, only games in the Bonus Wagering category count towards wagering, and the maximum bet stated in the offer applies. Features that buy a bonus round directly may be unavailable during bonus play.',
      ),
      h2('9. Tournaments, lotteries and other promotions'),
      p(
        'Each promotion has its own rules, published on its page. Leaderboards show your nickname, which must be 3 to 15 characters long and must not be offensive, misleading or contain personal data of others. We may change a nickname that breaks this rule.',
      ),
      h2('10. Prohibited conduct'),
      ul(
        'using bots, scripts or any software that plays for you or analyses games to gain an advantage;',
        'deliberately exploiting an error, fault or loophole in a game or the site instead of reporting it;',
        'colluding with other players, sharing an account or using several accounts, for example in tournaments;',
        'tampering with the site, its software or another player’s account.',
      ),
      p(
        'If we find prohibited conduct, we may void the bets and wins concerned, remove bonuses, close the account and, where required, inform the authorities. Please report any error you notice to our support team.',
      ),
      h2('11. Chat and conduct'),
      p(
        'Please be respectful to our staff and to other players. Abusive, threatening or discriminatory language is not tolerated and may lead to the chat being restricted or the account being closed.',
      ),
    ),
  };
}

function de(): PageText {
  const l = 'de';
  return {
    title: 'Allgemeine Regeln',
    description: `So funktionieren die Spiele bei ${BRAND}: Fairness und RTP, Einsätze, Fehlfunktionen, unterbrochene Runden, Demo, Jackpots und Verbote.`,
    keywords: `Allgemeine Regeln, Spielregeln, RTP, Zufallszahlengenerator, Fehlfunktion, Demo-Modus, Jackpots, Fairness, Slots, ${BRAND}`,
    content: html(
      h2('1. Geltungsbereich'),
      p(
        `Diese Allgemeinen Regeln gelten für alle Spiele und Funktionen von ${BRAND}, zusammen mit unseren ${link(l, '/terms-and-conditions', 'Allgemeinen Geschäftsbedingungen')}. Jedes Spiel hat zudem eigene Regeln und eine Gewinntabelle, die du über die Info- oder Hilfe-Schaltfläche im Spiel aufrufst. Für das Ergebnis einer Runde gelten die Regeln des Spiels.`,
      ),
      h2('2. Faire Spiele'),
      ul(
        'Die Ergebnisse von Slots und anderen digitalen Spielen werden von Zufallszahlengeneratoren bestimmt, die von unabhängigen Prüflaboren zertifiziert sind. Weder wir noch du können sie beeinflussen, und frühere Ergebnisse wirken sich nicht auf die nächste Runde aus.',
        'Live-Spiele werden mit echten Karten, Rädern und Würfeln in professionellen Studios gespielt und in Echtzeit übertragen.',
        'Die im Infobereich jedes Spiels angegebene Auszahlungsquote (RTP) ist ein theoretischer Langzeitdurchschnitt über Millionen von Runden. Deine eigenen Ergebnisse in einer Sitzung können deutlich darüber oder darunter liegen.',
      ),
      h2('3. Einsätze und Gewinne'),
      ul(
        'Einsätze erfolgen in der Währung deines Kontos und werden zu Beginn der Runde von deinem Guthaben abgezogen. Ein Einsatz ist erst gültig, wenn der Spielserver ihn angenommen hat; ein angenommener Einsatz kann nicht storniert werden.',
        'Gewinne werden am Ende der Runde deinem Guthaben gutgeschrieben. Ist ein Bonus aktiv, werden Einsätze und Gewinne nach den Bonusbedingungen auf Echtgeld und Bonusgeld aufgeteilt.',
        'Jede Runde kannst du in deinem Profil unter Spielverlauf nachvollziehen. Weicht das angezeigte Ergebnis von der Aufzeichnung des Spielservers ab, ist die Aufzeichnung des Servers maßgeblich.',
      ),
      h2('4. Fehlfunktionen'),
      p(
        '<strong>Eine Fehlfunktion macht alle Einsätze und Gewinne ungültig.</strong> Fällt ein Spiel aus, sind die betroffenen Einsätze ungültig und werden erstattet. Guthaben oder Gewinne, die durch einen technischen Fehler entstanden sind, sind nicht gültig und werden korrigiert.',
      ),
      h2('5. Unterbrochene Runden'),
      p(
        'Bricht deine Verbindung während einer Runde ab, beendet der Spielserver die Runde gemäß den Spielregeln, oder die Runde wird beim nächsten Öffnen des Spiels fortgesetzt; das Ergebnis erscheint in deinem Spielverlauf. Bei Live-Spielen werden Einsätze, die vor dem Verbindungsabbruch angenommen wurden, mit dem Ergebnis des Studios abgerechnet. Bricht das Studio eine Runde ab, werden alle Einsätze darin erstattet.',
      ),
      h2('6. Demo-Modus'),
      p(
        'Viele Spiele kannst du im Demo-Modus mit Spielgeld spielen, auch ohne Konto. Demo-Gewinne haben keinen Geldwert und können nicht auf dein Guthaben übertragen werden. Einige Spiele, darunter alle Live-Spiele, gibt es nur mit Echtgeld.',
      ),
      h2('7. Jackpots'),
      p(
        'Progressive Jackpots wachsen mit einem kleinen Anteil jedes qualifizierenden Einsatzes; die angezeigten Beträge werden in Echtzeit aktualisiert. Gewonnen wird der Betrag, den der Spieleanbieter im Moment des Gewinns aufzeichnet. Manche Jackpots sind nur ab bestimmten Einsatzhöhen zu gewinnen, wie in den Spielregeln beschrieben. Gewinnernamen werden gekürzt angezeigt, etwa mit den ersten sechs Zeichen des Nicknames.',
      ),
      h2('8. Spielen mit Bonus'),
      p(
        'Solange ein Bonus aktiv ist, zählen nur Spiele der Kategorie „Bonus Wagering“ zum Umsatz, und es gilt der im Angebot genannte Höchsteinsatz. Funktionen zum direkten Kauf einer Bonusrunde können während des Bonusspiels gesperrt sein.',
      ),
      h2('9. Turniere, Lotterien und andere Aktionen'),
      p(
        'Jede Aktion hat eigene Regeln, die auf ihrer Seite veröffentlicht sind. Ranglisten zeigen deinen Nickname; er muss 3 bis 15 Zeichen lang sein und darf nicht beleidigend oder irreführend sein oder personenbezogene Daten anderer enthalten. Einen Nickname, der gegen diese Regel verstößt, können wir ändern.',
      ),
      h2('10. Verbotenes Verhalten'),
      ul(
        'Bots, Skripte oder andere Software einsetzen, die für dich spielt oder Spiele analysiert, um sich einen Vorteil zu verschaffen;',
        'einen Fehler, eine Störung oder eine Lücke in einem Spiel oder auf der Website bewusst ausnutzen, statt sie zu melden;',
        'sich mit anderen Spielern absprechen, ein Konto teilen oder mehrere Konten nutzen, etwa bei Turnieren;',
        'die Website, ihre Software oder das Konto eines anderen Spielers manipulieren.',
      ),
      p(
        'Stellen wir verbotenes Verhalten fest, können wir die betroffenen Einsätze und Gewinne annullieren, Boni entfernen, das Konto schließen und, wo vorgeschrieben, die Behörden informieren. Bitte melde jeden Fehler, der dir auffällt, unserem Support.',
      ),
      h2('11. Chat und Umgangston'),
      p(
        'Bitte geh respektvoll mit unseren Mitarbeitern und anderen Spielern um. Beleidigende, bedrohende oder diskriminierende Äußerungen werden nicht geduldet und können zur Einschränkung des Chats oder zur Schließung des Kontos führen.',
      ),
    ),
  };
}

function frCA(): PageText {
  const l = 'fr-CA';
  return {
    title: 'Règles générales',
    description: `Le fonctionnement des jeux chez ${BRAND} : équité et RTP, mises, défaillances, parties interrompues, mode démo, jackpots et conduites interdites.`,
    keywords: `règles générales, règles des jeux, RTP, générateur de nombres aléatoires, défaillance, mode démo, jackpots, machines à sous, ${BRAND}`,
    content: html(
      h2('1. Portée'),
      p(
        `Les présentes Règles générales s’appliquent à tous les jeux et à toutes les fonctions de ${BRAND}, avec nos ${link(l, '/terms-and-conditions', 'Conditions générales')}. Chaque jeu a aussi ses propres règles et sa table des gains, accessibles au moyen du bouton d’information ou d’aide du jeu. Le résultat d’une partie est déterminé selon les règles du jeu.`,
      ),
      h2('2. Des jeux équitables'),
      ul(
        'Les résultats des machines à sous et des autres jeux numériques sont déterminés par des générateurs de nombres aléatoires certifiés par des laboratoires d’essai indépendants. Ni vous ni nous ne pouvons les influencer, et les résultats précédents n’ont aucun effet sur la partie suivante.',
        'Les jeux en direct se jouent avec de véritables cartes, roues et dés dans des studios professionnels et sont diffusés en temps réel.',
        'Le taux de retour au joueur (RTP) indiqué dans l’écran d’information de chaque jeu est une moyenne théorique à long terme calculée sur des millions de parties. Vos résultats au cours d’une session peuvent être bien plus élevés ou plus bas.',
      ),
      h2('3. Mises et gains'),
      ul(
        'Les mises sont faites dans la devise de votre compte et déduites de votre solde au début de la partie. Une mise n’est valide qu’une fois acceptée par le serveur de jeu, et une mise acceptée ne peut pas être annulée.',
        'Les gains sont portés à votre solde à la fin de la partie. Si un boni est actif, les mises et les gains sont répartis entre l’argent réel et l’argent de boni selon les conditions du boni.',
        'Vous pouvez consulter chaque partie dans votre profil, sous Historique des jeux. Si le résultat affiché diffère de l’enregistrement du serveur de jeu, l’enregistrement du serveur prévaut.',
      ),
      h2('4. Défaillances'),
      p(
        '<strong>Toute défaillance annule l’ensemble des mises et des gains.</strong> Si un jeu tombe en panne, les mises touchées sont annulées et remboursées. Les crédits ou gains causés par une erreur technique ne sont pas valides et seront corrigés.',
      ),
      h2('5. Parties interrompues'),
      p(
        'Si votre connexion est interrompue pendant une partie, le serveur de jeu termine la partie selon les règles du jeu, ou la partie reprend à la prochaine ouverture du jeu; le résultat figure dans votre historique des jeux. Dans les jeux en direct, les mises acceptées avant l’interruption sont réglées selon le résultat du studio. Si le studio annule une partie, toutes les mises qui y ont été faites sont remboursées.',
      ),
      h2('6. Mode démo'),
      p(
        'Vous pouvez jouer à de nombreux jeux en mode démo avec de l’argent fictif, même sans compte. Les gains en mode démo n’ont aucune valeur monétaire et ne peuvent pas être transférés à votre solde. Certains jeux, dont tous les jeux en direct, ne sont offerts qu’avec de l’argent réel.',
      ),
      h2('7. Jackpots'),
      p(
        'Les jackpots progressifs augmentent grâce à une petite part de chaque mise admissible, et les montants affichés sont mis à jour en temps réel. Le montant gagné est la valeur enregistrée par le fournisseur du jeu au moment du gain. Certains jackpots ne peuvent être remportés qu’à partir de certains niveaux de mise, comme le précisent les règles du jeu. Le nom des gagnants est affiché sous forme abrégée, par exemple les six premiers caractères du pseudonyme.',
      ),
      h2('8. Jouer avec un boni'),
      p(
        'Tant qu’un boni est actif, seuls les jeux de la catégorie « Bonus Wagering » comptent pour les exigences de mise, et la mise maximale indiquée dans l’offre s’applique. Les fonctions d’achat direct d’une ronde bonus peuvent être indisponibles pendant le jeu avec boni.',
      ),
      h2('9. Tournois, loteries et autres promotions'),
      p(
        'Chaque promotion a ses propres règles, publiées sur sa page. Les classements affichent votre pseudonyme, qui doit compter de 3 à 15 caractères et ne doit pas être offensant ou trompeur ni contenir de renseignements personnels sur d’autres personnes. Nous pouvons modifier un pseudonyme qui contrevient à cette règle.',
      ),
      h2('10. Conduites interdites'),
      ul(
        'utiliser des robots, des scripts ou tout logiciel qui joue à votre place ou analyse les jeux pour obtenir un avantage;',
        'exploiter délibérément une erreur, une défaillance ou une faille d’un jeu ou du site au lieu de la signaler;',
        'agir de connivence avec d’autres joueurs, partager un compte ou utiliser plusieurs comptes, par exemple dans les tournois;',
        'altérer le site, ses logiciels ou le compte d’un autre joueur.',
      ),
      p(
        'Si nous constatons une conduite interdite, nous pouvons annuler les mises et les gains en cause, retirer des bonis, fermer le compte et, lorsque la loi l’exige, aviser les autorités. Veuillez signaler à notre équipe de soutien toute erreur que vous remarquez.',
      ),
      h2('11. Clavardage et comportement'),
      p(
        'Veuillez faire preuve de respect envers notre personnel et les autres joueurs. Les propos injurieux, menaçants ou discriminatoires ne sont pas tolérés et peuvent entraîner la restriction du clavardage ou la fermeture du compte.',
      ),
    ),
  };
}

function no(): PageText {
  const l = 'no';
  return {
    title: 'Generelle regler',
    description: `Slik fungerer spillene hos ${BRAND}: rettferdighet og RTP, innsatser, feil, avbrutte runder, demospill, jackpoter og forbudt atferd.`,
    keywords: `generelle regler, spilleregler, RTP, tilfeldig tallgenerator, feil i spill, demospill, jackpot, spilleautomater, ${BRAND}`,
    content: html(
      h2('1. Virkeområde'),
      p(
        `Disse generelle reglene gjelder for alle spill og funksjoner hos ${BRAND}, sammen med våre ${link(l, '/terms-and-conditions', 'vilkår og betingelser')}. Hvert spill har i tillegg egne regler og en gevinsttabell, som du finner via informasjons- eller hjelpeknappen i spillet. For utfallet av en runde gjelder spillets regler.`,
      ),
      h2('2. Rettferdige spill'),
      ul(
        'Resultatene i spilleautomater og andre digitale spill avgjøres av tilfeldige tallgeneratorer sertifisert av uavhengige testlaboratorier. Verken vi eller du kan påvirke dem, og tidligere resultater har ingen betydning for neste runde.',
        'Livespill spilles med ekte kort, hjul og terninger i profesjonelle studioer og sendes direkte.',
        'Tilbakebetalingsprosenten (RTP) som vises i informasjonsvinduet i hvert spill, er et teoretisk langsiktig gjennomsnitt over millioner av runder. Dine egne resultater i en økt kan være langt høyere eller lavere.',
      ),
      h2('3. Innsatser og gevinster'),
      ul(
        'Innsatser plasseres i kontoens valuta og trekkes fra saldoen når runden starter. En innsats er gyldig først når spillserveren har godtatt den, og en godtatt innsats kan ikke kanselleres.',
        'Gevinster godskrives saldoen når runden er over. Er en bonus aktiv, fordeles innsatser og gevinster mellom ekte penger og bonuspenger slik bonusvilkårene beskriver.',
        'Du kan se hver runde i profilen under Spillhistorikk. Hvis resultatet på skjermen avviker fra spillserverens registrering, er serverens registrering avgjørende.',
      ),
      h2('4. Feil i spill'),
      p(
        '<strong>Ved feil annulleres alle innsatser og utbetalinger.</strong> Hvis et spill svikter, annulleres de berørte innsatsene og betales tilbake. Kreditt eller gevinster som skyldes en teknisk feil, er ikke gyldige og blir korrigert.',
      ),
      h2('5. Avbrutte runder'),
      p(
        'Hvis forbindelsen brytes under en runde, fullfører spillserveren runden etter spillets regler, eller runden fortsetter neste gang du åpner spillet; resultatet vises i spillhistorikken. I livespill avregnes innsatser som ble godtatt før bruddet, etter studioets resultat. Hvis studioet avlyser en runde, betales alle innsatser i den tilbake.',
      ),
      h2('6. Demospill'),
      p(
        'Mange spill kan spilles i demomodus med lekepenger, også uten konto. Demogevinster har ingen pengeverdi og kan ikke overføres til saldoen. Noen spill, blant annet alle livespill, er bare tilgjengelige med ekte penger.',
      ),
      h2('7. Jackpoter'),
      p(
        'Progressive jackpoter vokser med en liten andel av hver kvalifiserende innsats, og beløpene som vises, oppdateres fortløpende. Beløpet du vinner, er verdien spillleverandøren registrerer i det øyeblikket gevinsten inntreffer. Noen jackpoter kan bare vinnes på bestemte innsatsnivåer, som beskrevet i spillreglene. Vinnernes navn vises forkortet, for eksempel med de seks første tegnene i kallenavnet.',
      ),
      h2('8. Spill med bonus'),
      p(
        'Så lenge en bonus er aktiv, teller bare spill i kategorien «Bonus Wagering» mot omsetningskravet, og maksimal innsats som angitt i tilbudet gjelder. Funksjoner for å kjøpe en bonusrunde direkte kan være utilgjengelige under bonusspill.',
      ),
      h2('9. Turneringer, lotterier og andre kampanjer'),
      p(
        'Hver kampanje har egne regler, som publiseres på kampanjesiden. Resultatlister viser kallenavnet ditt, som må være på 3 til 15 tegn og ikke kan være støtende, villedende eller inneholde andres personopplysninger. Vi kan endre et kallenavn som bryter denne regelen.',
      ),
      h2('10. Forbudt atferd'),
      ul(
        'å bruke roboter, skript eller annen programvare som spiller for deg eller analyserer spill for å oppnå en fordel;',
        'bevisst å utnytte en feil, svikt eller et smutthull i et spill eller på nettstedet i stedet for å melde fra om det;',
        'å samarbeide med andre spillere, dele en konto eller bruke flere kontoer, for eksempel i turneringer;',
        'å manipulere nettstedet, programvaren eller en annen spillers konto.',
      ),
      p(
        'Avdekker vi forbudt atferd, kan vi annullere de aktuelle innsatsene og gevinstene, fjerne bonuser, stenge kontoen og, der det kreves, varsle myndighetene. Meld gjerne fra til kundeservice om feil du oppdager.',
      ),
      h2('11. Chat og oppførsel'),
      p(
        'Vis respekt overfor våre ansatte og andre spillere. Krenkende, truende eller diskriminerende språk tolereres ikke og kan føre til at chatten begrenses eller kontoen stenges.',
      ),
    ),
  };
}

function it(): PageText {
  const l = 'it';
  return {
    title: 'Regole generali',
    description: `Come funzionano i giochi su ${BRAND}: correttezza e RTP, puntate, malfunzionamenti, round interrotti, demo, jackpot e condotte vietate.`,
    keywords: `regole generali, regole di gioco, RTP, generatore di numeri casuali, malfunzionamento, modalità demo, jackpot, slot, ${BRAND}`,
    content: html(
      h2('1. Ambito'),
      p(
        `Le presenti Regole generali si applicano a tutti i giochi e le funzioni di ${BRAND}, insieme ai nostri ${link(l, '/terms-and-conditions', 'Termini e condizioni')}. Ogni gioco ha inoltre regole e una tabella dei pagamenti proprie, consultabili dal pulsante informazioni o aiuto all’interno del gioco. Per l’esito di un round si applicano le regole del gioco.`,
      ),
      h2('2. Giochi equi'),
      ul(
        'I risultati delle slot e degli altri giochi digitali sono determinati da generatori di numeri casuali certificati da laboratori di prova indipendenti. Né noi né tu possiamo influenzarli, e i risultati precedenti non hanno alcun effetto sul round successivo.',
        'I giochi dal vivo si svolgono con carte, ruote e dadi reali in studi professionali e sono trasmessi in tempo reale.',
        'Il ritorno al giocatore (RTP) indicato nella schermata informativa di ogni gioco è una media teorica di lungo periodo calcolata su milioni di round. I tuoi risultati in una sessione possono essere molto più alti o più bassi.',
      ),
      h2('3. Puntate e vincite'),
      ul(
        'Le puntate sono effettuate nella valuta del conto e scalate dal saldo all’inizio del round. Una puntata è valida solo dopo l’accettazione da parte del server di gioco, e una puntata accettata non può essere annullata.',
        'Le vincite sono accreditate sul saldo alla fine del round. Se è attivo un bonus, puntate e vincite sono ripartite tra denaro reale e denaro bonus come descritto nelle condizioni del bonus.',
        'Puoi controllare ogni round nel profilo, alla voce Cronologia di gioco. Se il risultato mostrato sullo schermo differisce dalla registrazione del server di gioco, fa fede la registrazione del server.',
      ),
      h2('4. Malfunzionamenti'),
      p(
        '<strong>Un malfunzionamento annulla tutte le giocate e le vincite.</strong> Se un gioco si guasta, le puntate interessate vengono annullate e rimborsate. Crediti o vincite causati da un errore tecnico non sono validi e verranno rettificati.',
      ),
      h2('5. Round interrotti'),
      p(
        'Se la connessione si interrompe durante un round, il server di gioco lo completa secondo le regole del gioco, oppure il round riprende alla successiva apertura del gioco; il risultato compare nella cronologia di gioco. Nei giochi dal vivo, le puntate accettate prima dell’interruzione sono regolate in base al risultato dello studio. Se lo studio annulla un round, tutte le puntate relative vengono rimborsate.',
      ),
      h2('6. Modalità demo'),
      p(
        'Molti giochi possono essere provati in modalità demo con denaro virtuale, anche senza conto. Le vincite in demo non hanno valore monetario e non possono essere trasferite sul saldo. Alcuni giochi, tra cui tutti i giochi dal vivo, sono disponibili solo con denaro reale.',
      ),
      h2('7. Jackpot'),
      p(
        'I jackpot progressivi crescono con una piccola quota di ogni puntata valida e gli importi mostrati sono aggiornati in tempo reale. L’importo vinto è il valore registrato dal fornitore del gioco al momento della vincita. Alcuni jackpot si possono vincere solo con determinati livelli di puntata, come indicato nelle regole del gioco. I nomi dei vincitori sono mostrati in forma abbreviata, ad esempio con i primi sei caratteri del nickname.',
      ),
      h2('8. Giocare con un bonus'),
      p(
        'Finché un bonus è attivo, contano ai fini dei requisiti di puntata solo i giochi della categoria “Bonus Wagering” e si applica la puntata massima indicata nell’offerta. Le funzioni di acquisto diretto di un round bonus possono non essere disponibili durante il gioco con bonus.',
      ),
      h2('9. Tornei, lotterie e altre promozioni'),
      p(
        'Ogni promozione ha un proprio regolamento, pubblicato nella relativa pagina. Le classifiche mostrano il tuo nickname, che deve avere da 3 a 15 caratteri e non deve essere offensivo, ingannevole o contenere dati personali di altri. Possiamo modificare un nickname che viola questa regola.',
      ),
      h2('10. Condotte vietate'),
      ul(
        'usare bot, script o altri software che giocano al posto tuo o analizzano i giochi per ottenere un vantaggio;',
        'sfruttare deliberatamente un errore, un guasto o una falla di un gioco o del sito invece di segnalarlo;',
        'accordarsi con altri giocatori, condividere un conto o usare più conti, ad esempio nei tornei;',
        'manomettere il sito, il suo software o il conto di un altro giocatore.',
      ),
      p(
        'Se rileviamo una condotta vietata, possiamo annullare le puntate e le vincite interessate, rimuovere i bonus, chiudere il conto e, se richiesto, informare le autorità. Ti invitiamo a segnalare all’assistenza qualsiasi errore tu noti.',
      ),
      h2('11. Chat e comportamento'),
      p(
        'Ti chiediamo di essere rispettoso verso il nostro personale e gli altri giocatori. Linguaggio offensivo, minaccioso o discriminatorio non è tollerato e può comportare la limitazione della chat o la chiusura del conto.',
      ),
    ),
  };
}

function et(): PageText {
  const l = 'et';
  return {
    title: 'Üldreeglid',
    description: `Kuidas mängud ${BRAND} saidil toimivad: ausus ja RTP, panused, tõrked, katkenud voorud, demomäng, jackpotid ja keelatud tegevus.`,
    keywords: `üldreeglid, mängureeglid, RTP, juhuslike arvude generaator, tõrge, demomäng, jackpot, slotid, ${BRAND}`,
    content: html(
      h2('1. Kohaldamisala'),
      p(
        `Need üldreeglid kehtivad kõigile ${BRAND} mängudele ja funktsioonidele koos meie ${link(l, '/terms-and-conditions', 'üldtingimustega')}. Igal mängul on ka oma reeglid ja väljamaksetabel, mille leiate mängu info- või abinupu alt. Mänguvooru tulemuse määravad mängu reeglid.`,
      ),
      h2('2. Ausad mängud'),
      ul(
        'Slotide ja teiste digitaalsete mängude tulemused määravad sõltumatute testimislaborite sertifitseeritud juhuslike arvude generaatorid. Neid ei saa mõjutada ei meie ega teie ning varasemad tulemused ei mõjuta järgmist vooru.',
        'Live-mänge mängitakse päris kaartide, rataste ja täringutega professionaalsetes stuudiotes ning need kantakse üle reaalajas.',
        'Iga mängu infoaknas näidatud tagastusprotsent (RTP) on teoreetiline pikaajaline keskmine miljonite voorude põhjal. Teie tulemused ühe seansi jooksul võivad olla sellest palju suuremad või väiksemad.',
      ),
      h2('3. Panused ja võidud'),
      ul(
        'Panused tehakse teie konto valuutas ja arvatakse saldolt maha vooru alguses. Panus kehtib alles siis, kui mänguserver on selle vastu võtnud, ning vastuvõetud panust ei saa tühistada.',
        'Võidud kantakse saldole vooru lõpus. Kui boonus on aktiivne, jaotatakse panused ja võidud päris raha ja boonusraha vahel boonustingimuste kohaselt.',
        'Iga vooru saate vaadata oma profiilis jaotises Mängude ajalugu. Kui ekraanil näidatud tulemus erineb mänguserveri andmetest, lähtutakse serveri andmetest.',
      ),
      h2('4. Tõrked'),
      p(
        '<strong>Tõrke korral muutuvad kehtetuks kõik panused ja väljamaksed.</strong> Kui mäng läheb rikki, tühistatakse mõjutatud panused ja need tagastatakse. Tehnilise vea tõttu tekkinud krediit või võidud ei kehti ja need parandatakse.',
      ),
      h2('5. Katkenud voorud'),
      p(
        'Kui ühendus katkeb vooru ajal, lõpetab mänguserver vooru mängu reeglite kohaselt või jätkub voor järgmisel korral, kui mängu avate; tulemus kuvatakse mängude ajaloos. Live-mängudes arveldatakse enne ühenduse katkemist vastu võetud panused stuudio tulemuse alusel. Kui stuudio vooru tühistab, tagastatakse kõik selle vooru panused.',
      ),
      h2('6. Demomäng'),
      p(
        'Paljusid mänge saab mängida demorežiimis mängurahaga, ka ilma kontota. Demovõitudel ei ole rahalist väärtust ja neid ei saa oma saldole üle kanda. Mõned mängud, sealhulgas kõik live-mängud, on saadaval ainult päris rahaga.',
      ),
      h2('7. Jackpotid'),
      p(
        'Progresseeruvad jackpotid kasvavad väikese osa võrra igast kvalifitseeruvast panusest ning näidatud summasid uuendatakse reaalajas. Võidusumma on väärtus, mille mänguteenuse pakkuja võidu hetkel registreerib. Mõnda jackpotti saab võita ainult teatud panusetasemetel, nagu on kirjeldatud mängu reeglites. Võitjate nimed kuvatakse lühendatult, näiteks hüüdnime esimese kuue tähemärgiga.',
      ),
      h2('8. Mängimine boonusega'),
      p(
        'Kui boonus on aktiivne, arvestatakse panustamisnõude täitmisel ainult kategooria „Bonus Wagering“ mänge ning kehtib pakkumises märgitud maksimaalne panus. Boonusvooru otse ostmise funktsioonid ei pruugi boonusega mängimise ajal saadaval olla.',
      ),
      h2('9. Turniirid, loteriid ja muud kampaaniad'),
      p(
        'Igal kampaanial on oma reeglid, mis avaldatakse kampaania lehel. Edetabelites kuvatakse teie hüüdnimi, mis peab olema 3–15 tähemärki pikk ega tohi olla solvav, eksitav ega sisaldada teiste inimeste isikuandmeid. Võime seda reeglit rikkuvat hüüdnime muuta.',
      ),
      h2('10. Keelatud tegevus'),
      ul(
        'kasutada roboteid, skripte või muud tarkvara, mis mängib teie eest või analüüsib mänge eelise saamiseks;',
        'kasutada teadlikult ära mängu või saidi viga, riket või lünka, selle asemel et sellest teatada;',
        'teha kokkumängu teiste mängijatega, jagada kontot või kasutada mitut kontot, näiteks turniiridel;',
        'sekkuda saidi, selle tarkvara või teise mängija konto toimimisse.',
      ),
      p(
        'Kui tuvastame keelatud tegevuse, võime asjaomased panused ja võidud tühistada, boonused eemaldada, konto sulgeda ja vajaduse korral teavitada ametiasutusi. Palume teavitada klienditoele igast märgatud veast.',
      ),
      h2('11. Vestlus ja käitumine'),
      p(
        'Palume suhtuda meie töötajatesse ja teistesse mängijatesse lugupidavalt. Solvavat, ähvardavat või diskrimineerivat keelekasutust ei sallita ning see võib kaasa tuua vestluse piiramise või konto sulgemise.',
      ),
    ),
  };
}

export const GENERAL_RULES_PAGE: SeedPage = {
  path: '/general-rules',
  categories: ['static', 'bottom-menu-help'],
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
