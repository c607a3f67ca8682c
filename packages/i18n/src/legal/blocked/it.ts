import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/it.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Il tuo account è stato bloccato',
  intro:
    "Il tuo account su {site_name} è stato bloccato per una violazione dei nostri termini e condizioni. Finché l'account è bloccato non puoi accedere, chattare né acquistare crediti. Di seguito ti spieghiamo perché blocchiamo gli account, cosa significa per te e come puoi contestare il blocco.",
} satisfies LegalDoc;
