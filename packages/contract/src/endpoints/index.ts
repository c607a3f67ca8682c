import { defineEndpoints } from '../endpoint.ts';
import { accountsEndpoints } from './accounts.ts';
import { pushEndpoints } from './push.ts';
import { sitesEndpoints } from './sites.ts';
import { geoEndpoints } from './geo.ts';
import { healthEndpoints } from './health.ts';
import { complaintsEndpoints } from './complaints.ts';
import { searchEndpoints } from './search.ts';
import { profilesEndpoints } from './profiles.ts';
import { photosEndpoints } from './photos.ts';
import { privacyEndpoints } from './privacy.ts';
import { chatEndpoints } from './chat.ts';
import { likesEndpoints } from './likes.ts';
import { paymentsEndpoints } from './payments.ts';
import { directDebitEndpoints } from './direct-debit.ts';
import { offersEndpoints } from './offers.ts';
import { notificationsEndpoints } from './notifications.ts';

/** Every call of the API by name (method and path): the one list the server, the browser and the OpenAPI document use. */
export const endpoints = defineEndpoints({
  ...accountsEndpoints,
  ...pushEndpoints,
  ...sitesEndpoints,
  ...geoEndpoints,
  ...healthEndpoints,
  ...complaintsEndpoints,
  ...searchEndpoints,
  ...profilesEndpoints,
  ...photosEndpoints,
  ...privacyEndpoints,
  ...chatEndpoints,
  ...likesEndpoints,
  ...paymentsEndpoints,
  ...directDebitEndpoints,
  ...offersEndpoints,
  ...notificationsEndpoints,
});

export type TEndpoints = typeof endpoints;
export type TCallName = keyof TEndpoints;

/** Each group by its name, to check that no two define the same call. */
export const endpointGroups = {
  accounts: accountsEndpoints,
  push: pushEndpoints,
  sites: sitesEndpoints,
  geo: geoEndpoints,
  health: healthEndpoints,
  complaints: complaintsEndpoints,
  search: searchEndpoints,
  profiles: profilesEndpoints,
  photos: photosEndpoints,
  privacy: privacyEndpoints,
  chat: chatEndpoints,
  likes: likesEndpoints,
  payments: paymentsEndpoints,
  directDebit: directDebitEndpoints,
  offers: offersEndpoints,
  notifications: notificationsEndpoints,
};
