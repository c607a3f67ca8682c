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
