import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { paymentMethodName, translate, type TMessageKey } from '@cupido/i18n';
import { AppError } from '../../platform/errors/app-error.ts';
import { escapeHtml as escape } from '../mail/index.ts';
import { SANDBOX_ACTIONS, SANDBOX_PAGE_PATH, type SandboxProvider } from './sandbox-provider.ts';
import { formatMoney } from '@cupido/i18n/money';

const ZParams = z.object({ id: z.string().regex(/^tr_sb[0-9a-f]{24}$/) });
const ZForm = z.object({
  action: z.enum([...SANDBOX_ACTIONS, 'chargeback', 'reverse_chargeback']),
  refuse_recurring: z.literal('on').optional(),
});

/**
 * The sandbox provider's hosted payment page (development and the demo only). It shows the
 * amount and method, says it is a sandbox, and offers Pay, Fail, Cancel and Leave pending; the
 * choice is stored by the sandbox, our webhook is notified, and the member goes back to the shop.
 * A paid payment can be charged back here, as the payer's bank would (to try a chargeback), and
 * the chargeback reversed (the operator won the dispute).
 * The id in the address is the secret, as with a real provider's checkout page.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(`${SANDBOX_PAGE_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const t = (key: TMessageKey) => translate(request.locale, key);
    const params = ZParams.safeParse(request.params);
    const row = params.success ? await sandbox.pageView(params.data.id) : null;
    const money = row ? formatMoney(row.amount, row.currency, request.locale) : '';
    const open = row !== null && (row.status === 'open' || row.status === 'pending');
    const back = row ? new URL(row.redirect_url) : null;
    const button = (action: string, key: TMessageKey, primary = false) =>
      `<button type="submit" name="action" value="${action}" class="${primary ? 'primary' : ''}">${escape(t(key))}</button>`;
    const body = !row
      ? `<p role="alert">${escape(t('sandbox.not_found'))}</p>`
      : `<dl>
<dt>${escape(t('sandbox.order'))}</dt><dd>${escape(row.description)}</dd>
<dt>${escape(t('sandbox.amount'))}</dt><dd><strong>${escape(money)}</strong></dd>
<dt>${escape(t('sandbox.method'))}</dt><dd>${escape(paymentMethodName(row.method, t))}</dd>
</dl>
${
  open
    ? `<form method="post" action="${SANDBOX_PAGE_PATH}/${escape(row.id)}">
<fieldset><legend>${escape(t('sandbox.choose'))}</legend>
${
  row.sequence_type === 'first'
    ? `<p><label><input type="checkbox" name="refuse_recurring"> ${escape(t('sandbox.refuse_recurring'))}</label></p>`
    : ''
}<div class="buttons">${button('pay', 'sandbox.pay', true)}${button('fail', 'sandbox.fail')}${button('cancel', 'sandbox.cancel')}${button('pending', 'sandbox.pending')}</div>
</fieldset></form>`
    : `<p>${escape(t('sandbox.finished'))}</p>${
        row.status === 'paid' && row.amount_charged_back === 0
          ? `<form method="post" action="${SANDBOX_PAGE_PATH}/${escape(row.id)}">
<p>${escape(t('sandbox.chargeback_hint'))}</p><div class="buttons">${button('chargeback', 'sandbox.chargeback')}</div></form>`
          : row.amount_charged_back > 0
            ? `<p role="status">${escape(t('sandbox.charged_back'))}</p><form method="post" action="${SANDBOX_PAGE_PATH}/${escape(row.id)}">
<p>${escape(t('sandbox.reverse_chargeback_hint'))}</p><div class="buttons">${button('reverse_chargeback', 'sandbox.reverse_chargeback')}</div></form>`
            : ''
      }<p><a href="${escape(back!.href)}">${escape(t('sandbox.back'))}</a></p>`
}`;
    const formTarget = back ? ` ${back.origin}` : '';
    return reply
      .code(row ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${formTarget}; frame-ancestors 'none'; base-uri 'none'`,
      ).send(`<!doctype html>
<html lang="${request.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('sandbox.title'))}</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,Arial,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.marker{background:#fef3c7;color:#78350f;border:2px dashed #b45309;border-radius:8px;padding:.5rem .75rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#4b5563}dd{margin:0}
fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600;margin-bottom:.5rem}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:999px;border:2px solid #374151;background:#fff;color:#111827;cursor:pointer;min-height:44px}
button.primary{background:#15803d;border-color:#15803d;color:#fff}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8}
</style></head>
<body><main>
<h1>${escape(t('sandbox.title'))}</h1>
<p class="marker">${escape(t('sandbox.marker'))}</p>
${body}
</main></body></html>`);
  });

  app.post(
    `${SANDBOX_PAGE_PATH}/:id`,
    { schema: { hide: true }, config: { session: false } },
    async (request, reply) => {
      const params = ZParams.safeParse(request.params);
      const form = ZForm.safeParse(request.body);
      if (!params.success || !form.success) throw new AppError('validation_failed');
      if (form.data.action === 'chargeback' || form.data.action === 'reverse_chargeback') {
        // The bank takes a paid payment back, or gives it back (a won dispute); our webhook
        // hears of it. The page then says so.
        const id = params.data.id;
        await (
          form.data.action === 'chargeback' ? sandbox.chargeBack(id) : sandbox.reverseChargeback(id)
        ).catch(() => {
          throw new AppError('not_found');
        });
        return reply.redirect(`${SANDBOX_PAGE_PATH}/${id}`, 303);
      }
      const done = await sandbox.act(
        params.data.id,
        form.data.action,
        form.data.refuse_recurring === 'on',
      );
      if (!done) throw new AppError('not_found');
      return reply.redirect(done.redirectUrl, 303);
    },
  );
};
