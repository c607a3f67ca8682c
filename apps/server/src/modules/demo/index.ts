/** The demo module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { seedDemoShop } from './demo-shop.ts';
export { DEMO_SITES } from './demo-sites.ts';
export { ensureSites } from './ensure-sites.ts';
export { DEMO_LOGIN } from './demo-members.ts';
