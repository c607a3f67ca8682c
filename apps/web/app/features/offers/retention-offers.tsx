import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TCreditBundle, TRetentionOffer } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { formatMoney } from '@cupido/i18n/money';
import { richText } from '../../lib/rich-text.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

/**
 * The account deletion flow's offers (spec section 4; decision 28): a trial package (the smallest
 * bundle of the member's shop) and a personal discount code of the company's `delete_discount`,
 * handed out on request and usable in the shop at once.
 */
export function RetentionOffers({
  offer,
  trial,
}: {
  offer: TRetentionOffer;
  trial: TCreditBundle | null;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [code, setCode] = useState(offer.code);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);

  async function claim() {
    setBusy(true);
    setError(null);
    try {
      const answer = await call('POST /api/retention-offer.php');
      if (answer) setCode(answer.code);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('error.try_again_later'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {offer.percentage !== null && (
        <section className="card card-soft p-3 mb-3" aria-labelledby={`${id}-discount`}>
          <h3 id={`${id}-discount`} className="h6 fw-bold">
            {t('offers.retention_title')}
          </h3>
          <p className="mb-2">{t('offers.retention_text', { percentage: offer.percentage })}</p>
          <FormAlert message={error} />
          {code ? (
            <div role="status">
              <p className="mb-2" data-testid="retention-code">
                {richText(t('offers.retention_code', { code: '{code}' }), {
                  code: <strong className="text-nowrap">{code}</strong>,
                })}
              </p>
              <Link
                to={`/credits?code=${encodeURIComponent(code)}`}
                className="btn btn-brand btn-sm rounded-pill"
              >
                {t('offers.retention_use')}
              </Link>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-outline-brand btn-sm rounded-pill align-self-start"
              onClick={() => void claim()}
              disabled={busy}
            >
              {t('offers.retention_claim')}
            </button>
          )}
        </section>
      )}
      {trial && (
        <section className="card card-soft p-3 mb-3" aria-labelledby={`${id}-trial`}>
          <h3 id={`${id}-trial`} className="h6 fw-bold">
            {t('offers.trial_title')}
          </h3>
          <p className="mb-2">
            {t('offers.trial_text', {
              credits: t('payments.credits', { count: trial.credits }),
              price: money(trial.price, trial.currency),
            })}
          </p>
          <Link
            to={`/credits/${trial.id}`}
            className="btn btn-outline-brand btn-sm rounded-pill align-self-start"
          >
            {t('offers.trial_link')}
          </Link>
        </section>
      )}
    </>
  );
}
