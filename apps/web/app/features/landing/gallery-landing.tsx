import { useI18n } from '../../lib/i18n.tsx';
import { placeName } from '../../lib/intl-format.ts';
import { FictionalDisclosure, MemberName, MemberPhoto } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/** gallery: a gallery of members with name, age and town; the sign-up above and between. */
export function GalleryLanding({ members }: TLanderProps) {
  const { t, locale } = useI18n();
  const shown = members.slice(0, 12);
  return (
    <section className="container py-4 py-md-5" aria-labelledby="gallery-title">
      <div className="text-center mb-4">
        <h1 id="gallery-title" className="h2 fw-bold">
          {t('lander.gallery.title')}
        </h1>
        <p className="lead text-secondary">{t('lander.gallery.lead')}</p>
        <SignupCta />
      </div>
      <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled">
        {shown.map((m, i) => (
          <li key={m.id} className="col">
            <figure className="card card-soft overflow-hidden h-100 mb-0">
              <MemberPhoto member={m} eager={i === 0} className="gallery-img" size={300} />
              <figcaption className="p-2">
                <span className="fw-semibold d-block text-truncate">
                  <MemberName member={m} />
                </span>
                <span className="small text-secondary">{placeName(locale, m.city, m.country)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <FictionalDisclosure members={shown} />
    </section>
  );
}
