import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/fr.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Votre compte a été bloqué',
  intro:
    "Votre compte {site_name} a été bloqué en raison d'un manquement à nos conditions générales. Tant que votre compte est bloqué, vous ne pouvez ni vous connecter, ni discuter, ni acheter de crédits. Vous trouverez ci-dessous les raisons pour lesquelles nous bloquons des comptes, ce que cela implique pour vous et comment contester cette décision.",
} satisfies LegalDoc;
