/** The sites module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { ZSiteConfig, type TSite, type TSiteConfig } from './site-config.ts';
export { insertSite } from './sites.repo.ts';
export { SitesService } from './sites.service.ts';
export { tagOrigins } from './tags.ts';
