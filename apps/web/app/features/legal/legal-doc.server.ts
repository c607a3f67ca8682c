import {
  cleanPhone,
  termsVersionDate,
  type TCompanyInfo,
  type TLocale,
  type TSettings,
} from '@cupido/contract';
import { dateTimeFormat, displayNames } from '../../lib/intl-format.ts';
import {
  interpolate,
  keepFilledParts,
  LEGAL_PAGES,
  loadLegalDoc,
  type LegalDoc,
  type TLegalPage,
} from '@cupido/i18n';

/** Fills a static page's placeholders with the site's settings and the operator's company info. */
function fillLegalDoc(
  doc: LegalDoc,
  site: { locale: TLocale; settings: TSettings; company: TCompanyInfo; termsDate: string },
): LegalDoc {
  const country = site.company.country;
  const params = {
    site_name: site.settings.name,
    company_name: site.company.name,
    address: site.company.address,
    city: site.company.city,
    // The country by its name in the page's language ('Niederlande', not 'NL').
    country: country && (displayNames(site.locale, 'region').of(country) ?? country),
    kvk: site.company.kvk,
    vat_numbers: site.company.vat_numbers.join(', '),
    support_email: site.settings.support_email,
    support_phone: cleanPhone(site.settings.support_phone),
    refund_days: site.settings.refund_days,
    domain: site.settings.domain,
    terms_date: site.termsDate,
  };
  const fill = (text: string) => interpolate(keepFilledParts(text, params), params);
  return {
    title: fill(doc.title),
    intro: fill(doc.intro),
    sections: doc.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill).filter((p) => p.trim() !== ''),
    })),
  };
}

export function isLegalPage(value: string | undefined): value is TLegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(value ?? '');
}

/** A static page in the locale, filled in, with the terms version date (spec section 5). */
export async function legalPageData(
  page: TLegalPage,
  site: { locale: TLocale; settings: TSettings; company: TCompanyInfo },
) {
  const date = termsVersionDate(site.company.added);
  const termsDate = dateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
  const doc = fillLegalDoc(await loadLegalDoc(page, site.locale), { ...site, termsDate });
  return { page, doc, termsDate };
}
