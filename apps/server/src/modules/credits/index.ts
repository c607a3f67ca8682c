/** The credits module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { changeCredits, newBalance } from './credits-ledger.ts';
// A charge written in the same statement as what it pays for (a chat message): the one ledger
// change as SQL, its result read with newBalance.
export { ledgerChange } from './credits.repo.ts';
