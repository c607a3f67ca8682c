import { cleanPhone } from '@cupido/contract/browser';
import { useSite } from '../lib/use-root-data.ts';

/** The operator's customer service: its e-mail address and, when the site has one, its phone. */
export function SupportContact() {
  const { settings } = useSite();
  return (
    <>
      <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
      {settings.support_phone && (
        <>
          {' · '}
          <a href={`tel:${cleanPhone(settings.support_phone)}`}>
            {cleanPhone(settings.support_phone)}
          </a>
        </>
      )}
    </>
  );
}
