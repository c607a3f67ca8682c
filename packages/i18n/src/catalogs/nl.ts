import type { TCatalog } from '../catalog.ts';

export const nl: TCatalog = {
  'app.loading': 'Laden…',
  'app.skip_to_content': 'Naar de inhoud',
  'app.home': 'Startpagina {site_name}',

  'nav.main': 'Hoofdmenu',
  'nav.login': 'Inloggen',
  'nav.search_members': 'Leden zoeken',
  'nav.messages': 'Berichten',
  'nav.likes': 'Likes',
  'nav.credits': 'Credits',
  'nav.get_premium': 'Word Premium',
  'nav.my_profile': 'Mijn profiel',
  'nav.settings': 'Instellingen',
  'nav.logout': 'Uitloggen',
  'nav.account': 'Accountmenu',
  'nav.language': 'Taal',
  'nav.back': 'Terug',
  'nav.toggle': 'Menu openen/sluiten',

  'footer.nav': 'Voettekst',
  'footer.terms': 'Algemene voorwaarden',
  'footer.privacy': 'Privacybeleid',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Blokkeerbeleid',
  'footer.pricing': 'Prijzen',
  'footer.complaints': 'Klachten',
  'footer.return_policy': 'Retourbeleid',
  'footer.faq': 'Veelgestelde vragen',
  'footer.support': 'Klantenservice',
  'footer.copyright': '© {year} {company_name} · Alle rechten voorbehouden.',

  'disclaimer.adults':
    '{site_name} is alleen voor volwassenen van {min_age} jaar of ouder. Leden zijn zelf verantwoordelijk voor wat ze delen.',
  'disclaimer.fictional':
    'Sommige profielen op {site_name} zijn {fictional_plural}: ze zijn gemarkeerd met {fictional_icon} en worden nooit als echte personen getoond.',

  'entry.title': 'Belangrijk',
  'entry.body':
    '{site_name} is een datingsite voor volwassenen. Door verder te gaan bevestig je dat je minstens {min_age} jaar oud bent en dat erotische inhoud en gesprekken legaal zijn waar jij je bevindt.',
  'entry.fictional':
    'Sommige profielen zijn {fictional_plural}. Ze zijn altijd gemarkeerd met {fictional_icon}.',
  'entry.enter': 'Ik ben {min_age} of ouder, ga verder',
  'entry.leave': 'Verlaten',

  'error.not_found': 'Deze pagina kon niet worden gevonden',
  'error.back_home': 'Terug naar de startpagina',
  'error.generic': 'Fout',
  'error.while_showing': 'Er is een fout opgetreden bij het tonen van de foutpagina',
  'error.try_again_later': 'Er is een fout opgetreden, probeer het later opnieuw.',
  'error.has_occurred': 'Er is een fout opgetreden.',
  'error.status': 'Fout {status}',

  'network.offline': 'Je bent offline. We maken weer verbinding zodra je internet terug is.',
  'network.online': 'Je bent weer online.',

  'index.hero_title': 'Ontmoet nieuwe mensen bij jou in de buurt',
  'index.hero_lead':
    'Meld je gratis aan, maak in een minuut je profiel en begin met chatten met leden uit {countries}.',
  'index.cta_signup': 'Gratis aanmelden',
  'index.cta_login': 'Ik heb al een account',
  'index.features_title': 'Waarom {site_name}?',
  'index.feature_real_title': 'Echte leden in de buurt',
  'index.feature_real_body':
    'Zoek op leeftijd en regio en zie wie er bij jou in de buurt online is. Fictieve profielen zijn altijd gemarkeerd.',
  'index.feature_chat_title': 'Chat in realtime',
  'index.feature_chat_body':
    'Stuur berichten, foto’s en cadeautjes. Je betaalt alleen voor wat je gebruikt, met credits en zonder abonnement.',
  'index.feature_safe_title': 'Privé en veilig',
  'index.feature_safe_body':
    'Met de onzichtbare modus, de privacymodus en blokkeren houd je zelf de controle. Je exacte locatie verlaat nooit onze servers.',
  'index.steps_title': 'Zo werkt het',
  'index.step_1': 'Maak je gratis profiel aan',
  'index.step_2': 'Vind leden die je leuk vindt',
  'index.step_3': 'Begin een gesprek',
  'index.members_count': 'Leden uit {count} landen',

  'legal.version': 'Versie van {date}',
  'legal.company': 'Bedrijfsgegevens',
  'legal.company_name': 'Bedrijf',
  'legal.address': 'Adres',
  'legal.kvk': 'Kamer van Koophandel',
  'legal.vat': 'Btw-nummer',
  'legal.tradenames': 'Handelsnamen',
  'legal.support_email': 'E-mail',
  'legal.support_phone': 'Telefoon',
  'legal.contents': 'Inhoud',

  'complaints.title': 'Klachten',
  'complaints.intro':
    'Ergens niet tevreden over? Vertel ons wat er is gebeurd en we antwoorden je binnen 5 werkdagen per e-mail.',
  'complaints.name': 'Je naam',
  'complaints.email': 'Je e-mailadres',
  'complaints.category': 'Waar gaat het over?',
  'complaints.category_profile': 'Een lid of profiel',
  'complaints.category_payment': 'Een betaling of credits',
  'complaints.category_privacy': 'Privacy of mijn gegevens',
  'complaints.category_technical': 'Iets werkt niet',
  'complaints.category_other': 'Iets anders',
  'complaints.message': 'Je klacht',
  'complaints.message_help': 'Minstens 10 tekens. Vermeld geen wachtwoorden of kaartnummers.',
  'complaints.submit': 'Klacht versturen',
  'complaints.sending': 'Versturen…',
  'complaints.done_title': 'Bedankt, we hebben je klacht ontvangen',
  'complaints.done_body':
    'Je referentie is {reference}. Ons supportteam stuurt binnen 5 werkdagen een antwoord naar {email}.',
  'complaints.another': 'Nog een klacht indienen',

  'field.required': 'Dit veld is verplicht.',
  'field.too_short': 'Dit is te kort.',
  'field.too_long': 'Dit is te lang.',
  'field.invalid_email': 'Ongeldig e-mailadres',
  'field.invalid_choice': 'Kies een van de opties.',
  'field.invalid_characters': 'Dit bevat tekens die niet zijn toegestaan.',
  'field.invalid_domain': 'Dit is geen geldige domeinnaam.',
  'field.must_be_path': 'Dit moet een pad zijn dat begint met /.',
  'field.unknown': 'Dit veld wordt niet verwacht.',
  'field.invalid': 'Deze waarde is ongeldig.',

  'api.validation_failed': 'Sommige waarden zijn ongeldig. Controleer de gemarkeerde velden.',
  'api.malformed_body': 'Het verzoek kon niet worden gelezen.',
  'api.payload_too_large': 'Het verzoek is te groot.',
  'api.not_found': 'Deze pagina kon niet worden gevonden',
  'api.method_not_allowed': 'Deze actie is hier niet toegestaan.',
  'api.authentication_required': 'Log in om verder te gaan.',
  'api.csrf_failed':
    'Het verzoek is voor je veiligheid geweigerd. Laad de pagina opnieuw en probeer het nog eens.',
  'api.rate_limited': 'Te veel verzoeken, wacht even en probeer het opnieuw.',
  'api.internal_error': 'Er is een fout opgetreden, probeer het later opnieuw.',
  'api.service_unavailable':
    'De dienst is tijdelijk niet beschikbaar, probeer het over een minuut opnieuw.',

  'region.province': 'Provincie',
  'region.state': 'Staat',
  'region.canton': 'Kanton',
  'region.region': 'Regio',
  'region.voivodeship': 'Woiwodschap',

  'fictional.singular': 'fictief profiel',
  'fictional.plural': 'fictieve profielen',
  'fictional.warning':
    'Dit is een fictief profiel. Gesprekken met dit profiel worden gevoerd door ons team en leiden niet tot een echte ontmoeting.',
};
