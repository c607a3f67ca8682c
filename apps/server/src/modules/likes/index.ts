/** The likes module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { LikesService } from './likes.service.ts';
export { SwipeService } from './swipe.service.ts';
