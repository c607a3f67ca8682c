import { defineEndpoints } from '../endpoint.ts';
import {
  ZMemberProfileResponse,
  ZMemberQuery,
  ZOwnProfileResponse,
  ZProfileUpdate,
} from '../api/profile.ts';

/** The member's own profile, and other members' profiles as the viewer may see them. */
export const profilesEndpoints = defineEndpoints({
  'GET /api/profile.php': {
    summary: "The member's own profile",
    response: ZOwnProfileResponse,
    errors: [401],
  },
  'GET /api/member.php': {
    summary: "A member's profile as the viewer may see it",
    query: ZMemberQuery,
    response: ZMemberProfileResponse,
    errors: [400, 403, 404],
  },
  'PUT /api/profile.php': {
    summary: "Update the member's own profile (any subset of fields)",
    body: ZProfileUpdate,
    response: ZOwnProfileResponse,
    errors: [400, 401],
  },
});
