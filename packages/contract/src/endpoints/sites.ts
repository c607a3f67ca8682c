import { defineEndpoints } from '../endpoint.ts';
import { ZCompanyInfoQuery, ZCompanyInfoResponse } from '../api/company-info.ts';
import { ZSettingsQuery, ZSettingsResponse } from '../api/settings.ts';

/** The site that serves the Host header: neither call depends on the member. */
export const sitesEndpoints = defineEndpoints({
  'GET /api/settings.php': {
    summary: 'Public settings of the site that serves the Host header (spec section 7)',
    query: ZSettingsQuery,
    response: ZSettingsResponse,
    errors: [400],
  },
  'GET /api/companyinfo.php': {
    summary: "The operator's company info for the site of the Host header",
    query: ZCompanyInfoQuery,
    response: ZCompanyInfoResponse,
    errors: [400],
  },
});
