/** The live module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { badgeEvent, badgeTotals, greetingEvents } from './badge-totals.ts';
export { NEW_LIKES_OF, endedSessionsSince } from './live.repo.ts';
export { LiveHub } from './live-hub.ts';
