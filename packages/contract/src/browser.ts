/**
 * The contract without zod (decision 41): its constants, plain functions and the types of the
 * calls, for code the browser loads. A schema is built when its module is evaluated, so a module
 * that holds one drags zod into any page that imports a constant beside it; these modules hold
 * none. The package's index re-exports all of this with the schemas and the calls.
 */
export * from './constants.ts';
export * from './legal.ts';
export * from './locales.ts';
export * from './endpoint.ts';
export * from './api/plain-text.ts';
export * from './api/chat.constants.ts';
export * from './api/complaint.constants.ts';
export * from './api/direct-debit.constants.ts';
export * from './api/direct-debit.format.ts';
export * from './api/likes.constants.ts';
export * from './api/live.constants.ts';
export * from './api/notifications.constants.ts';
export * from './api/offers.constants.ts';
export * from './api/payments.constants.ts';
export * from './api/photos.constants.ts';
export * from './api/push.constants.ts';
export * from './api/search.constants.ts';
// The schemas' modules give their types only: erased, they load nothing.
export type * from './errors.ts';
export type * from './ssr-context.ts';
export type * from './api/account.ts';
export type * from './api/catalog.ts';
export type * from './api/chat.ts';
export type * from './api/company-info.ts';
export type * from './api/complaint.ts';
export type * from './api/direct-debit.ts';
export type * from './api/health.ts';
export type * from './api/likes.ts';
export type * from './api/live.ts';
export type * from './api/notifications.ts';
export type * from './api/offers.ts';
export type * from './api/payments.ts';
export type * from './api/photos.ts';
export type * from './api/profile.ts';
export type * from './api/push.ts';
export type * from './api/search.ts';
export type * from './api/settings.ts';
export type * from './endpoints/index.ts';
