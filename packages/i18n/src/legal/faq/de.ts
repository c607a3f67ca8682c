import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Häufig gestellte Fragen',
  intro:
    'Hier findest du Antworten auf die Fragen, die uns am häufigsten gestellt werden. Du findest nicht, was du suchst? Dann wende dich an unseren Kundenservice unter {support_email}.',
  sections: [
    {
      heading: 'Wer kann bei {site_name} mitmachen?',
      paragraphs: [
        '{site_name} ist ausschließlich für Erwachsene. Du musst mindestens 18 Jahre alt sein, um ein Konto zu erstellen, und bestätigst dies mit deiner Anmeldung.',
        'Die Anmeldung ist kostenlos. Nach der Registrierung schicken wir dir eine E-Mail mit einem Aktivierungslink. Sobald du darauf klickst, ist dein Konto aktiv.',
      ],
    },
    {
      heading: 'Was kostet {site_name}?',
      paragraphs: [
        'Ein Konto erstellen, dein Profil einrichten, nach Mitgliedern suchen und Profile liken – all das ist kostenlos. Du zahlst nur fürs Chatten: Das Senden von Nachrichten, Fotos und Geschenken kostet Credits.',
        'Es gibt kein Abo. Du kaufst Credits in Paketen als Einmalkauf, immer dann, wenn du sie brauchst. Neue Mitglieder erhalten für begrenzte Zeit einen Willkommensrabatt.',
      ],
    },
    {
      heading: 'Wie funktionieren Credits?',
      paragraphs: [
        'Credits sind die Währung, mit der du auf {site_name} chattest. Jede Nachricht, jedes Foto und jedes Geschenk, das du sendest, kostet eine bestimmte Anzahl Credits. Den Preis siehst du immer vor dem Senden, dein aktuelles Guthaben findest du in deinem Konto.',
        'Du kannst dein Guthaben jederzeit mit einem neuen Paket aufladen. Wenn du möchtest, richtest du eine Wiederholungsbestellung ein, damit dasselbe Paket automatisch erneut bestellt wird. Eine Wiederholungsbestellung kannst du jederzeit in deinem Konto kündigen.',
      ],
    },
    {
      heading: 'Was ist eine Premium-Mitgliedschaft?',
      paragraphs: [
        'Mit deinem ersten Credit-Kauf wirst du Premium-Mitglied. Als Premium-Mitglied siehst du alle Fotos anderer Mitglieder, kannst bis zu 25 eigene Fotos hochladen und so viele Unterhaltungen führen, wie du möchtest.',
        'Kostenlose Mitglieder können höchstens 2 Unterhaltungen führen und bis zu 3 Fotos hochladen. Einmal Premium, immer Premium: Du behältst deinen Status auch dann, wenn deine Credits aufgebraucht sind.',
      ],
    },
    {
      heading: 'Wie viele Fotos kann ich hochladen?',
      paragraphs: [
        'Kostenlose Mitglieder können bis zu 3 Fotos hochladen, Premium-Mitglieder bis zu 25. Die Fotos müssen dich selbst zeigen und unseren AGB entsprechen. Fotos anderer Personen und rechtswidrige Inhalte sind nicht erlaubt.',
        'Tipp: Ein klares, aktuelles Foto von dir macht dein Profil deutlich attraktiver.',
      ],
    },
    {
      heading: 'Sind alle Profile echt?',
      paragraphs: [
        'Nein. Neben echten Mitgliedern gibt es auf {site_name} auch fiktive Profile. Sie werden von Moderatoren geführt, die zur Unterhaltung mit dir chatten. Ein Treffen im echten Leben ist mit ihnen nicht möglich.',
        'Fiktive Profile sind immer deutlich mit einem Symbol und einem Warnhinweis gekennzeichnet, damit du jederzeit weißt, mit wem du schreibst. Der Chat mit einem fiktiven Profil kostet genauso Credits wie der Chat mit einem echten Mitglied.',
      ],
    },
    {
      heading: 'Wie funktionieren Matches?',
      paragraphs: [
        'Gefällt dir ein Profil, gib ihm ein Like. Gibt dir dieses Mitglied ebenfalls ein Like, habt ihr ein Match: Ihr wisst beide, dass das Interesse gegenseitig ist.',
        'Um jemandem zu schreiben, brauchst du kein Match – aber ein Match ist ein guter Anlass, das Eis zu brechen.',
      ],
    },
    {
      heading: 'Was sind der Unsichtbar-Modus und der Privatsphäre-Modus?',
      paragraphs: [
        'Im Unsichtbar-Modus erscheint dein Profil nicht in den Suchergebnissen. Andere Mitglieder können dich nicht finden, deshalb machst du den ersten Schritt: Sie können dich erst kontaktieren, nachdem du ihnen geschrieben hast.',
        'Im Privatsphäre-Modus ist dein Profil nur für Mitglieder sichtbar, denen du ein Like gegeben oder eine Nachricht geschickt hast. Beide Modi kannst du jederzeit unter Mein Profil im Abschnitt Privatsphäre ein- und ausschalten.',
      ],
    },
    {
      heading: 'Wie blockiere ich ein anderes Mitglied?',
      paragraphs: [
        'Nutze die Blockieren-Schaltfläche im Profil des Mitglieds (der Kopf eurer Unterhaltung führt dorthin). Blockierte Mitglieder findest du in deinen Einstellungen, wo du die Blockierung aufheben kannst. Dadurch werden alle Unterhaltungen und Likes zwischen euch entfernt, und das Mitglied kann dich nicht mehr kontaktieren.',
        'Wenn dich jemand belästigt oder gegen die Regeln verstößt, melde das bitte zusätzlich über das Beschwerdeformular unter {domain}/complaints, damit wir handeln können.',
      ],
    },
    {
      heading: 'Ich habe die Aktivierungs-E-Mail nicht erhalten. Was nun?',
      paragraphs: [
        'Es kann einige Minuten dauern, bis die E-Mail ankommt. Sieh in deinem Spam- oder Junk-Ordner nach und prüfe, ob du deine E-Mail-Adresse bei der Anmeldung richtig eingegeben hast.',
        'Immer noch nichts? Füge {support_email} zu deinen Kontakten hinzu und wende dich an unseren Kundenservice – wir helfen dir gern, dein Konto zu aktivieren.',
      ],
    },
    {
      heading: 'Ich habe mein Passwort vergessen. Wie setze ich es zurück?',
      paragraphs: [
        'Nutze auf der Anmeldeseite den Link zum Zurücksetzen des Passworts und gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir dann einen Link, mit dem du ein neues Passwort festlegen kannst.',
        'Der Link ist nur für begrenzte Zeit gültig. Ist er abgelaufen, fordere einfach einen neuen an. Zu deiner Sicherheit fragen wir dich niemals per E-Mail oder Telefon nach deinem Passwort.',
      ],
    },
    {
      heading: 'Wie lösche ich mein Konto und kann ich das rückgängig machen?',
      paragraphs: [
        'Du kannst dein Konto in deinen Kontoeinstellungen löschen. Dein Profil ist dann für andere Mitglieder nicht mehr sichtbar.',
        'Du hast es dir anders überlegt? Innerhalb von 14 Tagen nach der Löschung kannst du dein Konto über den Link in der E-Mail, die wir dir schicken, wieder aktivieren. Danach wird dein Konto endgültig gelöscht – mit Ausnahme der Daten, die wir gesetzlich aufbewahren müssen, etwa Zahlungsbelege.',
        'Nicht genutzte Credits werden beim Löschen deines Kontos nicht automatisch erstattet. Hast du Anspruch auf eine Erstattung, beantrage sie, bevor du dein Konto löschst.',
      ],
    },
    {
      heading: 'Kann ich mein Geld zurückbekommen?',
      paragraphs: [
        'Nicht genutzte Credits können innerhalb von {refund_days} Tagen nach dem Kauf erstattet werden. Bereits genutzte Credits werden nicht erstattet.',
        'Für eine Erstattung schreib uns an {support_email}. Alle Einzelheiten findest du in unseren Widerrufs- und Erstattungsbedingungen.',
      ],
    },
    {
      heading: 'Welche Zahlungsarten kann ich nutzen?',
      paragraphs: [
        'Welche Zahlungsarten dir zur Verfügung stehen, hängt von deinem Land ab. Möglich sind unter anderem iDEAL, Bancontact, Kredit- und Debitkarten, PayPal, SEPA-Lastschrift, BLIK und Przelewy24. Beim Kauf von Credits siehst du, welche Optionen du hast.',
        'Zahlungen werden über sichere Zahlungsanbieter abgewickelt. Deine Credits werden deinem Konto gutgeschrieben, sobald die Zahlung bestätigt ist.',
      ],
    },
    {
      heading: 'Wie bleibe ich sicher?',
      paragraphs: [
        'Schicke niemals Geld, Gutscheinkarten oder Bankdaten an jemanden, den du online kennengelernt hast – egal wie überzeugend die Geschichte klingt. Andere Mitglieder um Geld zu bitten, verstößt gegen unsere Regeln und führt zur Sperrung des Kontos.',
        'Lass dir Zeit, bevor du persönliche Daten wie deine Adresse, deinen Arbeitsplatz oder deine Telefonnummer weitergibst. Wenn du dich mit jemandem triffst, dann an einem belebten öffentlichen Ort – und sag einer Freundin oder einem Freund Bescheid, wohin du gehst.',
        'Blockiere Mitglieder, bei denen du dich unwohl fühlst, und melde verdächtiges Verhalten über das Beschwerdeformular unter {domain}/complaints.',
      ],
    },
    {
      heading: 'Wie erreiche ich {site_name}?',
      paragraphs: [
        'Schreib eine E-Mail an {support_email} oder ruf uns unter {support_phone} an. Gib bitte deinen Benutzernamen an, damit wir dir schnell helfen können.',
        'Beschwerden kannst du über das Formular unter {domain}/complaints einreichen. Alle Kontaktdaten findest du auf unserer Kundenservice-Seite.',
      ],
    },
  ],
} satisfies LegalDoc;
