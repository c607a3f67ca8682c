/** The privacy module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { PrivacyService } from './privacy.service.ts';
export { blockedBy, searchableBy, seenBarBlocks, visibleTo } from './visibility.ts';
