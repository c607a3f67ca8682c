import { run } from '@zootools/email-spell-checker';

/**
 * The providers of this site's members (the seven languages' countries first), so that a real
 * address of theirs is never "corrected" to a near one (gmx.net to cox.net, libero.it to
 * live.it, as the library's own US-centred list does) and their typos are caught (wp.lp).
 */
// prettier-ignore
const DOMAINS = [
  // Worldwide
  'gmail.com', 'googlemail.com', 'icloud.com', 'me.com', 'mac.com', 'outlook.com', 'hotmail.com',
  'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'aol.com', 'protonmail.com', 'proton.me',
  'pm.me', 'mail.com', 'email.com', 'gmx.com', 'zoho.com', 'yandex.com', 'fastmail.com',
  'tutanota.com', 'tuta.io', 'duck.com', 'hey.com', 'hushmail.com', 'qq.com',
  // The big providers' country domains
  'outlook.de', 'outlook.fr', 'outlook.it', 'outlook.es', 'outlook.be', 'hotmail.co.uk',
  'hotmail.de', 'hotmail.fr', 'hotmail.it', 'hotmail.es', 'hotmail.nl', 'hotmail.be', 'live.nl',
  'live.be', 'live.de', 'live.fr', 'live.it', 'live.co.uk', 'yahoo.co.uk', 'yahoo.de', 'yahoo.fr',
  'yahoo.it', 'yahoo.es', 'aol.de',
  // Germany, Austria, Switzerland
  'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de', 'freenet.de', 'posteo.de',
  'mail.de', 'arcor.de', 'online.de', 'aon.at', 'chello.at', 'bluewin.ch', 'hispeed.ch',
  'sunrise.ch',
  // Italy, France, Spain
  'libero.it', 'virgilio.it', 'alice.it', 'tiscali.it', 'tin.it', 'email.it', 'fastwebnet.it',
  'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'neuf.fr', 'bbox.fr',
  'telefonica.net', 'movistar.es',
  // The Netherlands, Belgium
  'ziggo.nl', 'kpnmail.nl', 'kpnplanet.nl', 'kpn.nl', 'home.nl', 'planet.nl', 'hetnet.nl',
  'xs4all.nl', 'telenet.be', 'skynet.be', 'proximus.be',
  // Poland
  'wp.pl', 'o2.pl', 'onet.pl', 'op.pl', 'interia.pl', 'gazeta.pl', 'tlen.pl', 'poczta.fm',
  // English-speaking countries
  'btinternet.com', 'sky.com', 'virginmedia.com', 'talktalk.net', 'eircom.net', 'comcast.net',
  'att.net', 'verizon.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net', 'shaw.ca',
  'rogers.com', 'sympatico.ca', 'bigpond.com', 'optusnet.com.au', 'xtra.co.nz',
  // Elsewhere in Europe
  'mail.ru', 'bk.ru', 'yandex.ru', 'seznam.cz', 'abv.bg', 'inbox.lv',
];

/**
 * Real endings. Left out on purpose: 'co', 'cm', 'om' and 'ne', which are far more often a
 * mistyped 'com' or 'net' than a member's address (the library's list has 'co', so that
 * 'hotmail.con' became 'hotmail.co').
 */
// prettier-ignore
const TOP_LEVEL_DOMAINS = [
  'com', 'net', 'org', 'de', 'at', 'ch', 'li', 'nl', 'be', 'lu', 'fr', 'it', 'es', 'pt', 'pl',
  'uk', 'co.uk', 'ie', 'eu', 'us', 'ca', 'au', 'com.au', 'nz', 'co.nz', 'se', 'dk', 'no', 'fi',
  'is', 'cz', 'sk', 'hu', 'ro', 'bg', 'gr', 'hr', 'si', 'rs', 'ru', 'ua', 'lv', 'lt', 'ee', 'tr',
  'info', 'biz', 'me', 'io', 'email', 'online', 'fm', 'edu', 'gov',
];

/** Names before the dot that are real on their own with any of the endings above. */
// prettier-ignore
const SECOND_LEVEL_DOMAINS = [
  'gmail', 'googlemail', 'yahoo', 'hotmail', 'mail', 'live', 'outlook', 'gmx', 'web', 'icloud',
  'orange', 'libero', 'wp', 'onet', 'interia', 'ziggo', 'telenet', 'free', 'laposte', 'aol',
  'proton', 'protonmail',
];

/** The address the member likely meant ('Did you mean …?'), or null when it looks right. */
export function suggestEmail(email: string): string | null {
  return (
    run({
      email: email.trim(),
      domains: DOMAINS,
      topLevelDomains: TOP_LEVEL_DOMAINS,
      secondLevelDomains: SECOND_LEVEL_DOMAINS,
    })?.full ?? null
  );
}
