import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { ChatIcon, PinIcon, ShieldIcon } from '../../ui/icons.tsx';

/** Why the site, and how it works in three steps. */
export function SellingPoints() {
  const { t } = useI18n();
  const { settings } = useSite();
  const features = [
    { icon: <PinIcon />, title: t('index.feature_real_title'), body: t('index.feature_real_body') },
    {
      icon: <ChatIcon />,
      title: t('index.feature_chat_title'),
      body: t('index.feature_chat_body'),
    },
    {
      icon: <ShieldIcon />,
      title: t('index.feature_safe_title'),
      body: t('index.feature_safe_body'),
    },
  ];
  return (
    <>
      <section className="container py-5" aria-labelledby="features-title">
        <h2 id="features-title" className="fw-bold text-center mb-4">
          {t('index.features_title', { site_name: settings.name })}
        </h2>
        <div className="row g-3">
          {features.map((f) => (
            <div className="col-md-4" key={f.title}>
              <div className="card card-soft h-100 p-4">
                <span className="feature-icon mb-3">{f.icon}</span>
                <h3 className="h5 fw-bold">{f.title}</h3>
                <p className="text-secondary mb-0">{f.body}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section className="container pb-4" aria-labelledby="steps-title">
        <h2 id="steps-title" className="fw-bold text-center mb-4">
          {t('index.steps_title')}
        </h2>
        <ol className="list-unstyled row g-3 justify-content-center mb-0">
          {[t('index.step_1'), t('index.step_2'), t('index.step_3')].map((step, i) => (
            <li className="col-md-4" key={step}>
              <div className="card card-soft p-3 d-flex flex-row align-items-center gap-3">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="fw-semibold">{step}</span>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
