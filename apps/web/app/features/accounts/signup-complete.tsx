import { useNavigate, useRevalidator } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { ResendActivation } from '../../ui/resend-activation.tsx';
import { activationModalAfterSignup } from './activation-reminder.tsx';

/**
 * Where a new member goes on: the conversation with their first contact, or their first
 * suggestions (signup-matches, which leads on to members).
 */
export const continuePath = (firstContact?: number | null) =>
  firstContact ? `/members/${firstContact}/chat` : '/signup-matches';

/**
 * The last sign-up step (spec section 4, 'complete'): check your e-mail, a way to have the mail
 * sent again, and on to the first suggestions (or the conversation with the first contact).
 * `onLeave` runs first (the modal closes).
 */
export function SignupComplete({
  email,
  firstContact,
  headingLevel,
  onLeave,
}: {
  email: string;
  firstContact?: number | null;
  headingLevel: 1 | 2;
  onLeave?: () => void;
}) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="text-center py-2">
      <p className="display-6" aria-hidden="true">
        ✉️
      </p>
      <Heading className="h4">{t('signup.complete_title')}</Heading>
      <p>{t('signup.complete_body', { email })}</p>
      <button
        type="button"
        className="btn btn-brand rounded-pill px-4"
        onClick={async () => {
          // The page's data learns about the new member only now, so this view is not replaced.
          await revalidator.revalidate();
          // The sign-up is complete: on a smartphone the activation reminder is a modal next.
          activationModalAfterSignup();
          onLeave?.();
          navigate(continuePath(firstContact));
        }}
      >
        {t('signup.complete_continue')}
      </button>
      <p className="small mt-3 mb-0">
        <ResendActivation buttonClassName="btn btn-link btn-sm" />
      </p>
    </div>
  );
}
