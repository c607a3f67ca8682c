import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Sperrrichtlinie',
  intro:
    'Auf {site_name} soll jeder sicher und angenehm neue Leute kennenlernen können. Diese Richtlinie erklärt, wann wir ein Konto sperren, was eine Sperre für Credits und Daten bedeutet und wie du Einspruch einlegen kannst, falls dein Konto gesperrt wird.',
  sections: [
    {
      heading: 'Warum sperren wir Konten?',
      paragraphs: [
        '{site_name} soll für alle ein sicherer und angenehmer Ort sein. Deshalb sperren wir Konten, die gegen unsere Regeln verstoßen. Die häufigsten Gründe sind: Belästigung, Drohungen oder beleidigendes Verhalten gegenüber anderen Mitgliedern; ein Alter unter 18 Jahren oder jeglicher Kontakt, an dem Minderjährige beteiligt sind; Betrug und das Bitten anderer Mitglieder um Geld, Gutscheinkarten oder Bankdaten; Spam und unerwünschte Werbung; falsche Identitäten, etwa die Verwendung fremder Namen oder Fotos; sowie das Veröffentlichen oder Versenden rechtswidriger Inhalte.',
        'Je nach Schwere des Verstoßes können wir ein Konto ohne vorherige Warnung sperren. Soweit gesetzlich vorgeschrieben, melden wir rechtswidrige Aktivitäten den zuständigen Behörden.',
      ],
    },
    {
      heading: 'Was passiert mit deinen Credits und Daten?',
      paragraphs: [
        'Solange dein Konto gesperrt ist, ist dein Profil für andere Mitglieder nicht sichtbar und du kannst deine Credits nicht nutzen. Dein Guthaben bleibt mit deinem Konto verknüpft: Wird die Sperre aufgehoben, kannst du deine Credits wieder verwenden.',
        'Wir speichern deine Daten nur so lange, wie es für die Bearbeitung des Verstoßes und eines eventuellen Einspruchs sowie zur Erfüllung unserer gesetzlichen Pflichten erforderlich ist. Danach werden sie gemäß unserer Datenschutzerklärung gelöscht.',
        'Wenn du meinst, Anspruch auf eine Erstattung nicht genutzter Credits zu haben, erwähne das bitte, wenn du uns kontaktierst.',
      ],
    },
    {
      heading: 'So legst du Einspruch ein',
      paragraphs: [
        'Du glaubst, dein Konto wurde zu Unrecht gesperrt? Schick eine E-Mail an {support_email} – von der E-Mail-Adresse, die mit deinem Konto verknüpft ist – oder nutze das Beschwerdeformular unter {domain}/complaints.',
        'Nenne bitte deinen Benutzernamen und erkläre, warum du die Sperre für ungerechtfertigt hältst. Füge alle Informationen hinzu, die uns bei der Prüfung helfen können.',
      ],
    },
    {
      heading: 'Wie geht es weiter?',
      paragraphs: [
        'Wir prüfen jeden Einspruch sorgfältig und teilen dir unsere Entscheidung per E-Mail mit. Stellt sich heraus, dass die Sperre ungerechtfertigt war, stellen wir dein Konto einschließlich deiner Credits wieder her.',
        'Bitte erstelle kein neues Konto, solange dein Konto gesperrt ist: Konten, die zur Umgehung einer Sperre angelegt werden, sperren wir ebenfalls. Deine gesetzlichen Rechte bleiben davon unberührt.',
      ],
    },
  ],
} satisfies LegalDoc;
