/** The accounts module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { AccountsService } from './accounts.service.ts';
export { ERASE_MEMBER, eraseMemberJob } from './delete-account.ts';
export { HOUSEKEEPING, housekeepingJob } from './housekeeping.ts';
export { SEND_LINK_MAIL, sendLinkMailJob, siteOrigin } from './link-mails.ts';
export { SessionCache } from './session-cache.ts';
export { SESSION_COOKIE, createSession, type TSession } from './sessions.ts';
export { isPremium } from './accounts.repo.ts';
export { hashPassword } from './passwords.ts';
