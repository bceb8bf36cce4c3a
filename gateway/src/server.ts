import { createServer } from 'node:http';

import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Request, type Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';

import { mayExploreSchema } from '@backoffice/schema/rules/access';
import { serveMetrics } from '@backoffice/server-core/metrics';

import { currentStaff } from './auth/identity';
import { LiveSessions } from './auth/liveSessions';
import type { Staff } from './auth/store';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './core/context';
import { gatewayStore } from './core/database';
import { graphqlHandler, requestErrorHandler } from './core/graphqlHttp';
import { HistoryNotes } from './core/history';
import { LoaderRegistry } from './core/loaderRegistry';
import { Locks } from './core/locks';
import { createLogger } from './core/logger';
import { LoginLimiter } from './core/loginLimiter';
import { mediaProxy } from './core/mediaProxy';
import { GatewayMetrics } from './core/metrics';
import {
  exploreSchemaPlugin,
  fieldSuggestionsPlugin,
  idempotencyPlugin,
  operationOutcomePlugin,
  requireSessionPlugin,
  warningsPlugin,
  writeCountPlugin,
} from './core/plugins';
import { MAX_QUERY_COST, queryCostPlugin } from './core/queryCost';
import { readiness } from './core/readiness';
import { ResponseCache } from './core/responseCache';
import { AnswerProblems } from './core/restAnswer';
import { createRestPool, RestClient } from './core/restClient';
import { readSession, SessionChecks, SessionCookie } from './core/session';
import { SharedCache } from './core/sharedCache';
import { connectSharedState, firstConnection } from './core/sharedState';
import { operationSpans, withResolverSpans } from './core/tracing';
import { uploadMiddleware } from './core/uploads';
import { Upstream } from './core/upstream';
import { withVariableField } from './core/variableErrors';
import { type WriteCount, WriteCounter } from './core/writeCount';
import { WriteStampedCache } from './core/writeStampedCache';
import { exportRoute } from './export/exportRoute';
import { HistoryRetention } from './history/retention';
import { buildSchema } from './schema';

/** Operation limits: generous for the dashboard's own queries (a test checks them all), tight for abuse. */
export const operationLimits = {
  maxDepth: { n: 10, flattenFragments: true }, // a fragment spread is no level of its own: sharing a selection costs no depth
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  // Armor's cost does not grow with list sizes; core/queryCost.ts scores the operation instead.
  costLimit: { enabled: false },
  // Armor's token plugin turns every syntax error into a 500; Apollo's own parser limit answers 400.
  maxTokens: { enabled: false },
};
export const MAX_TOKENS = 3000;

export interface Gateway {
  app: express.Express;
  url: string;
  /** Where GET /metrics answers; undefined with GATEWAY_METRICS_PORT=off. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** How long the gateway keeps an idle client connection open; it says so in each answer's Keep-Alive header. */
export const KEEP_ALIVE_MS = 72_000;

export async function startGateway(
  config: GatewayConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<Gateway> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);
  // An idle connection outlives those of the clients in front (the web server's proxy, nginx, other tools): else a
  // request sent on one the gateway is closing at that moment fails ECONNRESET. 72 s, as the REST API's Fastify.
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  const pool = createRestPool(config);
  const redis = config.redisUrl ? connectSharedState(config.redisUrl, logger) : undefined;
  const metrics = new GatewayMetrics(config.metricsPort !== 'off');
  const locks = new Locks(redis);
  const referenceCache = new SharedCache({
    name: 'reference',
    ttlMs: config.referenceCacheTtlMs,
    max: 500,
    redis,
    locks,
    metrics,
  });
  const quickbooksStatusCache = new SharedCache({
    name: 'quickbooks-status',
    ttlMs: config.quickbooksStatusTtlMs,
    max: 20_000,
    redis,
    locks,
    metrics,
  });
  const productCache = new SharedCache({
    name: 'product',
    ttlMs: config.productCacheTtlMs,
    max: 5_000,
    redis,
    locks,
    metrics,
  });
  const writeCounter = new WriteCounter(redis);
  // A write through another replica: what this one keeps of the shared caches may predate it.
  writeCounter.onMove((byOtherReplica) => {
    if (byOtherReplica)
      for (const cache of [referenceCache, quickbooksStatusCache, productCache]) cache.forgetLocalCopies();
  });
  const responseCache = new ResponseCache(config.responseCacheTtlMs, config.responseCacheMb * 1_000_000, writeCounter);
  const wholeListCache = new WriteStampedCache({
    name: 'whole-list',
    ttlMs: config.wholeListTtlMs,
    maxBytes: config.wholeListCacheMb * 1_000_000,
    redis,
    locks,
    metrics,
  });
  // The figures of a few periods and thresholds: small, so a fixed room.
  const overviewCache = new WriteStampedCache({
    name: 'overview',
    ttlMs: config.overviewCacheTtlMs,
    maxBytes: 16_000_000,
    redis,
    locks,
    metrics,
  });
  const upstream = new Upstream(pool, logger, config.upstreamCheckIntervalMs);
  const answerProblems = new AnswerProblems(logger, (route, problem) => metrics.answerProblem(route, problem));
  const sessionChecks = new SessionChecks();
  // Opened on first use (core/database.ts).
  const store = gatewayStore({ databaseUrl: config.gatewayDatabaseUrl, dataDir: config.gatewayDataDir }, logger);
  const liveSessions = new LiveSessions(config.sessionTtlHours * 3_600_000, store, {
    sharedStore: config.gatewayDatabaseUrl !== undefined,
  });
  const firstRoles = { adminEmails: config.adminEmails, defaultRole: config.defaultStaffRole };
  /** The request's session, unless a logout through the gateway ended it. */
  const liveSession = (req: Request) => liveSessions.live(readSession(req));
  const liveToken = async (req: Request) => (await liveSession(req))?.token;
  const loginLimits = {
    failuresPerAddressPerMinute: config.loginFailuresPerMinute,
    failuresPerAccountPerMinute: config.loginFailuresPerAccountPerMinute,
  };
  const loginLimiter = redis
    ? LoginLimiter.shared(redis, loginLimits, metrics)
    : LoginLimiter.inMemory(loginLimits, metrics);
  const armor = new ApolloArmor({
    ...operationLimits,
    // Masked per request instead: staff who may explore the schema see them (core/plugins.ts fieldSuggestionsPlugin).
    blockFieldSuggestion: { enabled: false },
  }).protect();

  // Resolver spans only where traces are recorded: untraced, the resolvers stay as written.
  const built = buildSchema({ historyRecording: config.historyRecording });
  const schema = config.tracing ? withResolverSpans(built) : built;
  const server = new ApolloServer<GatewayContext>({
    schema,
    // In production only for signed-in Admin and Developer staff (exploreSchemaPlugin).
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      queryCostPlugin(MAX_QUERY_COST, metrics),
      // No field has cache hints; the default plugin would still hook every field resolver of every request.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      requireSessionPlugin(!config.production),
      exploreSchemaPlugin(config.production),
      fieldSuggestionsPlugin(config.production),
      writeCountPlugin(writeCounter),
      responseCache.plugin(),
      operationOutcomePlugin(logger, metrics),
      warningsPlugin(),
      // After warningsPlugin: the answer it keeps for a repeat carries the warnings.
      idempotencyPlugin(),
      // Apollo Sandbox at GET /graphql; in production only for staff who may explore (sandboxGate below).
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
    formatError: (formatted, error) => hideInternalErrors(withVariableField(formatted), error, logger),
  });
  await server.start();
  if (redis) await firstConnection(redis);
  await upstream.start();
  // Entries past HISTORY_RETENTION_DAYS go in the background: a minute after start, then hourly (history/retention.ts).
  const historyRetention = new HistoryRetention(store, config.historyRetentionDays, logger);
  historyRetention.start();

  const requestContext = async (req: Request, res: Response): Promise<GatewayContext> => {
    const live = await liveSession(req);
    const token = live?.token;
    const rest = new RestClient(pool, token, config.restConcurrency, metrics, answerProblems);
    const checkSession = () => sessionChecks.check(token, rest);
    let writesAtStart: Promise<WriteCount | undefined> | undefined;
    let writing = false;
    // A mutation reads afresh: its own writes come before the count moves (once it is answered), so what was kept
    // at the count it began at would predate them (a stock correction reads the stock again after its write).
    const writeCount = () => (writing ? Promise.resolve(undefined) : (writesAtStart ??= writeCounter.now()));
    const warnings: string[] = [];
    let staff: Promise<Staff> | undefined;
    const context: GatewayContext = {
      rest,
      loaders: new LoaderRegistry(metrics),
      referenceCache: referenceCache.forRequest(checkSession),
      quickbooksStatusCache: quickbooksStatusCache.forRequest(checkSession),
      productCache: productCache.forRequest(checkSession),
      wholeLists: {
        cache: wholeListCache.forRequest(checkSession, writeCount),
        maxRows: config.wholeListMaxRows,
        maxBytes: wholeListCache.maxBytes,
      },
      overviewFigures: overviewCache.forRequest(checkSession, writeCount),
      writeCount,
      startsWriting: () => {
        writing = true;
      },
      session: new SessionCookie(res, config.cookieSecure, async () => {
        sessionChecks.forget(token);
        if (live) await liveSessions.revoke(live.key);
      }),
      hasToken: token !== undefined,
      checkSession,
      logger,
      loginLimiter,
      clientAddress: req.ip ?? 'unknown',
      upstream,
      locks,
      sessionKey: live?.key,
      store,
      // The session check found whose the session is; a token the store had not met is asked about once.
      staff: () => (staff ??= live?.staff ? Promise.resolve(live.staff) : currentStaff(context)),
      firstRoles,
      liveSessions,
      sessionTtlHours: config.sessionTtlHours,
      metrics,
      warnings,
      warn: (message) => warnings.push(message),
      history: new HistoryNotes(),
    };
    return context;
  };

  // Liveness: the process runs. Readiness (/readyz) also needs the REST API to answer.
  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });
  app.get('/readyz', readiness(pool, upstream));
  app.use('/media', mediaProxy(pool));
  app.use(
    '/graphql',
    sandboxGate(config.production, async (req) => mayExploreSchema((await liveSession(req))?.staff?.role)),
    uploadMiddleware(),
    express.json({ limit: '1mb' }),
    ...(config.tracing ? [operationSpans()] : []),
    graphqlHandler(server, requestContext),
  );
  // A list's rows as CSV, each page a query with the same context as /graphql's (export/exportRoute.ts).
  app.get(
    '/export/:list.csv',
    exportRoute(schema, requestContext, { sessionChecks, liveToken, production: config.production, logger }),
  );
  app.use(requestErrorHandler(logger));

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const metricsListener =
    config.metricsPort === 'off'
      ? undefined
      : await serveMetrics(metrics.registry, config.metricsHost, config.metricsPort);
  return {
    app,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    metricsUrl: metricsListener?.url,
    async close() {
      await metricsListener?.close();
      upstream.stop();
      await server.stop();
      await pool.close();
      await historyRetention.stop();
      await store.close();
      redis?.removeAllListeners();
      redis?.disconnect();
    },
  };
}

/**
 * Apollo Sandbox (a page a browser GETs from /graphql) in production: only for signed-in staff who may explore the
 * schema; anyone else gets a 404 that says who may.
 */
function sandboxGate(production: boolean, mayExplore: (req: Request) => Promise<boolean>): express.RequestHandler {
  return (req, res, next) => {
    if (!production || req.method !== 'GET' || !req.accepts('text/html')) return next();
    mayExplore(req).then(
      (allowed) =>
        allowed
          ? next()
          : res.status(404).type('text/plain').send('Apollo Sandbox is open to signed-in Admin and Developer staff.'),
      next,
    );
  };
}

/** Unexpected errors keep their details in the log, never in the response. */
function hideInternalErrors(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR' || original instanceof GraphQLError) return formatted;
  logger.error({ err: original, path: formatted.path }, 'unexpected resolver error');
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
