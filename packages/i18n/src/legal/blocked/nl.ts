import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/nl.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Je account is geblokkeerd',
  intro:
    'Je account op {site_name} is geblokkeerd wegens een overtreding van onze algemene voorwaarden. Zolang je account geblokkeerd is, kun je niet inloggen, chatten of credits kopen. Hieronder lees je waarom we accounts blokkeren, wat dit voor je betekent en hoe je bezwaar kunt maken.',
} satisfies LegalDoc;
