/** The mail module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { escapeHtml } from './escape-html.ts';
export { SEND_MAIL, queueMail, sendMailJob } from './mail-jobs.ts';
export { renderMail, type TMailKind } from './render-mail.ts';
