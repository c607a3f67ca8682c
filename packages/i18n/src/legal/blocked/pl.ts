import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/pl.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Twoje konto zostało zablokowane',
  intro:
    'Twoje konto w serwisie {site_name} zostało zablokowane z powodu naruszenia naszego regulaminu. Dopóki blokada obowiązuje, nie możesz się logować, czatować ani kupować kredytów. Poniżej wyjaśniamy, dlaczego blokujemy konta, co to dla ciebie oznacza i jak możesz się odwołać.',
} satisfies LegalDoc;
