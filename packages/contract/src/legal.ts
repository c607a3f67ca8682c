import { TERMS_DEFAULT_VERSION_DATE } from './constants.ts';

/** Spec section 5: the terms version date is 2023-12-01T12:00:00Z unless the company was added later. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(TERMS_DEFAULT_VERSION_DATE);
  if (!companyAdded) return base;
  const added = new Date(companyAdded);
  return Number.isNaN(added.getTime()) || added <= base ? base : added;
}

/** Spec section 5: the support phone is shown cleaned of dashes and spaces. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
