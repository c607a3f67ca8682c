import { Link, useLocation } from 'react-router';
import { FREE_CONVERSATIONS, type TChatResponse } from '@cupido/contract/browser';
import type { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { ResendActivation } from '../../ui/resend-activation.tsx';
import { formatMoney } from '@cupido/i18n/money';
import type { TEntry } from './chat-state.ts';
import { chatWayBack, refusalWayOut } from './refusal.ts';

/**
 * A refusal to send: not enough credits (buy some), premium only (get premium), or another.
 * `unsent`: the message that was not sent, waiting in the composer on the way back;
 * `onWayOut`: the member follows the way out with it.
 */
export function SendErrorAlert({
  error,
  unsent,
  onWayOut,
  onDismiss,
}: {
  error: ApiError;
  unsent?: TEntry | undefined;
  onWayOut: (unsent: TEntry | undefined) => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const action = refusalWayOut(error.code, chatWayBack(pathname, unsent));
  return (
    <div
      className={`alert ${action ? 'alert-warning' : 'alert-danger'} chat-alert d-flex flex-wrap align-items-center gap-2`}
      role="alert"
    >
      <span className="me-auto">
        {error.fields.text ?? error.message}
        {error.code === 'premium_required' &&
          ` ${t('chat.free_conversations', { max: FREE_CONVERSATIONS })}`}
      </span>
      {action && (
        <Link
          to={action.to}
          className="btn btn-sm btn-brand rounded-pill"
          onClick={() => onWayOut(unsent)}
        >
          {t(action.label)}
        </Link>
      )}
      <button
        type="button"
        className="btn-close"
        aria-label={t('common.dismiss')}
        onClick={onDismiss}
      />
    </div>
  );
}

/** Why the member cannot write here (spec sections 4 and 6). */
export function BlockerNotice({ chat }: { chat: TChatResponse }) {
  const { t } = useI18n();
  if (chat.blocker === 'partner_not_confirmed')
    return (
      <div className="alert alert-info chat-alert" role="status">
        {t('api.recipient_not_confirmed', { name: chat.partner.name })}
      </div>
    );
  if (chat.blocker === 'premium_required')
    return (
      <div
        className="alert alert-warning chat-alert d-flex flex-wrap align-items-center gap-2"
        role="status"
      >
        <span className="me-auto">
          {t('api.premium_required')}{' '}
          {/* The one thing a free member may not do in chat: start a third conversation. */}
          {t('chat.free_conversations', { max: FREE_CONVERSATIONS })}
        </span>
        <Link to="/premium" className="btn btn-sm btn-brand rounded-pill">
          {t('nav.get_premium')}
        </Link>
      </div>
    );
  return null;
}

/** The member's own e-mail is not confirmed: others cannot reply yet; resend the link. */
export function NotConfirmedNotice() {
  const { t } = useI18n();
  const { user } = useSite();
  if (user?.status !== 'not_confirmed') return null;
  return (
    <div
      className="alert alert-warning chat-alert small d-flex flex-wrap align-items-center gap-2"
      role="status"
    >
      <span className="me-auto">{t('chat.not_confirmed_me')}</span>
      <ResendActivation buttonClassName="btn btn-link btn-sm p-0 align-baseline" />
    </div>
  );
}

/** What messages cost here, in credits, and from what price in the member's country. */
export function CostsLine({ costs }: { costs: TChatResponse['costs'] }) {
  const { t, locale } = useI18n();
  const { settings, user } = useSite();
  const minimum = user?.country ? settings.minimum_message_costs[user.country] : undefined;
  return (
    <p className="chat-costs small text-secondary mb-0">
      {t('chat.costs', costs)}
      {minimum && (
        <>
          {' · '}
          {t('chat.price_from', {
            price: formatMoney(minimum.costs, minimum.currency, locale),
          })}
        </>
      )}
    </p>
  );
}
