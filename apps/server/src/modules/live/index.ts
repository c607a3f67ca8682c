/** The live module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { NEW_LIKES_OF, badgeEvent, badgeTotals, greetingEvents } from './badge-totals.ts';
export { LiveHub } from './live-hub.ts';
