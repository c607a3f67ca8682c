import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { LOCALES, type TLocale } from '@cupido/contract/browser';
import { loadCatalog } from './lib/catalogs.ts';
import { loadMemberOnly } from './lib/member-only.tsx';

// The page's language, as the server rendered it: its catalog is here before hydration, and so
// are a member's member-only parts (a failed load leaves them to render after hydration).
const lang = document.documentElement.lang as TLocale;
void Promise.all([
  loadCatalog(LOCALES.includes(lang) ? lang : 'en'),
  document.documentElement.hasAttribute('data-member') && loadMemberOnly().catch(() => undefined),
]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
