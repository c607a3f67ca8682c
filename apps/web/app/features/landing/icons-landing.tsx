import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { ChatIcon, GiftIcon, HeartIcon, ImageIcon, PinIcon, ShieldIcon } from '../../ui/icons.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/** iconslanding: what the site offers in six icons, then the sign-up. No pictures of members. */
export function IconsLanding(_props: TLanderProps) {
  const { t } = useI18n();
  const { settings } = useSite();
  const icons = [
    { icon: <PinIcon size={28} />, text: t('lander.iconslanding.nearby') },
    { icon: <HeartIcon size={28} />, text: t('index.step_2') },
    { icon: <ChatIcon size={28} />, text: t('lander.iconslanding.chat') },
    { icon: <ImageIcon size={28} />, text: t('lander.iconslanding.photos') },
    { icon: <GiftIcon size={28} />, text: t('lander.iconslanding.gifts') },
    { icon: <ShieldIcon size={28} />, text: t('lander.iconslanding.private') },
  ];
  return (
    <section className="container py-5 text-center" aria-labelledby="icons-title">
      <h1 id="icons-title" className="h2 fw-bold">
        {t('lander.iconslanding.title', { site_name: settings.name })}
      </h1>
      <p className="lead text-secondary mb-4">{t('lander.iconslanding.lead')}</p>
      <ul className="row row-cols-2 row-cols-md-3 g-3 list-unstyled mb-4">
        {icons.map((item) => (
          <li key={item.text} className="col">
            <div className="card card-soft h-100 p-3 align-items-center">
              <span className="feature-icon icons-lander-icon mb-2" aria-hidden="true">
                {item.icon}
              </span>
              <span className="fw-semibold">{item.text}</span>
            </div>
          </li>
        ))}
      </ul>
      <SignupCta />
    </section>
  );
}
