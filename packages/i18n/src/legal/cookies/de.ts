import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Cookie-Richtlinie',
  intro:
    'Diese Cookie-Richtlinie erläutert, welche Cookies und ähnlichen Technologien {site_name} ({domain}) verwendet, wozu wir sie einsetzen und wie Sie sie steuern können. Wir beschränken uns dabei auf das Nötigste: Wir speichern nur, was für den Betrieb der Website erforderlich ist oder was wir brauchen, um uns Entscheidungen zu merken, die Sie selbst getroffen haben.',
  sections: [
    {
      heading: 'Was sind Cookies und lokaler Speicher?',
      paragraphs: [
        'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser ablegt und die Ihr Browser bei späteren Besuchen an diese Website zurücksendet. Der lokale Speicher (Local Storage) ist eine ähnliche Technik: Auch damit kann eine Website Informationen in Ihrem Browser speichern, diese bleiben jedoch auf Ihrem Gerät und werden nicht automatisch an den Server übertragen.',
        'Nach den europäischen Datenschutzvorschriften dürfen Cookies und ähnliche Technologien, die für die Bereitstellung eines von Ihnen ausdrücklich gewünschten Dienstes unbedingt erforderlich sind, ohne Ihre Einwilligung eingesetzt werden. Für alle anderen Cookies benötigen wir Ihre vorherige Einwilligung.',
      ],
    },
    {
      heading: 'Von uns verwendete Cookies',
      paragraphs: [
        'Sitzungs-Cookie (Name beginnt mit „auth.“): Es hält Sie nach der Anmeldung eingeloggt, damit Sie sich nicht auf jeder Seite erneut anmelden müssen, und schützt Ihr Konto vor Missbrauch. Dieses Cookie ist unbedingt erforderlich. Es wird höchstens 30 Tage lang oder bis zu Ihrer Abmeldung gespeichert.',
        'Sprach-Cookie („locale“): Es speichert die Sprache, die Sie für {site_name} gewählt haben, damit die Website bei Ihrem nächsten Besuch in dieser Sprache angezeigt wird. Es enthält keine weiteren Informationen und wird 365 Tage lang gespeichert.',
        'Beide sind Erstanbieter-Cookies, die {site_name} selbst setzt. Sie werden nicht dazu verwendet, Sie über andere Websites hinweg zu verfolgen, und ihr Inhalt wird nicht an Dritte weitergegeben.',
        'Wenn Sie über einen Link eines unserer Werbepartner zu uns kommen, speichert außerdem ein eigenes Cookie „tracking_source“ 30 Tage lang nur diese Tatsache (ohne Kennung), damit Ihnen die Mitgliedersuche angezeigt werden kann. Die Partnercodes dieses Links werden im lokalen Speicher Ihres Browsers abgelegt und bei Ihrer Registrierung mitgesendet.',
      ],
    },
    {
      heading: 'Lokaler Speicher und Sitzungsspeicher',
      paragraphs: [
        'Beim Aufrufen von {site_name} zeigen wir einen Hinweis, dass sich die Website ausschließlich an Erwachsene richtet. Sobald Sie ihn bestätigt und geschlossen haben, vermerken wir dies zusammen mit dem Zeitpunkt im lokalen Speicher Ihres Browsers unter dem Schlüssel „hide-site-entry-warning“, damit der Hinweis nicht bei jedem Besuch erneut erscheint.',
        'Ebenso verfahren wir, wenn Sie andere Meldungen und Hinweise auf der Website schließen, damit Sie diese nicht erneut sehen.',
        'Diese Einträge halten lediglich fest, dass und wann Sie einen Hinweis geschlossen haben. Sie bleiben auf Ihrem Gerät, bis Sie Ihre Browserdaten löschen, und werden nicht an uns übermittelt.',
        'Nach einer Aktualisierung der Website kann Ihr Browser kurzzeitig einen Zeitstempel im Sitzungsspeicher (Session Storage) unter dem Schlüssel „chunk-reload-at“ ablegen, damit die Seite höchstens einmal pro Minute neu geladen wird, falls ein Teil davon nicht mehr geladen werden kann. Der Sitzungsspeicher wird gelöscht, wenn Sie den Tab schließen.',
      ],
    },
    {
      heading: 'Keine Werbe- oder Tracking-Cookies',
      paragraphs: [
        'Ohne Ihre Einwilligung setzen wir weder Werbe-Cookies von Drittanbietern noch Tracking-Cookies ein. Sollten wir künftig Cookies verwenden wollen, die nicht unbedingt erforderlich sind, etwa für Statistik oder Werbung, holen wir vorher Ihre Einwilligung ein und aktualisieren diese Richtlinie. Eine solche Einwilligung können Sie jederzeit widerrufen.',
        'Beim Kauf von Credits werden Sie möglicherweise auf die Website unseres Zahlungsdienstleisters weitergeleitet. Dieser kann nach seinen eigenen Cookie- und Datenschutzbestimmungen eigene Cookies setzen, etwa um die Zahlung sicher abzuwickeln und Betrug zu verhindern.',
      ],
    },
    {
      heading: 'Cookies löschen oder blockieren',
      paragraphs: [
        'Sie können Cookies und den lokalen Speicher jederzeit in den Einstellungen Ihres Browsers einsehen und löschen, meist unter „Datenschutz“ oder „Websitedaten“. Sie können Ihren Browser auch so einstellen, dass er Cookies blockiert. Wie das geht, erfahren Sie in der Hilfe Ihres Browsers.',
        'Bitte beachten Sie: Wenn Sie das Sitzungs-Cookie löschen, werden Sie abgemeldet; wenn Sie es blockieren, können Sie sich nicht anmelden. Wenn Sie das Sprach-Cookie löschen, wird die Website wieder in der Standardsprache angezeigt. Wenn Sie den lokalen Speicher leeren, erscheinen der Hinweis beim Aufrufen der Website und die von Ihnen geschlossenen Hinweise erneut.',
      ],
    },
    {
      heading: 'Änderungen und Kontakt',
      paragraphs: [
        'Wir aktualisieren diese Richtlinie, wenn wir die verwendeten Cookies oder Einträge im lokalen Speicher ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite.',
        'Haben Sie Fragen? Wenden Sie sich an {company_name} unter {support_email}. Mehr darüber, wie wir mit personenbezogenen Daten umgehen, erfahren Sie in unserer Datenschutzerklärung.',
      ],
    },
  ],
} satisfies LegalDoc;
