import { z } from 'zod';
import { ZDomain } from './settings.ts';

/** Company info of the operator of a site (spec section 3). */
export const ZCompanyInfo = z
  .object({
    name: z.string(),
    address: z.string(),
    kvk: z.string(),
    city: z.string(),
    country: z.string(),
    tradenames: z.array(z.string()),
    vat_numbers: z.array(z.string()),
    support_phone: z.string(),
    delete_discount: z.number().int(),
    added: z.string(),
  })
  .meta({ id: 'CompanyInfo' });
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;

export const ZCompanyInfoResponse = z.object({ companyinfo: ZCompanyInfo });

/** GET /api/companyinfo.php query: as for settings, `domain` forces a site outside production. */
export const ZCompanyInfoQuery = z.object({ domain: ZDomain.optional() });
