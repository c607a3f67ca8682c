import { defineEndpoints } from '../endpoint.ts';
import { ZComplaintInput, ZComplaintResponse } from '../api/complaint.ts';

/** The complaint form: anyone may file one with the support team of the site. */
export const complaintsEndpoints = defineEndpoints({
  'POST /api/complaints.php': {
    summary: 'File a complaint with the support team of the site',
    body: ZComplaintInput,
    status: 201,
    response: ZComplaintResponse,
    errors: [400, 429],
  },
});
