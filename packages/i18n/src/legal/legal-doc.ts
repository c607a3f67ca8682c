/**
 * A static page's text in one locale. Placeholders in curly braces ({site_name}, {company_name},
 * {address}, {city}, {country}, {kvk}, {vat_numbers}, {support_email}, {support_phone}, {refund_days},
 * {domain}, {terms_date}) are filled from the site's settings and company info when rendered.
 */
export type LegalDoc = {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
};
