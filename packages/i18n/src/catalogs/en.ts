/**
 * English source strings. Texts quoted in the product spec are used verbatim (including their
 * spelling). Every other locale must translate every key: the type of the other catalogs is
 * derived from this one, so a missing key fails the typecheck.
 */
export const en = {
  'app.loading': 'Loading…',
  'app.skip_to_content': 'Skip to content',
  'app.home': '{site_name} home',

  'nav.main': 'Main navigation',
  'nav.login': 'Login',
  'nav.search_members': 'Search members',
  'nav.messages': 'Messages',
  'nav.likes': 'Likes',
  'nav.credits': 'Credits',
  'nav.get_premium': 'Get Premium',
  'nav.my_profile': 'My profile',
  'nav.settings': 'Settings',
  'nav.logout': 'Logout',
  'nav.account': 'Account menu',
  'nav.language': 'Language',
  'nav.back': 'Back',
  'nav.toggle': 'Toggle navigation',

  'footer.nav': 'Footer',
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Ban policy',
  'footer.pricing': 'Pricing',
  'footer.complaints': 'Complaints',
  'footer.return_policy': 'Return policy',
  'footer.faq': 'FAQ',
  'footer.support': 'Support',
  'footer.copyright': '© {year} {company_name} · All rights reserved.',

  'disclaimer.adults':
    '{site_name} is only for adults aged {min_age} or older. Members are responsible for what they share.',
  'disclaimer.fictional':
    'Some profiles on {site_name} are {fictional_plural}: they are marked with {fictional_icon} and are never shown as real people.',

  'entry.title': 'Important',
  'entry.body':
    '{site_name} is an adult dating site. By entering you confirm that you are at least {min_age} years old and that erotic content and conversations are legal where you are.',
  'entry.fictional':
    'Some profiles are {fictional_plural}. They are always marked with {fictional_icon}.',
  'entry.enter': 'I am {min_age} or older, enter',
  'entry.leave': 'Leave',

  'error.not_found': 'This page could not be found',
  'error.back_home': 'Back to the home page',
  'error.generic': 'Error',
  'error.while_showing': 'An error occurred while showing the error page',
  'error.try_again_later': 'An error occured, please try again later.',
  'error.has_occurred': 'An error has occurred.',
  'error.status': 'Error {status}',

  'network.offline': 'You are offline. We will reconnect as soon as your connection is back.',
  'network.online': 'You are back online.',

  'index.hero_title': 'Meet new people near you',
  'index.hero_lead':
    'Sign up free, create your profile in a minute and start chatting with members from {countries}.',
  'index.cta_signup': 'Sign up free',
  'index.cta_login': 'I already have an account',
  'index.features_title': 'Why {site_name}?',
  'index.feature_real_title': 'Real members nearby',
  'index.feature_real_body':
    'Search by age and region and see who is online near you. Fictional profiles are always marked.',
  'index.feature_chat_title': 'Chat in real time',
  'index.feature_chat_body':
    'Send messages, photos and gifts. You only pay for what you use, with credits and no subscription.',
  'index.feature_safe_title': 'Private and safe',
  'index.feature_safe_body':
    'Invisible mode, privacy mode and blocking keep you in control. Your exact location never leaves our servers.',
  'index.steps_title': 'How it works',
  'index.step_1': 'Create your free profile',
  'index.step_2': 'Find members you like',
  'index.step_3': 'Start a conversation',
  'index.members_count': 'Members from {count} countries',

  'legal.version': 'Version of {date}',
  'legal.company': 'Company details',
  'legal.company_name': 'Company',
  'legal.address': 'Address',
  'legal.kvk': 'Chamber of Commerce',
  'legal.vat': 'VAT number',
  'legal.tradenames': 'Trade names',
  'legal.support_email': 'E-mail',
  'legal.support_phone': 'Phone',
  'legal.contents': 'Contents',

  'complaints.title': 'Complaints',
  'complaints.intro':
    'Not happy with something? Tell us what happened and we will answer you by e-mail within 5 working days.',
  'complaints.name': 'Your name',
  'complaints.email': 'Your e-mail address',
  'complaints.category': 'What is it about?',
  'complaints.category_profile': 'A member or profile',
  'complaints.category_payment': 'A payment or credits',
  'complaints.category_privacy': 'Privacy or my data',
  'complaints.category_technical': 'Something does not work',
  'complaints.category_other': 'Something else',
  'complaints.message': 'Your complaint',
  'complaints.message_help':
    'At least 10 characters. Please do not include passwords or card numbers.',
  'complaints.submit': 'Send complaint',
  'complaints.sending': 'Sending…',
  'complaints.done_title': 'Thank you, we have received your complaint',
  'complaints.done_body':
    'Your reference is {reference}. Our support team will reply to {email} within 5 working days.',
  'complaints.another': 'File another complaint',

  'field.required': 'This field is required.',
  'field.too_short': 'This is too short.',
  'field.too_long': 'This is too long.',
  'field.invalid_email': 'Invalid email',
  'field.invalid_choice': 'Please choose one of the options.',
  'field.invalid_characters': 'This contains characters that are not allowed.',
  'field.invalid_domain': 'This is not a valid domain name.',
  'field.must_be_path': 'This must be a path starting with /.',
  'field.unknown': 'This field is not expected.',
  'field.invalid': 'This value is not valid.',

  'api.validation_failed': 'Some values are not valid. Please check the marked fields.',
  'api.malformed_body': 'The request could not be read.',
  'api.payload_too_large': 'The request is too large.',
  'api.not_found': 'This page could not be found',
  'api.method_not_allowed': 'This action is not allowed here.',
  'api.authentication_required': 'Please log in to continue.',
  'api.csrf_failed':
    'The request was refused for your safety. Please reload the page and try again.',
  'api.rate_limited': 'Too many requests, please wait a moment and try again.',
  'api.internal_error': 'An error occured, please try again later.',
  'api.service_unavailable':
    'The service is temporarily unavailable, please try again in a minute.',

  'region.province': 'Province',
  'region.state': 'State',
  'region.canton': 'Canton',
  'region.region': 'Region',
  'region.voivodeship': 'Voivodeship',

  'fictional.singular': 'fictional profile',
  'fictional.plural': 'fictional profiles',
  'fictional.warning':
    'This is a fictional profile. Conversations with this profile are held by our team and will not lead to a real meeting.',
} as const;

export type TMessageKey = keyof typeof en;
