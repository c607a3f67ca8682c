import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Datenschutzerklärung',
  intro:
    'Datenschutz ist uns wichtig – gerade auf einer Dating-Website. In dieser Datenschutzerklärung erfahren Sie, welche personenbezogenen Daten {site_name} erhebt, wofür wir sie verwenden, an wen wir sie weitergeben, wie lange wir sie speichern und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
  sections: [
    {
      heading: 'Verantwortlicher',
      paragraphs: [
        'Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten auf {site_name} ({domain}) ist {company_name}, {address}, {city}, {country}[[, Handelsregisternummer {kvk}]].',
        'Bei Fragen zum Datenschutz oder zur Ausübung Ihrer Rechte erreichen Sie uns unter {support_email} oder telefonisch unter {support_phone}.',
      ],
    },
    {
      heading: 'Welche Daten wir erheben',
      paragraphs: [
        'Kontodaten: Ihre E-Mail-Adresse, Ihr Passwort (niemals im Klartext gespeichert), Ihr Benutzername, Ihr Geburtsdatum und Ihr Geschlecht sowie die Sprache, die Sie verwenden.',
        'Profildaten: Ihre Fotos, Interessen, Ihre Selbstbeschreibung und die persönlichen Angaben, die Sie hinzufügen möchten. Die Angabe Ihrer sexuellen Orientierung ist freiwillig; wir speichern sie nur mit Ihrer ausdrücklichen Einwilligung.',
        'Aktivitäten und Nachrichten: die Likes und Matches, die Sie vergeben und erhalten, die Nachrichten, Fotos und Geschenke, die Sie im Chat senden und empfangen, die von Ihnen blockierten Mitglieder, Ihre Einstellungen (etwa Unsichtbar-Modus und Privatsphäre-Modus) sowie von Ihnen eingereichte Meldungen und Beschwerden.',
        'Standort: der Ort, den Sie in Ihrem Profil angeben und den wir als Koordinaten speichern, um Entfernungen zwischen Mitgliedern zu berechnen.',
        'Kaufdaten: die von Ihnen gekauften Credit-Pakete, Beträge und Kaufdaten, Ihr Credit-Guthaben und Ihr Credit-Verbrauch, Rechnungsangaben sowie Zahlungsstatus und Referenz, die wir vom Zahlungsdienstleister erhalten. Ihre vollständige Kartennummer erhalten oder speichern wir nie.',
        'Technische Daten: Ihre IP-Adresse, Browser- und Gerätetyp, Anmeldezeitpunkte und Server-Logs, die wir für den Betrieb und die Sicherheit des Dienstes benötigen.',
      ],
    },
    {
      heading: 'Zwecke und Rechtsgrundlagen der Verarbeitung',
      paragraphs: [
        'Zur Erfüllung unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO): Einrichtung und Verwaltung Ihres Kontos, Anzeige Ihres Profils für andere Mitglieder, Suche, Likes und Matches, Zustellung von Chatnachrichten, Verkauf von Credits sowie Kundenservice.',
        'Zur Erfüllung rechtlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO): Führung von Buchhaltungs- und Steuerunterlagen, Beantwortung rechtmäßiger Anfragen von Behörden sowie der gesetzlich vorgeschriebene Umgang mit rechtswidrigen Inhalten.',
        'Auf Grundlage unserer berechtigten Interessen (Art. 6 Abs. 1 lit. f DSGVO): Absicherung des Dienstes, Verhinderung von Betrug, Missbrauch und Zahlungsmissbrauch, Moderation von Inhalten, Durchsetzung unserer AGB, Bearbeitung von Streitigkeiten sowie Verbesserung des Dienstes anhand aggregierter Statistiken. Sie können dieser Verarbeitung jederzeit widersprechen (siehe „Ihre Rechte“).',
        'Mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO und, für besondere Kategorien personenbezogener Daten, Art. 9 Abs. 2 lit. a DSGVO): Speicherung Ihrer sexuellen Orientierung und, sofern wir Sie um Ihre Einwilligung bitten, Versand von Newslettern oder Werbe-E-Mails. Sie können Ihre Einwilligung jederzeit widerrufen; die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
        'Wir verkaufen Ihre personenbezogenen Daten nicht und nutzen sie nicht für Werbung Dritter.',
      ],
    },
    {
      heading: 'Sexuelle Orientierung und andere sensible Daten',
      paragraphs: [
        'Angaben zu Ihrer sexuellen Orientierung oder Ihrem Sexualleben gehören nach der DSGVO zu den besonderen Kategorien personenbezogener Daten. Die Angabe Ihrer sexuellen Orientierung auf {site_name} ist freiwillig. Wir speichern sie nur, wenn Sie bei der Eingabe ausdrücklich einwilligen, und verwenden sie nur für die Zwecke, die Ihnen dabei erläutert werden, etwa die Anzeige in Ihrem Profil.',
        'Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Angabe aus Ihrem Profil entfernen; wir löschen sie dann. Der Widerruf hat keine weiteren Folgen für Ihr Konto.',
        'Bitte beachten Sie, dass bereits die Nutzung einer Dating-Website für Erwachsene sowie das, was Sie in Ihrem Profil und in Chats schreiben, Rückschlüsse auf Ihr Sexualleben zulassen kann. Wir behandeln alle Profil- und Chatdaten vertraulich und verwenden sie nur, um den Dienst zu erbringen und unsere Mitglieder zu schützen, wie in dieser Erklärung beschrieben. Überlegen Sie gut, was Sie mit anderen teilen.',
      ],
    },
    {
      heading: 'Wer Ihre Daten sehen kann',
      paragraphs: [
        'Andere Mitglieder sehen Ihr öffentliches Profil: Benutzername, Alter, Fotos (Mitglieder ohne Premium-Status sehen nur einen Teil davon), Interessen, die von Ihnen hinzugefügten Angaben sowie die ungefähre Entfernung oder Ihren Wohnort. Ihre genauen Koordinaten, Ihre E-Mail-Adresse und Ihre Zahlungsdaten sehen sie nie. Mit dem Unsichtbar-Modus und dem Privatsphäre-Modus können Sie einschränken, was andere von Ihnen und Ihren Aktivitäten sehen, und von Ihnen blockierte Mitglieder können Sie nicht mehr kontaktieren.',
        'Nachrichten an fiktive Profile werden von Chat-Operatoren gelesen und beantwortet, die für uns oder in unserem Auftrag tätig sind. Sie sehen Ihr öffentliches Profil und Ihr Gespräch mit diesem Profil, nicht aber Ihre E-Mail-Adresse, Ihre Zahlungsdaten oder Ihren genauen Standort. Sie sind zur Verschwiegenheit verpflichtet.',
        'Unsere Moderatoren und Support-Mitarbeitenden können auf Profile, Fotos und Nachrichten zugreifen, soweit dies zur Bearbeitung von Meldungen und Beschwerden, zur Verhinderung von Missbrauch oder zur Beantwortung Ihrer Fragen erforderlich ist. Der Zugriff ist auf die Mitarbeitenden beschränkt, die ihn für ihre Arbeit benötigen.',
      ],
    },
    {
      heading: 'Empfänger und Auftragsverarbeiter',
      paragraphs: [
        'Wir setzen Dienstleister ein, die personenbezogene Daten in unserem Auftrag verarbeiten (Auftragsverarbeiter), etwa Hosting- und Rechenzentrumsanbieter, E-Mail-Versanddienste und gegebenenfalls externe Dienstleister für Chat-Operatoren und Kundenservice. Sie dürfen die Daten nur nach unseren Weisungen und auf Grundlage eines Auftragsverarbeitungsvertrags nach Art. 28 DSGVO verwenden.',
        'Zahlungen wickelt unser Zahlungsdienstleister ab. Er verarbeitet Ihre Zahlungsdaten als eigenständiger Verantwortlicher nach seiner eigenen Datenschutzerklärung und übermittelt uns nur die Informationen, die wir benötigen, etwa den Zahlungsstatus und eine Referenz.',
        'An Behörden wie Polizei oder Finanzbehörden geben wir Daten nur weiter, wenn wir dazu gesetzlich verpflichtet oder berechtigt sind, etwa bei Inhalten mit Bezug zu Minderjährigen oder aufgrund eines Gerichtsbeschlusses.',
        'Wir verarbeiten Daten vorzugsweise innerhalb des Europäischen Wirtschaftsraums (EWR). Übermittelt ein Dienstleister personenbezogene Daten in ein Land außerhalb des EWR, stellen wir sicher, dass geeignete Garantien bestehen, etwa ein Angemessenheitsbeschluss der Europäischen Kommission oder Standardvertragsklauseln. Eine Kopie dieser Garantien können Sie bei uns anfordern.',
      ],
    },
    {
      heading: 'Speicherdauer',
      paragraphs: [
        'Konto- und Profildaten speichern wir, solange Ihr Konto besteht. Fotos und Nachrichten, die Sie löschen, werden von {site_name} entfernt; Kopien in Datensicherungen werden innerhalb eines begrenzten Zeitraums überschrieben.',
        'Wenn Sie Ihr Konto löschen, können Sie es 14 Tage lang über den Link in der Bestätigungs-E-Mail wiederherstellen. Nach Ablauf dieser 14 Tage werden Ihr Konto, Ihr Profil, Ihre Fotos, Nachrichten und sonstigen personenbezogenen Daten endgültig gelöscht.',
        'Rechnungsdaten müssen so lange aufbewahrt werden, wie es das Steuerrecht vorschreibt. Nach der Löschung Ihres Kontos bewahren wir sie nur noch in anonymisierter Form auf, ohne Bezug zu Ihnen oder Ihrem Profil.',
        'Server-Logs und andere technische Daten speichern wir nur so lange, wie es für Sicherheitszwecke erforderlich ist; danach werden sie gelöscht oder anonymisiert. Haben wir ein Konto ausgeschlossen, können wir die Daten, die nötig sind, um eine erneute Registrierung derselben Person zu verhindern und Rechtsansprüche geltend zu machen oder abzuwehren, so lange aufbewahren, wie dies erforderlich ist.',
      ],
    },
    {
      heading: 'Wie wir Ihre Daten schützen',
      paragraphs: [
        'Wir treffen geeignete technische und organisatorische Maßnahmen zum Schutz Ihrer Daten, darunter verschlüsselte Verbindungen (HTTPS), ausschließlich als Hash gespeicherte Passwörter, beschränkte Zugriffsrechte für Mitarbeitende und regelmäßige Sicherheitsupdates.',
        'Hochgeladene Fotos werden neu kodiert und von allen Metadaten einschließlich GPS-Standortdaten befreit, bevor andere sie sehen können. Ihre genauen Koordinaten verlassen niemals unsere Server: Andere Mitglieder sehen nur eine ungefähre Entfernung.',
        'Kein System ist vollkommen sicher. Kommt es dennoch zu einer Verletzung des Schutzes personenbezogener Daten, melden wir sie, soweit erforderlich, der Aufsichtsbehörde und benachrichtigen Sie unverzüglich, wenn sie voraussichtlich ein hohes Risiko für Sie zur Folge hat.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Nach der DSGVO haben Sie das Recht auf Auskunft über Ihre personenbezogenen Daten, auf Berichtigung und Löschung, auf Einschränkung der Verarbeitung und auf Datenübertragbarkeit sowie das Recht, einer auf unsere berechtigten Interessen gestützten Verarbeitung zu widersprechen. Beruht eine Verarbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen.',
        'Die meisten Ihrer Daten können Sie in Ihren Kontoeinstellungen selbst einsehen und ändern; dort können Sie auch Ihr Konto löschen. Für andere Anliegen senden Sie bitte eine E-Mail an {support_email}, und zwar von der Adresse, die mit Ihrem Konto verknüpft ist. Wir können zusätzliche Angaben anfordern, um Ihre Identität zu überprüfen. Wir antworten innerhalb eines Monats; in komplexen Fällen kann sich diese Frist um bis zu zwei weitere Monate verlängern, worüber wir Sie informieren.',
        'Wenn Sie der Meinung sind, dass wir Ihre Daten unrechtmäßig verarbeiten, wenden Sie sich bitte zunächst an uns, damit wir versuchen können, die Angelegenheit zu klären. Sie haben außerdem das Recht, Beschwerde bei einer Datenschutz-Aufsichtsbehörde einzulegen, insbesondere in dem EU-Mitgliedstaat Ihres Wohnorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
      ],
    },
    {
      heading: 'Cookies und lokaler Speicher',
      paragraphs: [
        '{site_name} verwendet nur wenige Cookies und Einträge im lokalen Speicher Ihres Browsers: um Sie angemeldet zu halten, um sich Ihre Sprache zu merken und um zu speichern, welche Hinweise Sie geschlossen haben. Werbe-Cookies von Drittanbietern setzen wir nicht ohne Ihre Einwilligung ein. Einzelheiten finden Sie in unserer Cookie-Richtlinie.',
      ],
    },
    {
      heading: 'Minderjährige',
      paragraphs: [
        '{site_name} richtet sich ausschließlich an Personen ab 18 Jahren. Wir erheben wissentlich keine Daten von Minderjährigen. Stellen wir fest, dass ein Konto einer Person unter 18 Jahren gehört, sperren wir es und löschen die Daten. Wenn Ihnen ein solcher Fall bekannt ist, teilen Sie uns dies bitte unter {support_email} oder über das Beschwerdeformular unter {domain}/complaints mit.',
      ],
    },
    {
      heading: 'Änderungen und Kontakt',
      paragraphs: [
        'Wir können diese Datenschutzerklärung anpassen, wenn sich unser Dienst oder die Rechtslage ändert. Über wesentliche Änderungen informieren wir Sie vorab per E-Mail oder auf {site_name}.',
        'Haben Sie Fragen zum Datenschutz? Wenden Sie sich an {company_name} per E-Mail unter {support_email}, telefonisch unter {support_phone} oder per Post an {address}, {city}, {country}.',
      ],
    },
  ],
} satisfies LegalDoc;
