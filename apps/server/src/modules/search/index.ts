/** The search module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export {
  AGE,
  CARD_COLUMNS,
  CARD_JOINS,
  cardView,
  MAIN_PHOTO_JOIN,
  refreshProfileRank,
  searchProfiles,
  type TCardRow,
} from './search.repo.ts';
export { SearchService } from './search.service.ts';
