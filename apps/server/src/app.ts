import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Db } from './platform/db/db.ts';
import { AppError } from './platform/errors/app-error.ts';
import { serializerCompiler } from './http/constant-answer.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { requestContext } from './http/request-context.ts';
import { logDestination } from './http/log-destination.ts';
import { RequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { badUrlHandler } from './http/bad-url.ts';
import { SitesService } from './modules/sites/index.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { ComplaintsService } from './modules/complaints/index.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from './web/page-encodings.ts';
import { webHost, type TWebBuild } from './web/web-host.ts';
import { join } from 'node:path';
import { auth } from './http/auth.ts';
import { JobWorker } from './platform/jobs/job-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { outboxMailer } from './platform/mail/outbox-mailer.ts';
import { smtpMailer } from './platform/mail/smtp-mailer.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import {
  AccountsService,
  ERASE_MEMBER,
  HOUSEKEEPING,
  SEND_LINK_MAIL,
  SessionCache,
  siteOrigin,
} from './modules/accounts/index.ts';
import { devMailRoutes } from './modules/mail/dev-mail.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { ProfilesService } from './modules/profiles/index.ts';
import { SearchService } from './modules/search/index.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { PrivacyService } from './modules/privacy/index.ts';
import { photoFilesRoutes } from './modules/photos/photo-files.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { PhotosService } from './modules/photos/index.ts';
import { openStorage } from './platform/storage/open-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import { SEND_MAIL, sendMailJob } from './modules/mail/index.ts';
import type { Bus } from './platform/bus/bus.ts';
import { inProcessBus } from './platform/bus/in-process-bus.ts';
import { redisBus } from './platform/bus/redis-bus.ts';
import { LiveHub, greetingEvents } from './modules/live/index.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { ChatService } from './modules/chat/index.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { LikesService, SwipeService } from './modules/likes/index.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import {
  memberPresence,
  NOTIFICATION_ROUNDS,
  NotificationsService,
  notificationsRoutes,
  NOTIFY_MEMBER,
  unsubscribeSecret,
} from './modules/notifications/index.ts';
import { createPayments } from './modules/payments/index.ts';
import { OffersService } from './modules/offers/index.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import {
  installableAppRoutes,
  loadVapidKeys,
  PushService,
  pushRoutes,
} from './modules/push/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job worker; main.ts starts it, tests run it step by step. */
    jobs: JobWorker;
    /** The live sockets of this instance. */
    live: LiveHub;
    /** Where photos are stored: DATA_DIR/uploads, or the S3-compatible bucket of S3_URL. */
    storage: FileStorage;
    /** Web push; tests wait on `push.settled()` for pushes started in the background. */
    push: PushService;
  }
}

export type TAppDeps = {
  config: TConfig;
  db: Db;
  redis?: Redis | null;
  /** The built web app to host; null serves the API only (API tests). */
  web?: TWebBuild | null;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Where the log goes; standard output unless a test reads it. */
  logStream?: { write: (line: string) => void };
};

const REQUEST_ID = /^[\w-]{8,64}$/;

export async function buildApp({
  config,
  db,
  redis = null,
  web = null,
  mailer,
  logStream,
}: TAppDeps): Promise<FastifyInstance> {
  const log = config.LOG_LEVEL === 'silent' || logStream ? null : logDestination();
  const requestLog = new RequestLog(config.LOG_LEVEL);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            stream: logStream ?? log!.stream,
          },
    logController: requestLog,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    frameworkErrors: badUrlHandler(() => sites, config.PUBLIC_URL?.startsWith('https:') ?? false),
  });
  const stopReads = requestLog.summarizeReads(app.log);
  app.addHook('onClose', () => {
    stopReads();
    log?.stop();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // The connection comes back by itself; meanwhile what depends on it fails and says so.
  redis?.on('error', (err) => app.log.error({ err }, 'redis'));
  const sites = new SitesService(db, {
    defaultDomain: config.DEFAULT_SITE,
    onBadSite: ({ domain, error }) =>
      app.log.error({ err: error, domain }, `site ${domain} left out: its row does not parse`),
    onUnknownDefault: ({ domain, fallback }) =>
      app.log.warn(
        { domain, fallback },
        `DEFAULT_SITE ${domain} names no site: unknown hosts get ${fallback}`,
      ),
  });
  const complaints = new ComplaintsService(db);
  const storage = openStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  // Away: no tab of the member in front on any instance (mail and push ask alike; decision 30).
  const presence = memberPresence((memberId) => live.isInFront(memberId));
  // E-mail notifications; whether a member is away is asked of the live hub (made below) later.
  const notifications = new NotificationsService({
    db,
    config,
    sites,
    presence,
    secret: unsubscribeSecret(config.UNSUBSCRIBE_SECRET, config.DATA_DIR),
    onError: (err) => app.log.error({ err }, 'notification not queued'),
  });
  const outbox = outboxMailer(join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
  const mail = mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox);
  const sessions = new SessionCache(db);
  app.addHook('onClose', async () => sessions.close());
  const accounts = new AccountsService({ db, config, sites, mailer: mail, storage, sessions });
  const jobs = new JobWorker(
    db,
    {
      [SEND_MAIL]: sendMailJob(mail),
      [SEND_LINK_MAIL]: accounts.sendLinkMailJob(),
      [ERASE_MEMBER]: accounts.eraseMemberJob(),
      [HOUSEKEEPING]: accounts.housekeepingJob(),
      [NOTIFY_MEMBER]: notifications.notifyJob(),
      [NOTIFICATION_ROUNDS]: notifications.roundsJob(),
    },
    (msg, err) => app.log.error({ err }, msg),
    [HOUSEKEEPING, NOTIFICATION_ROUNDS],
  );
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mail.close();
  });

  await app.register(cookie);
  registerSecurityHeaders(app, config.PUBLIC_URL?.startsWith('https:') ?? false);
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    // Answers up to 64 KB are compressed in one call (the plugin's own choice on one core; on two
    // it pipes any answer above 8 KB through a compression stream, which costs 4-5 times the CPU:
    // an 11 KB JSON answer 0.8-0.95 ms against 0.17-0.22 ms, a 55 KB one 1.2-1.6 against 0.3-0.4).
    syncThreshold: 64 * 1024,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted once a request passed validation: a form refused for a typo (decision 40 sends
    // every form's check to the API) does not spend a member's complaints or sign-ups.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : {}),
    errorResponseBuilder: () => new AppError('rate_limited'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cupido API',
        version: '1',
        description:
          'JSON API of Cupido. Every failure answers { error: { code, message, fields? } }.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  registerErrorHandler(app);
  await app.register(requestContext, { config, sites });
  await app.register(auth, { sessions });
  registerCsrfGuard(app, config.PUBLIC_URL);

  const push = new PushService({
    db,
    vapid: loadVapidKeys(config),
    isOnline: async (memberId) => !(await presence.isAway(memberId)),
    anyPushService: !config.isProduction,
    onError: (err) => app.log.error({ err }, 'push not sent'),
  });
  app.decorate('push', push);
  app.addHook('onClose', () => push.settled());
  await app.register(sitesRoutes, { sites, pushPublicKey: push.publicKey });
  await app.register(geoRoutes);
  await app.register(complaintsRoutes, { complaints });
  await app.register(healthRoutes, { db, redis });
  await app.register(accountsRoutes, {
    accounts,
    publicUrl: config.PUBLIC_URL,
    signupsPerHour: config.SIGNUPS_PER_HOUR,
  });
  await app.register(searchRoutes, { search: new SearchService(db) });
  await app.register(profilesRoutes, { profiles: new ProfilesService(db) });

  // Live fan-out: Redis pub/sub when configured (several instances), else in this process.
  const bus: Bus = redis
    ? redisBus(redis, `${config.REDIS_PREFIX}live:`, (err) => app.log.error({ err }, 'bus'))
    : inProcessBus();
  const live = new LiveHub(bus, db);
  app.decorate('live', live);
  app.addHook('onClose', async () => {
    await live.close();
    await bus.close();
  });
  const publish = push.publishing(live.publish);
  const chat = new ChatService(
    db,
    publish,
    storage,
    (err) => app.log.error({ err }, 'live event not sent'),
    notifications.messageReceived,
  );
  await app.register(chatRoutes, {
    chat,
    messagesPerMinute: config.MESSAGES_PER_MINUTE,
  });
  await app.register(liveRoutes, {
    hub: live,
    publicUrl: config.PUBLIC_URL,
    handlers: {
      typing: (memberId, conversationId) => chat.typing(memberId, conversationId),
      greet: (memberId) => greetingEvents(db, memberId),
    },
  });
  const likes = new LikesService(db, publish, (err) =>
    app.log.error({ err }, 'live event not sent'),
  );
  await app.register(likesRoutes, { likes, swipe: new SwipeService(db, likes) });
  live.listen(notifications.onLiveEvent);
  await app.register(notificationsRoutes, { notifications });
  const offers = new OffersService({ db });
  await app.register(offersRoutes, { offers });
  const payments = createPayments({
    offers,
    db,
    config,
    sites,
    mailer: mail,
    publish: live.publish,
    origin: (site) => siteOrigin(config, site),
    onError: (err) => app.log.error({ err }, 'payments'),
  });
  for (const [kind, handler] of Object.entries(payments.jobs))
    jobs.handle(kind, handler, payments.recurring.includes(kind));
  await payments.register(app);
  await app.register(pushRoutes, { push });
  await app.register(installableAppRoutes);
  await app.register(privacyRoutes, {
    privacy: new PrivacyService(db, async (tx, a, b) => {
      const afterChats = await chat.separate(tx, a, b);
      const afterLikes = await likes.separate(tx, a, b);
      return async () => {
        await afterChats();
        await afterLikes();
      };
    }),
  });
  const photos = new PhotosService(db, storage);
  await app.register(photosRoutes, { photos });
  await app.register(photoFilesRoutes, { photos });
  if (!config.isProduction && mail.kind === 'outbox')
    await app.register(devMailRoutes, { list: outbox.list });
  // The document of the calls, not one of them.
  // eslint-disable-next-line no-restricted-syntax
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (web) await app.register(webHost, { build: web, config });
  return app;
}
