import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/es.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Tu cuenta ha sido bloqueada',
  intro:
    'Tu cuenta de {site_name} ha sido bloqueada por un incumplimiento de nuestras condiciones generales. Mientras tu cuenta esté bloqueada, no podrás iniciar sesión, chatear ni comprar créditos. A continuación te explicamos por qué bloqueamos cuentas, qué significa esto para ti y cómo puedes recurrir el bloqueo.',
} satisfies LegalDoc;
