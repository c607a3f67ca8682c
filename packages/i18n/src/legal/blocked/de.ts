import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/de.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Dein Konto wurde gesperrt',
  intro:
    'Dein Konto bei {site_name} wurde wegen eines Verstoßes gegen unsere AGB gesperrt. Solange die Sperre besteht, kannst du dich nicht einloggen, nicht chatten und keine Credits kaufen. Im Folgenden erklären wir, warum wir Konten sperren, was das für dich bedeutet und wie du Einspruch einlegen kannst.',
} satisfies LegalDoc;
