import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Kundenservice',
  intro:
    'Du hast eine Frage zu deinem Konto, zu Credits oder zu einer Zahlung? Unser Kundenservice hilft dir gern weiter. Viele Antworten findest du auch in unseren häufig gestellten Fragen.',
  sections: [
    {
      heading: 'So erreichst du uns',
      paragraphs: [
        'E-Mail: {support_email}',
        'Telefon: {support_phone}',
        'Bei Fragen zu deinem Konto oder zu einer Zahlung erreichst du uns per E-Mail meist am schnellsten. Schreib uns bitte von der E-Mail-Adresse, die mit deinem Konto verknüpft ist, damit wir es sofort finden.',
      ],
    },
    {
      heading: 'Antwortzeiten',
      paragraphs: [
        'Wir bemühen uns, jede E-Mail innerhalb von zwei Werktagen zu beantworten – meist geht es deutlich schneller. Nachrichten, die am Wochenende oder an Feiertagen eingehen, bearbeiten wir am nächsten Werktag.',
        'Ist deine Frage dringend, etwa weil eine Zahlung nicht verarbeitet wurde, kannst du uns auch anrufen.',
      ],
    },
    {
      heading: 'Was deine Nachricht enthalten sollte',
      paragraphs: [
        'Damit wir dir schnell helfen können, gib bitte deinen Benutzernamen, die E-Mail-Adresse deines Kontos und eine klare Beschreibung deiner Frage oder deines Problems an. Bei Fragen zu einer Zahlung nenne bitte außerdem Datum, Betrag, Zahlungsart und nach Möglichkeit die Zahlungsreferenz. Auch ein Screenshot einer Fehlermeldung kann hilfreich sein.',
        'Schick uns niemals dein Passwort oder vollständige Kartendaten. Unsere Mitarbeiter werden dich nie danach fragen.',
      ],
    },
    {
      heading: 'Beschwerden',
      paragraphs: [
        'Du bist mit unserem Service nicht zufrieden oder möchtest ein Mitglied melden? Reiche deine Beschwerde über das Formular unter {domain}/complaints ein. Beschreibe das Problem so genau wie möglich und nenne bei der Meldung eines Mitglieds dessen Benutzernamen.',
        'Wir bestätigen den Eingang deiner Beschwerde und bemühen uns, dir innerhalb von 14 Tagen eine vollständige Antwort zu geben. Brauchen wir mehr Zeit, sagen wir dir Bescheid.',
      ],
    },
    {
      heading: 'Angaben zum Unternehmen',
      paragraphs: [
        '{site_name} wird betrieben von {company_name}, {address}, {city}, {country}.',
        '[[Handelsregisternummer (KvK): {kvk}]]',
        '[[USt-IdNr.: {vat_numbers}]]',
        'Website: {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
