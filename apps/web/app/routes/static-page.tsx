import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { isLegalPage, legalPageData } from '../features/legal/legal-doc.server.ts';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { ConsentSummary } from '../ui/consent-banner.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { useSite } from '../lib/use-root-data.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** Static pages: /pages/{page} and the short /{token} form. Unknown pages are a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = params.page ?? params.token;
  if (!isLegalPage(page)) throw data(null, { status: 404 });
  return legalPageData(page, await loadRootData(request, context));
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.doc.title)] : [];

export default function StaticPage() {
  const { page, doc, termsDate } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const { settings, company } = useSite();
  return (
    <>
      <LegalPage
        doc={doc}
        versionLine={page === 'terms' ? t('legal.version', { date: termsDate }) : null}
        settings={settings}
        company={company}
      />
      {page === 'cookies' && <ConsentSummary />}
    </>
  );
}
