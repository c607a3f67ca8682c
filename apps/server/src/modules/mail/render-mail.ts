import type { TLocale } from '@cupido/contract';
import { translate, type TMessageKey } from '@cupido/i18n';
import type { TMail } from '../../platform/mail/mailer.ts';
import type { TSite } from '../sites/site-config.ts';
import { escapeHtml as escape } from './escape-html.ts';

export type TMailKind = 'activation' | 'password_reset' | 'email_change' | 'deletion';

/**
 * A transactional mail in the member's language with the site's name and colour: a single call
 * to action (the link), HTML and plain text.
 */
export function renderMail(
  kind: TMailKind,
  ctx: {
    site: TSite;
    locale: TLocale;
    to: string;
    name: string;
    link: string;
    params?: Record<string, string>;
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
  const k = (part: string) => `mail.${kind}.${part}` as TMessageKey;
  const subject = t(k('subject'));
  const color = site.config.theme_color;

  const text = [
    t('mail.greeting'),
    '',
    t(k('body')),
    '',
    `${t(k('button'))}: ${ctx.link}`,
    '',
    t(k('ignore')),
    '',
    '-- ',
    t('mail.footer'),
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
<p style="margin:0 0 24px"><a href="${escape(ctx.link)}" style="display:inline-block;background:${color};color:#fff;text-decoration:none;padding:12px 22px;border-radius:24px;font-weight:bold">${escape(t(k('button')))}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#555">${escape(t('mail.button_hint'))}<br><a href="${escape(ctx.link)}" style="color:${color};word-break:break-all">${escape(ctx.link)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#555">${escape(t(k('ignore')))}</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#faf6f8;font-size:12px;color:#666">${escape(t('mail.footer'))}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: ctx.to, subject, text, html };
}
