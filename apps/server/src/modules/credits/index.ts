/** The credits module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { changeCredits } from './credits-ledger.ts';
// A charge written in the same statement as what it pays for (a chat message): the one ledger
// change as SQL (its `ledger_balance` is empty when the balance does not cover the change).
export { ledgerChange } from './credits.repo.ts';
