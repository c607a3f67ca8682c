import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  ZApiError,
  ZCredentials,
  ZDeleteAccountInput,
  ZEmailChangeInput,
  ZEmailInput,
  ZLanguageInput,
  ZOkResponse,
  ZPasswordChangeInput,
  ZPasswordResetInput,
  ZSignupInput,
  ZToken,
  ZTokenInput,
  ZUserResponse,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import type { AccountsService } from './accounts.service.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './sessions.ts';
import { errorAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  /** PUBLIC_URL: an https one makes the session cookie secure. */
  publicUrl: string | undefined;
  signupsPerHour: number;
}> = async (app, { accounts, publicUrl, signupsPerHour }) => {
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
    return accounts.loadUser(memberId, request.site.config.cdn_prefix);
  }

  app.post(
    '/api/signup.php',
    {
      config: { rateLimit: { max: signupsPerHour, timeWindow: '1 hour' } },
      schema: {
        summary: 'Sign up (spec section 3, signup form)',
        body: ZSignupInput,
        response: { 201: ZUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const memberId = await accounts.signUp(
        { ...ctx(request), geoipCountry: request.geoipCountry },
        request.body,
      );
      await startSession(request, reply, memberId);
      return reply.code(201).send({ user: await userOf(memberId, request) });
    },
  );

  app.post(
    '/api/user.php',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Log in (spec section 7)',
        body: ZCredentials,
        response: { 200: ZUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const memberId = await accounts.logIn(request.body.email, request.body.password, request.ip);
      if (request.session) await accounts.endSession(request.session.id);
      await startSession(request, reply, memberId);
      return { user: await userOf(memberId, request) };
    },
  );

  app.get(
    '/api/user.php',
    {
      schema: {
        summary: 'The current member, or null for a visitor',
        response: { 200: ZUserResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (request.hasStaleSession) {
        clearSession(reply);
        throw new AppError('authentication_required');
      }
      return { user: request.session ? await userOf(request.session.memberId, request) : null };
    },
  );

  app.put(
    '/api/user.php',
    {
      schema: {
        summary: 'Save the language (spec section 7)',
        body: ZLanguageInput,
        response: { 200: ZUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await accounts.setLanguage(session.memberId, request.body.language);
      reply.setCookie(LOCALE_COOKIE, request.body.language, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
      });
      return { user: await userOf(session.memberId, request) };
    },
  );

  app.get(
    '/api/logout.php',
    {
      schema: {
        summary: 'Log out: ends the session on the server',
        response: { 200: ZOkResponse },
      },
    },
    async (request, reply) => {
      if (request.session) await accounts.endSession(request.session.id);
      clearSession(reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/activate.php',
    {
      schema: {
        summary: 'The activation link of the e-mail; redirects to activate-done or activate-error',
        querystring: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const valid = ZToken.safeParse(request.query.token).success;
      const memberId = valid ? await accounts.activate(request.query.token) : null;
      if (memberId === null) return reply.redirect('/activate/error', 303);
      // members-id-signup: the new member lands in the conversation with their first contact.
      return reply.redirect((await accounts.firstContactPath(memberId)) ?? '/activate/done', 303);
    },
  );

  app.post(
    '/api/activation-mail.php',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        summary: 'Send the activation mail again',
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await accounts.resendActivation(ctx(request), requireSession(request).memberId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset.php',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        summary: 'Mail a password-reset link',
        body: ZEmailInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(ctx(request), request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset-do.php',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        summary: 'Set a new password from a reset link',
        body: ZPasswordResetInput,
        response: { 200: ZUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const memberId = await accounts.resetPassword(request.body.token, request.body.password);
      await startSession(request, reply, memberId);
      return { user: await userOf(memberId, request) };
    },
  );

  app.put(
    '/api/password.php',
    {
      // Each try costs an argon2 hash; wrong ones also count towards the lockout.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Change the password',
        body: ZPasswordChangeInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await accounts.changePassword(requireSession(request), request.ip, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change.php',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        summary: 'Mail a confirmation link to a new address',
        body: ZEmailChangeInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await accounts.requestEmailChange(
        { ...ctx(request), ip: request.ip },
        requireSession(request).memberId,
        request.body,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change-do.php',
    {
      schema: {
        summary: 'Confirm a new e-mail address',
        body: ZTokenInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await accounts.confirmEmailChange(ctx(request), request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/delete-account.php',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Delete the account (reversible for 14 days)',
        body: ZDeleteAccountInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
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

  app.post(
    '/api/reactivate.php',
    {
      schema: {
        summary: 'Restore a deleted account from the e-mail link',
        body: ZTokenInput,
        response: { 200: ZUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const memberId = await accounts.reactivateAccount(request.body.token);
      await accounts.endAllSessions(memberId);
      await startSession(request, reply, memberId);
      return { user: await userOf(memberId, request) };
    },
  );
};
