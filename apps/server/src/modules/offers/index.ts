/** The offers module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { DiscountRefused, discountOf, OffersService } from './offers.service.ts';
export type { TPricedBundle } from './offers.service.ts';
export { insertCode, type TNewCode } from './offers.repo.ts';
