import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Widerruf und Erstattung',
  intro:
    'Auf {site_name} kaufst du Credits, um mit anderen Mitgliedern zu chatten. Hier erklären wir dein Widerrufsrecht, wann du nicht genutzte Credits erstattet bekommst und wie du eine Erstattung beantragst. Diese Regelung ist Bestandteil unserer AGB.',
  sections: [
    {
      heading: 'Widerrufsrecht bei digitalen Inhalten',
      paragraphs: [
        'Credits sind digitale Inhalte, die dir direkt nach der Zahlung bereitgestellt werden. Als Verbraucher in der EU hast du bei Online-Käufen grundsätzlich ein 14-tägiges Widerrufsrecht. Bei digitalen Inhalten erlischt dieses Recht jedoch, sobald mit der Bereitstellung begonnen wurde – vorausgesetzt, du hast ausdrücklich zugestimmt, dass die Bereitstellung sofort erfolgt, und bestätigt, dass du dadurch dein Widerrufsrecht verlierst.',
        'Deine Credits werden deinem Konto gutgeschrieben, sobald deine Zahlung abgeschlossen ist. Mit dem Abschluss der Zahlung verlangst du diese sofortige Bereitstellung und bestätigst, dass dein Widerrufsrecht für diese Credits damit erlischt.',
      ],
    },
    {
      heading: 'Was die Nutzung von Credits für deine Rechte bedeutet',
      paragraphs: [
        'Sobald du Credits aus einem Paket nutzt, zum Beispiel für eine Nachricht, ein Foto oder ein Geschenk, sind diese Credits verbraucht. Genutzte Credits können weder zurückgegeben noch erstattet werden.',
        'Für Credits, die du noch nicht genutzt hast, gilt unsere unten beschriebene Erstattungsregelung für nicht genutzte Credits.',
      ],
    },
    {
      heading: 'Erstattung nicht genutzter Credits',
      paragraphs: [
        'Nicht genutzte Credits kannst du dir innerhalb von {refund_days} Tagen nach dem Kauf erstatten lassen. Grundlage ist der Preis pro Credit, den du für das jeweilige Paket tatsächlich bezahlt hast, einschließlich eventueller Rabatte.',
        'Hast du einen Teil des Pakets bereits genutzt, erstatten wir nur den nicht genutzten Teil. Nach Ablauf von {refund_days} Tagen ab dem Kaufdatum ist eine Erstattung nicht mehr möglich.',
      ],
    },
    {
      heading: 'So beantragst du eine Erstattung',
      paragraphs: [
        'Öffne auf der Seite „Deine Bestellungen“ den betreffenden Kauf und wähle „Nicht genutzte Credits zurückverlangen“. Sobald du bestätigst, werden dir die nicht genutzten Credits dieses Kaufs sofort über die Zahlungsart erstattet, die du dafür verwendet hast.',
        'Auf der Seite des Kaufs siehst du anschließend, wie viele Credits und welcher Betrag erstattet wurden. Wenn du Hilfe bei einer Erstattung brauchst, kannst du uns auch an {support_email} schreiben oder unter {support_phone} anrufen.',
      ],
    },
    {
      heading: 'Wie wir erstatten',
      paragraphs: [
        'Wir erstatten den Betrag über dieselbe Zahlungsart, die du beim Kauf verwendet hast. Die Erstattung wird veranlasst, sobald du sie anforderst; eine Genehmigung durch uns ist dafür nicht nötig. Für die Erstattung berechnen wir keine Gebühren.',
        'Die erstatteten Credits werden von deinem Guthaben abgezogen. Je nach Bank oder Zahlungsanbieter kann es einige Werktage dauern, bis der Betrag auf deinem Konto eingeht.',
      ],
    },
    {
      heading: 'Wiederholungsbestellungen kündigen',
      paragraphs: [
        'Hast du eine Wiederholungsbestellung eingerichtet, kannst du sie jederzeit kündigen, indem du auf der Seite für Wiederholungsbestellungen im Credit-Shop deine gespeicherte Karte entfernst oder dich an unseren Kundenservice wendest. Die Kündigung gilt für alle künftigen Bestellungen.',
        'Bestellungen, die vor deiner Kündigung bereits aufgegeben und bezahlt wurden, werden wie jeder andere Kauf behandelt: Nicht genutzte Credits daraus können innerhalb von {refund_days} Tagen nach dem Kauf erstattet werden.',
      ],
    },
  ],
} satisfies LegalDoc;
