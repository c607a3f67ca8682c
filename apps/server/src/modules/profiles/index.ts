/** The profiles module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { ProfilesService } from './profiles.service.ts';
