import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { ChatIcon, PinIcon, ShieldIcon } from '../../ui/icons.tsx';
import { MemberPhoto, realMembers } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/** whoneedsstrings: casual dating in big type, three promises and faces from nearby. */
export function WhoNeedsStrings({ members }: TLanderProps) {
  const { t } = useI18n();
  const { settings } = useSite();
  const promises = [
    { icon: <ShieldIcon />, text: t('lander.whoneedsstrings.point_discreet') },
    { icon: <ChatIcon />, text: t('lander.whoneedsstrings.point_credits') },
    { icon: <PinIcon />, text: t('lander.whoneedsstrings.point_nearby') },
  ];
  return (
    <section className="strings-lander py-5" aria-labelledby="strings-title">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-lg-7">
            <h1 id="strings-title" className="strings-title fw-bold">
              {t('lander.whoneedsstrings.title')}
            </h1>
            <p className="lead mb-4">
              {t('lander.whoneedsstrings.lead', { site_name: settings.name })}
            </p>
            <ul className="list-unstyled mb-4">
              {promises.map((p) => (
                <li key={p.text} className="d-flex align-items-center gap-3 mb-2">
                  <span className="feature-icon" aria-hidden="true">
                    {p.icon}
                  </span>
                  <span className="fw-semibold">{p.text}</span>
                </li>
              ))}
            </ul>
            <SignupCta />
          </div>
          <div className="col-lg-5">
            <ul className="strings-faces list-unstyled mb-0" aria-hidden="true">
              {realMembers(members)
                .slice(0, 6)
                .map((m) => (
                  <li key={m.id}>
                    <MemberPhoto member={m} className="strings-face" size={120} />
                  </li>
                ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
