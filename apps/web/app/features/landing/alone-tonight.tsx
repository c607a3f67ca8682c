import { useI18n } from '../../lib/i18n.tsx';
import { FictionalDisclosure, MemberName, MemberPhoto } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/** alonetonight: a night sky, members of the visitor's country in a row, one sign-up. */
export function AloneTonight({ members }: TLanderProps) {
  const { t } = useI18n();
  const shown = members.slice(0, 6);
  return (
    <section className="night-lander py-5" aria-labelledby="night-title">
      <div className="container text-center">
        <p className="night-moon mx-auto" aria-hidden="true" />
        <h1 id="night-title" className="display-5 fw-bold">
          {t('lander.alonetonight.title')}
        </h1>
        <p className="lead mb-4">{t('lander.alonetonight.lead')}</p>
        <SignupCta />
        <h2 className="h5 mt-5 mb-3">{t('lander.alonetonight.tonight')}</h2>
        <ul className="night-row list-unstyled">
          {shown.map((m) => (
            <li key={m.id} className="night-member">
              <MemberPhoto member={m} className="night-img" size={120} />
              <p className="small mb-0 mt-1">
                <MemberName member={m} />
              </p>
            </li>
          ))}
        </ul>
        <FictionalDisclosure members={shown} />
      </div>
    </section>
  );
}
