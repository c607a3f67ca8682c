/** The complaints module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { ComplaintsService } from './complaints.service.ts';
