import type { LegalDoc } from '../legal-doc.ts';
import policy from '../ban/en.ts';

/** The page a banned member is sent to (spec section 6): the ban policy, addressed to them. */
export default {
  ...policy,
  title: 'Your account has been blocked',
  intro:
    'Your {site_name} account has been blocked because of a breach of our terms and conditions. While your account is blocked, you cannot log in, chat or buy credits. Below we explain why we block accounts, what this means for you and how you can object.',
} satisfies LegalDoc;
