import { useId } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { TUser } from '@cupido/contract/browser';
import { call } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useLive } from '../lib/live.tsx';
import { expectSessionEnd } from '../lib/session-end.ts';
import { CoinIcon } from './icons.tsx';
import { useDropdown } from './use-dropdown.ts';

/**
 * The account dropdown (spec section 2): thumbnail or icon, name, My profile, Settings, Logout;
 * and the credit balance, which the bar shows only at 10 credits or fewer.
 */
export function AccountMenu({ user }: { user: TUser }) {
  const { t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { credits } = useLive();
  const { open, setOpen, root, button } = useDropdown();

  async function logout() {
    setOpen(false);
    expectSessionEnd();
    await call('GET /api/logout.php').catch(() => undefined);
    navigate('/');
    await revalidator.revalidate();
  }

  const thumb = user.profile.main_image?.thumb_filename;
  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-light btn-sm rounded-pill d-flex align-items-center gap-2"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('nav.account')}
        onClick={() => setOpen((o) => !o)}
      >
        {thumb ? (
          <img
            src={thumb}
            alt=""
            width={28}
            height={28}
            className="rounded-circle object-fit-cover"
          />
        ) : (
          <span
            className="rounded-circle bg-secondary-subtle d-inline-flex align-items-center justify-content-center"
            style={{ width: 28, height: 28 }}
            aria-hidden="true"
          >
            {user.name.charAt(0).toUpperCase()}
          </span>
        )}
        {/* The name beside the picture, but where the bar's labels need the room (992–1399 px). */}
        <span className="d-none d-sm-inline d-lg-none d-xxl-inline">{user.name}</span>
      </button>
      {/* Without Popper, Bootstrap aligns a menu to the button's right edge only when
          data-bs-popper is set; otherwise it starts at the left and runs off a phone's screen. */}
      <ul
        id={id}
        data-bs-popper="static"
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
      >
        {/* On a phone the button has no room for the name: the menu starts with it. */}
        <li className="d-sm-none d-lg-block d-xxl-none">
          <span className="dropdown-header text-truncate">{user.name}</span>
        </li>
        <li>
          <Link
            className="dropdown-item d-flex align-items-center gap-2"
            to="/credits"
            onClick={() => setOpen(false)}
          >
            <CoinIcon size={16} />
            {t('nav.credits_balance', { count: credits })}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to="/profile" onClick={() => setOpen(false)}>
            {t('nav.my_profile')}
          </Link>
        </li>
        <li>
          {/* Spec section 2: Settings (notifications); the account settings are linked there. */}
          <Link className="dropdown-item" to="/notifications" onClick={() => setOpen(false)}>
            {t('nav.settings')}
          </Link>
        </li>
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
