import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Allgemeine Geschäftsbedingungen',
  intro:
    'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für jede Nutzung von {site_name} ({domain}) und für jeden Kauf von Credits. Bitte lesen Sie sie sorgfältig durch: Mit der Erstellung eines Kontos erklären Sie sich mit ihnen einverstanden. Stand: {terms_date}.',
  sections: [
    {
      heading: 'Wer wir sind und wofür diese AGB gelten',
      paragraphs: [
        '{site_name} wird betrieben von {company_name}, {address}, {city}, {country}[[, Handelsregisternummer {kvk}]][[, USt-IdNr. {vat_numbers}]], in diesen AGB „wir“ oder „uns“ genannt. Sie erreichen uns per E-Mail unter {support_email} oder telefonisch unter {support_phone}.',
        '{site_name} ist ein Online-Dating- und Chat-Dienst für Erwachsene. Mitglieder können ein Profil anlegen, nach anderen Mitgliedern suchen, Profile liken und per Textnachricht, Foto und virtuellem Geschenk chatten. Registrierung und Profilerstellung sind kostenlos; das Chatten kostet Credits.',
        'Diese AGB bilden den Vertrag zwischen Ihnen und uns. Unsere Datenschutzerklärung und unsere Cookie-Richtlinie erläutern, wie wir mit Ihren personenbezogenen Daten umgehen; sie sind nicht Bestandteil dieses Vertrags, gelten aber für Ihre Nutzung von {site_name}.',
      ],
    },
    {
      heading: 'Teilnahmevoraussetzungen: nur für Erwachsene',
      paragraphs: [
        'Sie müssen mindestens 18 Jahre alt sein, um {site_name} zu nutzen, und nach dem Recht des Landes, in dem Sie sich aufhalten, Inhalte für Erwachsene ansehen dürfen. Mit Ihrer Registrierung bestätigen Sie, dass beide Voraussetzungen erfüllt sind.',
        'Ein Konto ist persönlich. Sie dürfen nur ein Konto haben und es niemand anderem zur Nutzung überlassen. Konten dürfen nicht zu gewerblichen Zwecken genutzt werden.',
        'Haben wir Grund zu der Annahme, dass ein Mitglied jünger als 18 Jahre ist, sperren wir das Konto sofort und löschen es. Den Verdacht, dass ein Mitglied minderjährig ist, können Sie uns über das Beschwerdeformular oder per E-Mail melden.',
      ],
    },
    {
      heading: 'Ihr Konto',
      paragraphs: [
        'Bei der Registrierung müssen Sie zutreffende Angaben machen und diese aktuell halten. Die verwendete E-Mail-Adresse muss Ihre eigene sein und unsere Nachrichten empfangen können, da wir sie für wichtige Mitteilungen wie die Bestätigung einer Kontolöschung verwenden.',
        'Halten Sie Ihre Zugangsdaten geheim. Sie sind für alles verantwortlich, was über Ihr Konto geschieht, es sei denn, Sie hätten es vernünftigerweise nicht verhindern können. Wenn Sie vermuten, dass eine andere Person Zugriff auf Ihr Konto hat, ändern Sie umgehend Ihr Passwort und wenden Sie sich an uns.',
        'Ihr Profil kann Fotos, Interessen und persönliche Angaben enthalten. Die Angabe Ihrer sexuellen Orientierung ist freiwillig; wir speichern sie nur mit Ihrer ausdrücklichen Einwilligung, und Sie können sie jederzeit wieder entfernen. Mit dem Unsichtbar-Modus, dem Privatsphäre-Modus und der Möglichkeit, andere Mitglieder zu blockieren, bestimmen Sie selbst, wer Sie sieht und wer Sie kontaktieren kann.',
        'Wenn Sie und ein anderes Mitglied gegenseitig Ihre Profile liken, entsteht ein Match. Ein Like oder ein Match verpflichtet keinen von Ihnen zu irgendetwas.',
      ],
    },
    {
      heading: 'Credits, Preise und Zahlung',
      paragraphs: [
        'Registrierung, Profilerstellung, Suche und das Liken von Profilen sind kostenlos. Das Chatten kostet Credits: Für das Senden einer Nachricht, eines Fotos oder eines Geschenks wird eine bestimmte Anzahl Credits verbraucht, die Ihnen auf {site_name} vor dem Senden angezeigt wird.',
        'Credits werden in Paketen verkauft. Der Preis jedes Pakets, gegebenenfalls einschließlich Mehrwertsteuer, und die Anzahl der enthaltenen Credits werden Ihnen vor der Zahlung angezeigt. Der Kauf kommt mit dem Abschluss der Zahlung zustande; die Credits werden Ihrem Konto gutgeschrieben, sobald die Zahlung bestätigt ist. Für jeden Kauf erhalten Sie eine Rechnung.',
        'Zahlungen werden über einen externen Zahlungsdienstleister abgewickelt. Ihre vollständige Kartennummer erhalten oder speichern wir zu keinem Zeitpunkt.',
        'Jeder Kauf ist eine Einmalzahlung. Auf Wunsch können Sie eine Wiederholungsbestellung aktivieren, mit der dasselbe Paket automatisch erneut gekauft wird, und zwar zu den Bedingungen, die Ihnen beim Aktivieren angezeigt werden. Sie können eine Wiederholungsbestellung jederzeit in Ihrem Konto deaktivieren; dies gilt dann für alle künftigen Bestellungen.',
        'Credits sind an Ihr Konto gebunden. Sie haben keinen Geldwert, können weder auf andere Mitglieder oder Konten übertragen noch in Geld umgetauscht werden, außer im Wege einer Erstattung nach diesen AGB. Wir können Preise für die Zukunft ändern; bereits getätigte Käufe bleiben von Preisänderungen unberührt.',
      ],
    },
    {
      heading: 'Premium-Mitgliedschaft',
      paragraphs: [
        'Mit Ihrem ersten Kauf eines Credit-Pakets werden Sie ohne Aufpreis Premium-Mitglied. Als Premium-Mitglied sehen Sie alle Fotos anderer Mitglieder und können bis zu 25 statt 3 Fotos hochladen.',
        'Die Premium-Mitgliedschaft ist kein Abonnement: Sie verlängert sich nicht und kostet für sich genommen nichts. Wird der Kauf, durch den Sie Premium-Mitglied geworden sind, erstattet oder rückgängig gemacht, können wir Ihnen den Premium-Status wieder entziehen.',
      ],
    },
    {
      heading: 'Erstattungen und Widerrufsrecht',
      paragraphs: [
        'Für nicht verbrauchte Credits erhalten Sie Ihr Geld zurück. Wenn Sie dies innerhalb von {refund_days} Tagen nach einem Kauf verlangen, erstatten wir Ihnen die noch nicht verbrauchten Credits aus diesem Kauf, und zwar auf Grundlage des Preises pro Credit, den Sie für dieses Paket tatsächlich bezahlt haben. Senden Sie Ihre Anfrage an {support_email} und teilen Sie uns mit, um welchen Kauf es sich handelt. Einzelheiten finden Sie auf unserer Seite „Widerruf und Erstattung“.',
        'Credits sind digitale Inhalte, die Ihnen unmittelbar nach der Zahlung bereitgestellt werden. Als Verbraucher haben Sie bei Online-Käufen grundsätzlich ein Widerrufsrecht von 14 Tagen; bei digitalen Inhalten erlischt es jedoch, sobald mit der Bereitstellung begonnen wurde, sofern Sie ausdrücklich zugestimmt haben, dass wir sofort liefern, und bestätigt haben, dass Sie dadurch Ihr Widerrufsrecht verlieren. Diese Zustimmung holen wir vor der Zahlung ein. Die oben beschriebene Erstattung nicht verbrauchter Credits bleibt davon unberührt.',
        'Erstattungen erfolgen kostenlos über das Zahlungsmittel, das Sie für den Kauf verwendet haben, so schnell wie möglich, spätestens jedoch 14 Tage nach Genehmigung Ihrer Anfrage. Die erstatteten Credits werden von Ihrem Guthaben abgezogen.',
        'Wenn Sie eine Zahlung ohne berechtigten Grund über Ihre Bank oder Ihren Kartenherausgeber zurückbuchen lassen (Chargeback), können wir die betreffenden Credits abziehen und Ihr Konto sperren, bis die Angelegenheit geklärt ist. Ihre Rechte bei einer Zahlung, die Sie nicht selbst autorisiert haben, bleiben davon unberührt.',
      ],
    },
    {
      heading: 'Fiktive Profile',
      paragraphs: [
        'Nicht jedes Profil auf {site_name} gehört zu einem echten Mitglied. Einige Profile sind fiktiv: Sie werden von {company_name} oder in deren Auftrag von Chat-Operatoren betrieben, die die Nachrichten schreiben – zur Unterhaltung und um Gespräche in Gang zu halten.',
        'Fiktive Profile sind stets deutlich mit einem Symbol und einem Warnhinweis gekennzeichnet, und zwar sowohl im Profil als auch im Chat. Bitte achten Sie auf diese Kennzeichnung, bevor Sie ein Gespräch beginnen oder fortsetzen.',
        'Ein Gespräch mit einem fiktiven Profil kann niemals zu einem echten Treffen oder einer Beziehung führen, auch wenn das Gespräch etwas anderes nahezulegen scheint. Nachrichten an fiktive Profile kosten genauso viele Credits wie Nachrichten an andere Mitglieder. Wenn Sie nicht mit fiktiven Profilen chatten möchten, beginnen Sie keine Gespräche mit Profilen, die diese Kennzeichnung tragen.',
      ],
    },
    {
      heading: 'Verhaltensregeln',
      paragraphs: [
        '{site_name} ist für respektvollen Kontakt zwischen Erwachsenen gedacht. Sie sind für alles verantwortlich, was Sie veröffentlichen und versenden, und müssen sich an die Gesetze und an diese Regeln halten.',
        'Insbesondere ist es Ihnen untersagt: Inhalte zu veröffentlichen oder zu versenden, die Minderjährige einbeziehen oder sexualisieren; Fotos anderer Personen ohne deren Einwilligung hochzuladen oder ein Profilfoto zu verwenden, das nicht Sie zeigt; andere Mitglieder zu belästigen, zu bedrohen, zu beleidigen, zu erpressen oder zu diskriminieren; rechtswidrige, gewaltverherrlichende, hetzerische oder verleumderische Inhalte zu veröffentlichen; sexuelle Dienstleistungen gegen Entgelt anzubieten oder nachzufragen oder für Produkte, Dienstleistungen oder andere Websites zu werben; personenbezogene Daten Dritter weiterzugeben oder Mitglieder um Geld oder Finanzdaten zu bitten; sich als eine andere Person auszugeben oder gefälschte oder mehrere Konten anzulegen; Spam zu versenden oder Bots, Skripte oder andere automatisierte Werkzeuge einzusetzen; oder zu versuchen, die Sicherheitsmaßnahmen oder das Credit-System von {site_name} zu umgehen.',
        'Ob Sie ein anderes Mitglied persönlich treffen, ist Ihre eigene Entscheidung und liegt in Ihrer Verantwortung. Treffen Sie sich an einem öffentlichen Ort, sagen Sie einer Vertrauensperson, wohin Sie gehen, und schicken Sie niemals Geld an jemanden, den Sie nur online kennen.',
        'Sie können jedes Mitglied blockieren; es kann Sie danach nicht mehr kontaktieren. Bitte melden Sie Inhalte oder Verhaltensweisen, die gegen diese Regeln verstoßen, über das Beschwerdeformular unter {domain}/complaints.',
      ],
    },
    {
      heading: 'Moderation, Sperrung und Ausschluss',
      paragraphs: [
        'Wir können Profile, Fotos und Nachrichten überprüfen, zum Beispiel nach einer Meldung, um diese Regeln durchzusetzen und unsere Mitglieder zu schützen. Inhalte, die gegen diese AGB oder gegen geltendes Recht verstoßen, können wir ablehnen oder entfernen.',
        'Je nach Schwere eines Verstoßes können wir Sie verwarnen, Ihr Konto vorübergehend einschränken oder sperren oder Sie dauerhaft ausschließen. In schweren Fällen, etwa bei Inhalten mit Bezug zu Minderjährigen, Betrug, Drohungen oder wiederholten Verstößen, können wir Sie ohne vorherige Verwarnung ausschließen. Ausgeschlossene Mitglieder dürfen kein neues Konto anlegen.',
        'Wir informieren Sie über jede Maßnahme und deren Gründe, sofern das Gesetz dies nicht untersagt. Solche Entscheidungen treffen wir sorgfältig, sachlich und unter angemessener Berücksichtigung Ihrer Interessen. Über das Beschwerdeformular können Sie eine Entscheidung anfechten.',
        'Ein Ausschluss lässt Ihren Anspruch auf Erstattung nicht verbrauchter Credits nach den obigen Erstattungsregeln unberührt, es sei denn, er beruht auf Betrug oder Zahlungsmissbrauch. Straftaten können wir den zuständigen Behörden melden.',
      ],
    },
    {
      heading: 'Ihre Inhalte und unsere Lizenz',
      paragraphs: [
        'Alle Rechte an den Fotos, Texten und sonstigen Inhalten, die Sie auf {site_name} einstellen, verbleiben bei Ihnen. Sie versichern, dass Sie zur Veröffentlichung dieser Inhalte berechtigt sind, dass diese keine Rechte Dritter verletzen und dass alle auf Ihren Fotos erkennbaren Personen mit der Veröffentlichung einverstanden sind.',
        'Damit wir den Dienst betreiben können, räumen Sie {company_name} ein nicht ausschließliches, unentgeltliches Recht ein, Ihre Inhalte ausschließlich für den Betrieb von {site_name} zu speichern, neu zu kodieren, in der Größe anzupassen und anderen Mitgliedern anzuzeigen. Wir verkaufen Ihre Inhalte nicht und verwenden sie ohne Ihre gesonderte Zustimmung nicht außerhalb von {site_name}.',
        'Dieses Nutzungsrecht endet, wenn Sie die Inhalte löschen oder Ihr Konto endgültig gelöscht wird, mit Ausnahme von Kopien, die wir von Gesetzes wegen aufbewahren müssen.',
        'Software, Design, Texte und Marken von {site_name} gehören uns oder unseren Lizenzgebern. Ohne unsere Zustimmung dürfen Sie sie weder kopieren noch automatisiert auslesen oder weiterverwenden.',
      ],
    },
    {
      heading: 'Unser Dienst und Haftung',
      paragraphs: [
        'Wir tun unser Bestes, um {site_name} verfügbar und sicher zu halten, können aber nicht garantieren, dass der Dienst stets unterbrechungs- und fehlerfrei funktioniert. Wir können Funktionen aus triftigen Gründen ändern, erweitern oder einschränken, etwa aufgrund gesetzlicher Vorgaben, aus Sicherheitsgründen oder wegen technischer Entwicklungen. Über wesentliche Änderungen, die Sie betreffen, informieren wir Sie vorab.',
        'Wir garantieren nicht, dass Sie ein Match oder einen Partner finden. Wir können nicht bei jedem Mitglied Identität und Absichten überprüfen und sind nicht verantwortlich für das, was andere Mitglieder auf {site_name} oder außerhalb davon sagen oder tun.',
        'Für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie überall dort, wo das Gesetz eine Haftungsbeschränkung nicht zulässt, haften wir unbeschränkt. Im Übrigen ist unsere Haftung, soweit gesetzlich zulässig, auf vorhersehbare unmittelbare Schäden beschränkt, und zwar höchstens auf den Betrag, den Sie in den zwölf Monaten vor dem schadensbegründenden Ereignis an uns gezahlt haben.',
        'Keine Bestimmung dieser AGB schränkt die Rechte ein, die Ihnen als Verbraucher nach zwingendem Recht zustehen.',
      ],
    },
    {
      heading: 'Löschung Ihres Kontos',
      paragraphs: [
        'Sie können Ihr Konto jederzeit in Ihren Kontoeinstellungen löschen. Wir senden Ihnen dann eine E-Mail mit einem Link, mit dem Sie die Löschung innerhalb von 14 Tagen rückgängig machen können. Während dieses Zeitraums ist Ihr Profil für andere Mitglieder nicht mehr sichtbar.',
        'Wenn Sie den Link nicht innerhalb von 14 Tagen nutzen, werden Ihr Konto und Ihre personenbezogenen Daten endgültig gelöscht und können nicht wiederhergestellt werden. Lediglich Rechnungsdaten bewahren wir in anonymisierter Form so lange auf, wie es das Steuerrecht vorschreibt.',
        'Nicht verbrauchte Credits verfallen, sobald Ihr Konto endgültig gelöscht ist. Wenn Ihnen eine Erstattung zusteht, beantragen Sie diese bitte, bevor Sie Ihr Konto löschen.',
        'Wir können den Vertrag beenden und Ihr Konto schließen, wenn wir Sie ausschließen (siehe „Moderation, Sperrung und Ausschluss“), oder mit angemessener Frist, wenn wir den Betrieb von {site_name} einstellen. Stellen wir {site_name} ein, erstatten wir Ihnen alle nicht verbrauchten gekauften Credits.',
      ],
    },
    {
      heading: 'Beschwerden, Streitigkeiten und anwendbares Recht',
      paragraphs: [
        'Wenn Sie eine Beschwerde über {site_name}, über einen Kauf oder über eine Entscheidung von uns haben, etwa die Entfernung von Inhalten oder einen Ausschluss, nutzen Sie bitte das Beschwerdeformular unter {domain}/complaints. Sie können sich auch unter {support_email} an uns wenden.',
        'Beschreiben Sie Ihre Beschwerde möglichst genau. Wir bestätigen den Eingang und antworten so schnell wie möglich, in der Regel innerhalb von 14 Tagen. Benötigen wir mehr Zeit, teilen wir Ihnen den Grund mit und wann Sie mit einer Antwort rechnen können.',
        'Können wir eine Beschwerde nicht gemeinsam lösen, können Sie die Streitigkeit vor das zuständige Gericht bringen. Bei Entscheidungen über die Moderation von Inhalten können Sie sich außerdem an eine nach dem EU-Gesetz über digitale Dienste (Digital Services Act) zertifizierte außergerichtliche Streitbeilegungsstelle wenden.',
        'Für diese AGB gilt das Recht des Landes, in dem {company_name} ihren Sitz hat ({country}). Sind Sie Verbraucher, wird Ihnen dadurch nicht der Schutz der zwingenden Bestimmungen des Rechts des Landes entzogen, in dem Sie Ihren gewöhnlichen Aufenthalt haben. Als Verbraucher können Sie Klage vor den Gerichten des Landes erheben, in dem Sie wohnen, oder vor denen des Landes, in dem wir unseren Sitz haben; wir selbst können Klage gegen Sie nur vor den Gerichten des Landes erheben, in dem Sie wohnen.',
      ],
    },
    {
      heading: 'Änderungen dieser AGB',
      paragraphs: [
        'Wir können diese AGB aus triftigen Gründen ändern, zum Beispiel wegen neuer Funktionen oder geänderter Gesetze oder Rechtsprechung. Das Datum der aktuellen Fassung ist am Anfang dieser AGB angegeben.',
        'Über wesentliche Änderungen informieren wir Sie per E-Mail oder auf {site_name} mindestens 30 Tage vor ihrem Inkrafttreten. Wenn Sie mit einer Änderung nicht einverstanden sind, können Sie Ihr Konto vor diesem Zeitpunkt löschen. Nutzen Sie {site_name} danach weiter, gelten die neuen AGB. Änderungen gelten niemals rückwirkend für bereits getätigte Käufe.',
        'Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam.',
      ],
    },
  ],
} satisfies LegalDoc;
