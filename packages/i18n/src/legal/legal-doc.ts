/**
 * A static page's text in one locale. Placeholders in curly braces ({site_name}, {company_name},
 * {address}, {city}, {country}, {kvk}, {vat_numbers}, {support_email}, {support_phone}, {refund_days},
 * {domain}, {terms_date}) are filled from the site's settings and company info when rendered.
 * A part in double brackets (`[[, VAT number {vat_numbers}]]`) is left out when a placeholder in
 * it is empty (an operator without a Chamber of Commerce number); a paragraph that is only such a
 * part then goes.
 */
export type LegalDoc = {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/** Leaves out the `[[…]]` parts whose placeholders are empty, and keeps the others' text. */
export function keepFilledParts(template: string, params: Record<string, unknown>): string {
  return template.replace(/\[\[([^[\]]*)\]\]/g, (_, part: string) =>
    [...part.matchAll(/\{(\w+)\}/g)].some(([, name]) => {
      const value = params[name!];
      return value === undefined || value === null || String(value).trim() === '';
    })
      ? ''
      : part,
  );
}
