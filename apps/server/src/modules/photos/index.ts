/** The photos module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { PhotosService } from './photos.service.ts';
export { BLUR_VERSION, SIZES, processPhoto, type TSize } from './process-photo.ts';
export { regenerateBlurs } from './regenerate-blurs.ts';
