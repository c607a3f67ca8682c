import type { TLocale } from '@cupido/contract';
import { translate, type TMessageKey, type TParams } from '@cupido/i18n';
import type { TMail } from '../../platform/mail/mailer.ts';
import type { TSite } from '../sites/index.ts';
import { escapeHtml as escape } from './escape-html.ts';

export type TMailKind =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'deletion'
  | 'email_changed'
  // The receipt of a purchase (modules/payments).
  | 'receipt'
  // A payment the payer's bank took back (modules/payments, chargebacks.ts), a direct debit's
  // with what that blocks (direct-debit.service.ts), and credits given back when the bank
  // reverses a chargeback (a won dispute).
  | 'chargeback'
  | 'chargeback_reversed'
  | 'direct_debit_bounce'
  // Notification mails (modules/notifications): each with its unsubscribe link.
  | 'new_conversation'
  | 'new_messages'
  | 'like'
  // A like that made a match: sent as the `like` type, worded as a match.
  | 'like_match'
  | 'unread_reminder'
  | 'weekly_update'
  | 'activation_reminder'
  // An operator's announcement (modules/notifications, npm run notify): the text is theirs.
  | 'promotions'
  | 'news';

/**
 * A transactional mail in the member's language with the site's name and colour: a single call
 * to action (the link), or none for a notice, HTML and plain text.
 */
export function renderMail(
  kind: TMailKind,
  ctx: {
    site: TSite;
    locale: TLocale;
    to: string;
    name: string;
    /** The call to action; null for a notice (mail.<kind>.button is then not used). */
    link: string | null;
    /** The texts' values; a counted one (`{refund_days, plural, …}`) takes a number. */
    params?: TParams;
    /**
     * A notification mail: the page that unsubscribes from its type (a link in the footer) and
     * the RFC 8058 one-click address (List-Unsubscribe and List-Unsubscribe-Post headers).
     */
    unsubscribe?: { page: string; oneClick: string };
  },
): TMail {
  const { site, locale } = ctx;
  const params = {
    site_name: site.config.name,
    name: ctx.name,
    company_name: site.company.name,
    address: site.company.address,
    city: site.company.city,
    support_email: site.config.support_email,
    ...ctx.params,
  };
  const t = (key: TMessageKey) => translate(locale, key, params);
  const k = (part: 'subject' | 'body' | 'ignore'): TMessageKey => `mail.${kind}.${part}`;
  const subject = t(k('subject'));
  const color = site.config.theme_color;

  // A notice (email_changed) has no call to action, nor a button text.
  const link = kind === 'email_changed' ? null : ctx.link;
  const button = kind === 'email_changed' ? '' : t(`mail.${kind}.button`);
  const text = [
    t('mail.greeting'),
    '',
    t(k('body')),
    '',
    ...(link ? [`${button}: ${link}`, ''] : []),
    t(k('ignore')),
    '',
    '-- ',
    t('mail.footer'),
    ...(ctx.unsubscribe ? ['', `${t('mail.unsubscribe')}: ${ctx.unsubscribe.page}`] : []),
  ].join('\n');

  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(subject)}</title></head>
<body style="margin:0;background:#f6f1f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:${color};color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">&#10084; ${escape(site.config.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 12px">${escape(t('mail.greeting'))}</p>
<p style="margin:0 0 20px">${escape(t(k('body')))}</p>
${
  link
    ? `<p style="margin:0 0 24px"><a href="${escape(link)}" style="display:inline-block;background:${color};color:#fff;text-decoration:none;padding:12px 22px;border-radius:24px;font-weight:bold">${escape(button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#555">${escape(t('mail.button_hint'))}<br><a href="${escape(link)}" style="color:${color};word-break:break-all">${escape(link)}</a></p>
`
    : ''
}<p style="margin:16px 0 0;font-size:13px;color:#555">${escape(t(k('ignore')))}</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#faf6f8;font-size:12px;color:#666">${escape(t('mail.footer'))}${
    ctx.unsubscribe
      ? `<br><a href="${escape(ctx.unsubscribe.page)}" style="color:#666">${escape(t('mail.unsubscribe'))}</a>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  const headers = ctx.unsubscribe
    ? {
        'List-Unsubscribe': `<${ctx.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return {
    to: ctx.to,
    fromName: site.config.name,
    subject,
    text,
    html,
    ...(headers ? { headers } : {}),
  };
}
