import type { TCatalog } from '../catalog.ts';

export const de: TCatalog = {
  'app.loading': 'Wird geladen…',
  'app.skip_to_content': 'Zum Inhalt springen',
  'app.home': '{site_name} Startseite',

  'nav.main': 'Hauptnavigation',
  'nav.login': 'Anmelden',
  'nav.search_members': 'Mitglieder suchen',
  'nav.messages': 'Nachrichten',
  'nav.likes': 'Likes',
  'nav.credits': 'Credits',
  'nav.get_premium': 'Premium holen',
  'nav.my_profile': 'Mein Profil',
  'nav.settings': 'Einstellungen',
  'nav.logout': 'Abmelden',
  'nav.account': 'Kontomenü',
  'nav.language': 'Sprache',
  'nav.back': 'Zurück',
  'nav.toggle': 'Navigation ein-/ausblenden',

  'footer.nav': 'Fußzeile',
  'footer.terms': 'AGB',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Sperrrichtlinie',
  'footer.pricing': 'Preise',
  'footer.complaints': 'Beschwerden',
  'footer.return_policy': 'Rückgaberichtlinie',
  'footer.faq': 'FAQ',
  'footer.support': 'Support',
  'footer.copyright': '© {year} {company_name} · Alle Rechte vorbehalten.',

  'disclaimer.adults':
    '{site_name} ist nur für Erwachsene ab {min_age} Jahren. Mitglieder sind selbst für das verantwortlich, was sie teilen.',
  'disclaimer.fictional':
    'Einige Profile auf {site_name} sind {fictional_plural}: Sie sind mit {fictional_icon} gekennzeichnet und werden nie als echte Personen dargestellt.',

  'entry.title': 'Wichtig',
  'entry.body':
    '{site_name} ist eine Dating-Seite für Erwachsene. Mit dem Betreten bestätigst du, dass du mindestens {min_age} Jahre alt bist und dass erotische Inhalte und Gespräche dort, wo du dich befindest, legal sind.',
  'entry.fictional':
    'Einige Profile sind {fictional_plural}. Sie sind immer mit {fictional_icon} gekennzeichnet.',
  'entry.enter': 'Ich bin {min_age} oder älter – weiter',
  'entry.leave': 'Verlassen',

  'error.not_found': 'Diese Seite wurde nicht gefunden',
  'error.back_home': 'Zurück zur Startseite',
  'error.generic': 'Fehler',
  'error.while_showing': 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
  'error.try_again_later': 'Ein Fehler ist aufgetreten, bitte versuche es später erneut.',
  'error.has_occurred': 'Ein Fehler ist aufgetreten.',
  'error.status': 'Fehler {status}',

  'network.offline':
    'Du bist offline. Wir verbinden dich wieder, sobald deine Verbindung zurück ist.',
  'network.online': 'Du bist wieder online.',

  'index.hero_title': 'Lerne neue Leute in deiner Nähe kennen',
  'index.hero_lead':
    'Melde dich kostenlos an, erstelle in einer Minute dein Profil und chatte mit Mitgliedern aus {countries}.',
  'index.cta_signup': 'Kostenlos anmelden',
  'index.cta_login': 'Ich habe schon ein Konto',
  'index.features_title': 'Warum {site_name}?',
  'index.feature_real_title': 'Echte Mitglieder in deiner Nähe',
  'index.feature_real_body':
    'Suche nach Alter und Region und sieh, wer in deiner Nähe online ist. Fiktive Profile sind immer gekennzeichnet.',
  'index.feature_chat_title': 'Chatte in Echtzeit',
  'index.feature_chat_body':
    'Sende Nachrichten, Fotos und Geschenke. Du zahlst nur, was du nutzt – mit Credits und ohne Abo.',
  'index.feature_safe_title': 'Privat und sicher',
  'index.feature_safe_body':
    'Unsichtbar-Modus, Privatsphäre-Modus und Blockieren geben dir die Kontrolle. Dein genauer Standort verlässt nie unsere Server.',
  'index.steps_title': 'So funktioniert’s',
  'index.step_1': 'Erstelle dein kostenloses Profil',
  'index.step_2': 'Finde Mitglieder, die dir gefallen',
  'index.step_3': 'Starte ein Gespräch',
  'index.members_count': 'Mitglieder aus {count} Ländern',

  'legal.version': 'Fassung vom {date}',
  'legal.company': 'Angaben zum Unternehmen',
  'legal.company_name': 'Unternehmen',
  'legal.address': 'Adresse',
  'legal.kvk': 'Handelskammer',
  'legal.vat': 'USt-IdNr.',
  'legal.tradenames': 'Handelsnamen',
  'legal.support_email': 'E-Mail',
  'legal.support_phone': 'Telefon',
  'legal.contents': 'Inhalt',

  'complaints.title': 'Beschwerden',
  'complaints.intro':
    'Bist du mit etwas unzufrieden? Erzähl uns, was passiert ist, und wir antworten dir innerhalb von 5 Werktagen per E-Mail.',
  'complaints.name': 'Dein Name',
  'complaints.email': 'Deine E-Mail-Adresse',
  'complaints.category': 'Worum geht es?',
  'complaints.category_profile': 'Ein Mitglied oder Profil',
  'complaints.category_payment': 'Eine Zahlung oder Credits',
  'complaints.category_privacy': 'Datenschutz oder meine Daten',
  'complaints.category_technical': 'Etwas funktioniert nicht',
  'complaints.category_other': 'Etwas anderes',
  'complaints.message': 'Deine Beschwerde',
  'complaints.message_help':
    'Mindestens 10 Zeichen. Bitte gib keine Passwörter oder Kartennummern an.',
  'complaints.submit': 'Beschwerde senden',
  'complaints.sending': 'Wird gesendet…',
  'complaints.done_title': 'Danke, wir haben deine Beschwerde erhalten',
  'complaints.done_body':
    'Deine Referenznummer ist {reference}. Unser Support-Team antwortet innerhalb von 5 Werktagen an {email}.',
  'complaints.another': 'Weitere Beschwerde einreichen',

  'field.required': 'Dieses Feld ist erforderlich.',
  'field.too_short': 'Das ist zu kurz.',
  'field.too_long': 'Das ist zu lang.',
  'field.invalid_email': 'Ungültige E-Mail-Adresse',
  'field.invalid_choice': 'Bitte wähle eine der Optionen.',
  'field.invalid_characters': 'Das enthält unzulässige Zeichen.',
  'field.invalid_domain': 'Das ist kein gültiger Domainname.',
  'field.must_be_path': 'Das muss ein Pfad sein, der mit / beginnt.',
  'field.unknown': 'Dieses Feld wird nicht erwartet.',
  'field.invalid': 'Dieser Wert ist ungültig.',

  'field.password_too_short': 'Verwende mindestens 8 Zeichen.',
  'field.name_starts_with_at': 'Dein Name darf nicht mit @ beginnen.',
  'field.name_is_email': 'Dein Name darf nicht deine E-Mail-Adresse sein.',
  'field.dob_required': 'Gib dein Geburtsdatum ein ({min_age}+)',
  'field.dob_invalid': 'Ungültiges Geburtsdatum.',
  'field.passwords_differ': 'Die eingegebenen Passwörter stimmen nicht überein.',
  'field.new_email_invalid': 'Die neue E-Mail-Adresse ist ungültig.',
  'field.confirm_required': 'Bitte bestätige dies.',
  'field.token_invalid': 'Link abgelaufen oder ungültig – fordere eine neue E-Mail an',

  'api.login_failed': 'Anmeldung fehlgeschlagen, bitte versuche es erneut',
  'api.login_locked': 'Zu viele Fehlversuche – dein Konto ist für {minutes} Min. gesperrt.',
  'api.account_banned': 'Dein Konto wurde gesperrt.',
  'api.account_exists': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Jetzt anmelden?',
  'api.account_pending_deletion':
    'Dein Konto ist zur Löschung vorgemerkt. Du kannst es wieder aktivieren, indem du auf den Link in der E-Mail klickst.',
  'api.signups_closed': '{site_name} nimmt zurzeit keine neuen Registrierungen an.',
  'api.invite_only':
    'Bei {site_name} kannst du dich derzeit nur mit Einladung registrieren; nutze deinen Einladungslink oder versuche es später erneut',
  'api.token_invalid': 'Link abgelaufen oder ungültig – fordere eine neue E-Mail an',
  'api.too_many_resets':
    'Zu viele E-Mails zum Zurücksetzen des Passworts gesendet. Bitte versuche es morgen erneut.',
  'api.email_not_found': 'E-Mail-Adresse nicht gefunden',
  'api.wrong_password': 'Bitte überprüfe dein aktuelles Passwort.',
  'api.email_taken': 'Mit dieser E-Mail-Adresse gibt es auf dieser Website bereits ein Konto.',
  'api.forbidden': 'Dazu bist du nicht berechtigt.',

  'api.validation_failed': 'Einige Angaben sind ungültig. Bitte prüfe die markierten Felder.',
  'api.malformed_body': 'Die Anfrage konnte nicht gelesen werden.',
  'api.payload_too_large': 'Die Anfrage ist zu groß.',
  'api.not_found': 'Diese Seite wurde nicht gefunden',
  'api.method_not_allowed': 'Diese Aktion ist hier nicht erlaubt.',
  'api.authentication_required': 'Bitte melde dich an, um fortzufahren.',
  'api.csrf_failed':
    'Die Anfrage wurde zu deiner Sicherheit abgelehnt. Bitte lade die Seite neu und versuche es noch einmal.',
  'api.rate_limited': 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  'api.internal_error': 'Ein Fehler ist aufgetreten, bitte versuche es später erneut.',
  'api.service_unavailable':
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es in einer Minute erneut.',

  'mail.greeting': 'Hallo {name},',
  'mail.button_hint': 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  'mail.footer':
    'Du erhältst diese E-Mail, weil du ein Konto bei {site_name} hast. {company_name}, {address}, {city}. Fragen? Schreib uns an {support_email}.',
  'mail.activation.subject': 'Bestätige deine E-Mail-Adresse für {site_name}',
  'mail.activation.body':
    'Willkommen bei {site_name}! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren. Der Link ist 7 Tage lang gültig.',
  'mail.activation.button': 'Mein Konto aktivieren',
  'mail.activation.ignore':
    'Du hast dich nicht registriert? Dann kannst du diese E-Mail einfach ignorieren.',
  'mail.password_reset.subject': 'Setze dein Passwort für {site_name} zurück',
  'mail.password_reset.body':
    'Wir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen. Der Link ist eine Stunde lang gültig und funktioniert nur einmal.',
  'mail.password_reset.button': 'Neues Passwort wählen',
  'mail.password_reset.ignore':
    'Du hast das nicht angefordert? Dann kannst du diese E-Mail einfach ignorieren; dein Passwort bleibt unverändert.',
  'mail.email_change.subject': 'Bestätige deine neue E-Mail-Adresse für {site_name}',
  'mail.email_change.body':
    'Bitte bestätige, dass du diese Adresse für dein Konto bei {site_name} verwenden möchtest. Der Link ist 24 Stunden lang gültig.',
  'mail.email_change.button': 'Neue Adresse bestätigen',
  'mail.email_change.ignore':
    'Du hast das nicht angefordert? Dann kannst du diese E-Mail einfach ignorieren; es ändert sich nichts.',
  'mail.deletion.subject': 'Dein Konto bei {site_name} wird gelöscht',
  'mail.deletion.body':
    'Schade, dass du gehst. Dein Konto und alle zugehörigen Daten werden am {date} endgültig gelöscht. Bis dahin kannst du es mit einem Klick wiederherstellen.',
  'mail.deletion.button': 'Mein Konto wiederherstellen',
  'mail.deletion.ignore': 'Wenn du nichts unternimmst, wird dein Konto an diesem Tag gelöscht.',

  'common.saving': 'Wird gespeichert…',
  'common.show_password': 'Passwort anzeigen',
  'common.hide_password': 'Passwort verbergen',
  'common.close': 'Schließen',

  'login.title': 'Anmelden',
  'login.email': 'E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.submit': 'Anmelden',
  'login.forgot': 'Passwort vergessen?',
  'login.no_account': 'Noch kein Konto?',

  'signup.title': 'Kostenlos anmelden',
  'signup.lead': 'Erstelle dein Profil in einer Minute. Es ist kostenlos.',
  'signup.email': 'E-Mail-Adresse',
  'signup.name': 'Dein Name',
  'signup.name_help': 'Diesen Namen sehen andere Mitglieder.',
  'signup.password': 'Passwort',
  'signup.password_help': 'Mindestens 8 Zeichen.',
  'signup.dob': 'Geburtsdatum',
  'signup.message': 'Stell dich kurz vor (optional)',
  'signup.accept': 'Mit deiner Registrierung akzeptierst du die {terms} und die {privacy}.',
  'signup.submit': 'Kostenloses Konto erstellen',
  'signup.did_you_mean': 'Meintest du {suggestion}?',
  'signup.login_instead': 'Jetzt anmelden',
  'signup.have_account': 'Schon Mitglied?',
  'signup.progress_title': 'Einen Moment…',
  'signup.progress_checking': 'Wir prüfen dein Profil',
  'signup.progress_creating': 'Wir erstellen dein Konto',
  'signup.progress_matches': 'Wir suchen passende Mitglieder',
  'signup.progress_mail': 'Wir senden dir die Aktivierungs-E-Mail',
  'signup.complete_title': 'Schau in dein Postfach',
  'signup.complete_body':
    'Wir haben einen Link an {email} geschickt. Klicke darauf, um dein Konto zu aktivieren.',
  'signup.complete_continue': 'Mitglieder entdecken',

  'activate.done_title': 'Dein Konto ist aktiviert',
  'activate.done_body': 'Danke, dass du deine E-Mail-Adresse bestätigt hast. Viel Spaß!',
  'activate.error_title': 'Aktivierung fehlgeschlagen',
  'activate.error_body':
    'Der Link ist abgelaufen oder wurde bereits verwendet. Melde dich an und fordere eine neue Aktivierungs-E-Mail an.',
  'activation.reminder':
    'Bitte bestätige deine E-Mail-Adresse: Wir haben einen Link an {email} geschickt.',
  'activation.resend': 'E-Mail erneut senden',
  'activation.sent': 'Gesendet! Schau in deinen Posteingang und in deinen Spam-Ordner.',

  'reset.title': 'Passwort vergessen?',
  'reset.intro':
    'Gib deine E-Mail-Adresse ein und wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.',
  'reset.submit': 'Link senden',
  'reset.sent': 'Wir haben einen Link an {email} geschickt. Er ist eine Stunde lang gültig.',
  'reset_do.title': 'Neues Passwort wählen',
  'reset_do.password': 'Neues Passwort',
  'reset_do.confirm': 'Neues Passwort wiederholen',
  'reset_do.submit': 'Neues Passwort speichern',
  'reset_do.request_new': 'Neue E-Mail anfordern',

  'settings.title': 'Kontoeinstellungen',
  'settings.email_title': 'E-Mail-Adresse',
  'settings.current_email': 'Deine E-Mail-Adresse ist {email}.',
  'settings.new_email': 'Neue E-Mail-Adresse',
  'settings.current_password': 'Aktuelles Passwort',
  'settings.email_submit': 'E-Mail-Adresse ändern',
  'settings.email_sent':
    'Wir haben einen Bestätigungslink an {email} geschickt. Deine Adresse wird geändert, sobald du darauf klickst.',
  'settings.password_title': 'Passwort',
  'settings.new_password': 'Neues Passwort',
  'settings.confirm_password': 'Neues Passwort wiederholen',
  'settings.end_sessions': 'Auf allen anderen Geräten abmelden',
  'settings.password_submit': 'Passwort ändern',
  'settings.password_saved': 'Dein Passwort wurde geändert.',
  'settings.delete_title': 'Konto löschen',
  'settings.delete_intro':
    'Du kannst dein Konto jederzeit löschen und innerhalb von 14 Tagen wiederherstellen.',
  'settings.delete_link': 'Mein Konto löschen',

  'mail_change.title': 'Deine neue E-Mail-Adresse',
  'mail_change.done': 'Deine E-Mail-Adresse wurde geändert.',

  'delete.title': 'Dein Konto löschen',
  'delete.alternatives_title': 'Bevor du gehst',
  'delete.alt_email':
    'Du bekommst zu viele E-Mails an diese Adresse? Dann ändere lieber deine E-Mail-Adresse.',
  'delete.alt_email_link': 'E-Mail-Adresse ändern',
  'delete.continue': 'Weiter',
  'delete.reason_title': 'Warum möchtest du gehen?',
  'delete.reason.price': 'Es ist mir zu teuer',
  'delete.reason.found_someone': 'Ich habe jemanden gefunden',
  'delete.reason.not_looking': 'Ich suche nicht mehr',
  'delete.reason.site_problems': 'Die Seite funktioniert nicht richtig',
  'delete.reason.no_members': 'Zu wenige Mitglieder in meiner Nähe',
  'delete.reason.time': 'Ich habe keine Zeit',
  'delete.reason.other': 'Ein anderer Grund',
  'delete.remarks': 'Möchtest du uns noch etwas sagen? (optional)',
  'delete.confirm':
    'Mir ist klar, dass mein Konto gelöscht wird und dass ich es innerhalb von 14 Tagen über die E-Mail wiederherstellen kann.',
  'delete.submit': 'Mein Konto löschen',
  'delete.cancel': 'Konto behalten',
  'delete.countdown': 'Dein Konto wurde gelöscht. Du wirst in {seconds} Sekunden weitergeleitet…',
  'deleted.title': 'Dein Konto wurde gelöscht',
  'deleted.body':
    'Wir haben dir eine E-Mail mit einem Link geschickt, mit dem du dein Konto wiederherstellen kannst. Er ist 14 Tage lang gültig.',
  'deleted.restore': 'Mein Konto wiederherstellen',
  'deleted.restored': 'Willkommen zurück! Dein Konto wurde wiederhergestellt.',

  'members.title': 'Mitglieder suchen',
  'members.filters': 'Filter',
  'members.gender': 'Ich suche',
  'members.gender_any': 'Alle',
  'members.gender_female': 'Frauen',
  'members.gender_male': 'Männer',
  'members.country': 'Land',
  'members.country_any': 'Alle Länder',
  'members.min_age': 'Alter von',
  'members.max_age': 'Alter bis',
  'members.search': 'Suchen',
  'members.none':
    'Keine Mitglieder passen zu diesen Filtern. Versuche es mit einer größeren Altersspanne oder einem anderen Land.',
  'members.age_city': '{age} · {city}',
  'members.next': 'Nächste Seite',
  'members.previous': 'Vorherige Seite',
  'members.pagination': 'Seiten',
  'members.login_to_search':
    'Melde dich an oder registriere dich kostenlos, um Mitglieder zu suchen.',

  'region.province': 'Provinz',
  'region.state': 'Bundesland',
  'region.canton': 'Kanton',
  'region.region': 'Region',
  'region.voivodeship': 'Woiwodschaft',

  'fictional.singular': 'fiktives Profil',
  'fictional.plural': 'fiktive Profile',
  'fictional.warning':
    'Dies ist ein fiktives Profil. Gespräche mit diesem Profil werden von unserem Team geführt und führen nicht zu einem echten Treffen.',
};
