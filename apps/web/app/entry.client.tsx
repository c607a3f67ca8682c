import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { LOCALES, type TLocale } from '@cupido/contract/browser';
import { loadCatalog } from './lib/catalogs.ts';

// The page's language, as the server rendered it: its catalog is here before hydration.
const lang = document.documentElement.lang as TLocale;
void loadCatalog(LOCALES.includes(lang) ? lang : 'en').then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
