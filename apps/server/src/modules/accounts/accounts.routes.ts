import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, ZToken } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { perMemberLimit } from '../../http/route-options.ts';
import type { AccountsService } from './accounts.service.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './sessions.ts';

/** The accounts calls of the contract (`accountsEndpoints`). */
export async function accountsRoutes(
  app: FastifyInstance,
  {
    accounts,
    publicUrl,
    signupsPerHour,
  }: {
    accounts: AccountsService;
    /** PUBLIC_URL: an https one makes the session cookie secure. */
    publicUrl: string | undefined;
    signupsPerHour: number;
  },
) {
  const secure = publicUrl?.startsWith('https:') ?? false;
  const ctx = (request: FastifyRequest) => ({ site: request.site, locale: request.locale });

  async function startSession(request: FastifyRequest, reply: FastifyReply, memberId: number) {
    const token = await accounts.startSession(memberId, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure));
  }
  function clearSession(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
  async function userOf(memberId: number, request: FastifyRequest) {
    return accounts.loadUser(memberId, request.site.config);
  }

  route(
    app,
    'POST /api/signup.php',
    { config: { rateLimit: { max: signupsPerHour, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const memberId = await accounts.signUp(
        { ...ctx(request), geoipCountry: request.geoipCountry },
        request.body,
      );
      await startSession(request, reply, memberId);
      return { user: await userOf(memberId, request) };
    },
  );

  route(
    app,
    'POST /api/user.php',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const memberId = await accounts.logIn(request.body.email, request.body.password, request.ip);
      if (request.session) await accounts.endSession(request.session.id);
      await startSession(request, reply, memberId);
      return { user: await userOf(memberId, request) };
    },
  );

  route(app, 'GET /api/user.php', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (request.hasStaleSession) {
      clearSession(reply);
      throw new AppError('authentication_required');
    }
    return { user: request.session ? await userOf(request.session.memberId, request) : null };
  });

  route(app, 'PUT /api/user.php', async (request, reply) => {
    const session = requireSession(request);
    await accounts.setLanguage(session.memberId, request.body.language);
    reply.setCookie(LOCALE_COOKIE, request.body.language, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
    });
    return { user: await userOf(session.memberId, request) };
  });

  route(app, 'GET /api/logout.php', async (request, reply) => {
    if (request.session) await accounts.endSession(request.session.id);
    clearSession(reply);
    return { ok: true as const };
  });

  route(app, 'GET /api/activate.php', async (request, reply) => {
    const token = ZToken.safeParse(request.query.token);
    const memberId = await accounts.activate(
      token.success ? token.data : null,
      request.session?.memberId ?? null,
    );
    if (memberId === null) return reply.redirect('/activate/error', 303);
    // members-id-signup: the new member lands in the conversation with their first contact.
    const contact = await accounts.firstContactPath(memberId);
    if (request.session?.memberId === memberId)
      return reply.redirect(contact ?? '/activate/done', 303);
    // Opened where the member is not logged in (another browser, the mail app's): the activation
    // is confirmed first, with the way to log in and on to the first contact.
    return reply.redirect(
      contact ? `/activate/done?next=${encodeURIComponent(contact)}` : '/activate/done',
      303,
    );
  });

  route(
    app,
    'POST /api/activation-mail.php',
    { config: { rateLimit: { ...perMemberLimit('activation-mail', 5), timeWindow: '1 hour' } } },
    async (request) => {
      await accounts.resendActivation(ctx(request), requireSession(request).memberId);
      return { ok: true as const };
    },
  );

  route(
    app,
    'POST /api/password-reset.php',
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request) => {
      await accounts.requestPasswordReset(ctx(request), request.body.email);
      return { ok: true as const };
    },
  );

  route(
    app,
    'GET /api/password-reset-do.php',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      await accounts.checkResetLink(request.query.token);
      return { ok: true as const };
    },
  );

  route(
    app,
    'POST /api/password-reset-do.php',
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const memberId = await accounts.resetPassword(request.body.token, request.body.password);
      await startSession(request, reply, memberId);
      return { user: await userOf(memberId, request) };
    },
  );

  route(
    app,
    'PUT /api/password.php',
    {
      // Each try costs an argon2 hash; wrong ones also count towards the lockout.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await accounts.changePassword(requireSession(request), request.ip, request.body);
      return { ok: true as const };
    },
  );

  route(
    app,
    'POST /api/email-change.php',
    // Per member: members behind one address (a carrier's, an office's) keep their own tries.
    { config: { rateLimit: { ...perMemberLimit('email-change', 10), timeWindow: '1 hour' } } },
    async (request) => {
      await accounts.requestEmailChange(
        { ...ctx(request), ip: request.ip },
        requireSession(request).memberId,
        request.body,
      );
      return { ok: true as const };
    },
  );

  route(app, 'POST /api/email-change-do.php', async (request) => {
    await accounts.confirmEmailChange(ctx(request), request.body.token);
    return { ok: true as const };
  });

  route(
    app,
    'POST /api/delete-account.php',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      await accounts.deleteAccount(
        { ...ctx(request), ip: request.ip },
        requireSession(request).memberId,
        request.body,
      );
      clearSession(reply);
      return { ok: true as const };
    },
  );

  route(app, 'POST /api/reactivate.php', async (request, reply) => {
    const memberId = await accounts.reactivateAccount(request.body.token);
    await accounts.endAllSessions(memberId);
    await startSession(request, reply, memberId);
    return { user: await userOf(memberId, request) };
  });
}
