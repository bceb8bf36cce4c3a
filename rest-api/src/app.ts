import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest } from 'fastify';

import { authRoutes } from './auth/routes';
import { findSessionUser } from './auth/sessions';
import type { RestApiConfig } from './config';
import { consignmentInvoiceRoutes } from './consignmentInvoices/routes';
import type { App } from './core/app';
import { errorForLog, handleError, HttpError, routeNotFound } from './core/errors';
import { MEDIA_PREFIX, mediaRoot, registerMedia } from './core/media';
import type { RestApiMetrics } from './core/metrics';
import { withoutExtensions } from './core/profile';
import { tracedRequestLogger, traceRequests } from './core/tracing';
import { refuseNulCharacters, validatorCompiler } from './core/validation';
import { customerRoutes } from './customers/routes';
import type { Database } from './db/database';
import { deliveryFeeRoutes } from './deliveryFees/routes';
import { faqRoutes } from './faqs/routes';
import { integrationRoutes } from './integrations/routes';
import { locationRoutes } from './locations/routes';
import { newsletterSubscriberRoutes } from './newsletterSubscribers/routes';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './products/routes';
import { promotionRoutes } from './promotions/routes';
import { recipeRoutes } from './recipes/routes';
import { retailerLocationRoutes } from './retailerLocations/routes';
import { returnRoutes } from './returns/routes';
import { sampleRoutes } from './samples/routes';
import { stockRoutes } from './stock/routes';
import { vendorRoutes } from './vendors/routes';
import { warehouseRoutes } from './warehouses/routes';

export interface AppOptions {
  /** Sees every request as it arrives: tests and benchmarks count upstream calls with it. */
  observeRequest?: (method: string, url: string) => void;
  /** Where the log goes (standard output by default): tests read it. */
  logStream?: { write(line: string): void };
  /** Records the requests' durations (REST_API_METRICS_PORT=off: absent, nothing is recorded). */
  metrics?: RestApiMetrics;
}

export async function buildApp(db: Database, settings: RestApiConfig, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      settings.logLevel === 'silent'
        ? false
        : {
            level: settings.logLevel,
            // Requests are logged without bodies; these headers would carry credentials.
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              err: errorForLog,
              // The query string holds what staff search for (names, e-mails, phone numbers): the path only.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.split('?')[0],
                remoteAddress: request.ip,
              }),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Traced, each request's log lines carry its trace and span ids (core/tracing.ts).
    ...(settings.tracing ? { childLoggerFactory: tracedRequestLogger } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Before any route is added: the tracing hooks wrap each route's handler.
  if (settings.tracing) traceRequests(app);
  options.metrics?.recordRequests(app);

  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', db);
  app.decorate('settings', settings);
  app.decorate('mediaRoot', mediaRoot(app, settings.dataDir));
  app.setErrorHandler(handleError);
  app.addHook('preValidation', refuseNulCharacters);
  app.setNotFoundHandler(routeNotFound);
  // Before any route is added: the spec profile serves only the spec's calls (core/profile.ts).
  if (settings.profile === 'spec') app.addHook('onRoute', withoutExtensions);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back office REST API',
        version: '1.0.0',
        description: 'Send the token from POST /login in the `token` header.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      security: [{ token: [] }],
    },
  });
  await app.register(rateLimit, { global: false });
  await registerMedia(app, app.mediaRoot);

  const { observeRequest } = options;
  if (observeRequest) app.addHook('onRequest', async (request) => observeRequest(request.method, request.url));
  if (settings.latencyMs > 0) {
    app.addHook('onRequest', () => new Promise<void>((resolve) => setTimeout(resolve, settings.latencyMs)));
  }

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || request.url.startsWith(MEDIA_PREFIX)) return;
    const token = request.headers.token;
    const user = typeof token === 'string' && token ? await findSessionUser(db, token) : undefined;
    if (!user) throw new HttpError(401, 'Sesi tidak valid atau sudah berakhir, silakan login kembali');
    request.user = user;
  });

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  authRoutes(app);
  locationRoutes(app);
  warehouseRoutes(app);
  productRoutes(app);
  promotionRoutes(app);
  vendorRoutes(app);
  customerRoutes(app);
  deliveryFeeRoutes(app);
  orderRoutes(app);
  stockRoutes(app);
  sampleRoutes(app);
  returnRoutes(app);
  consignmentInvoiceRoutes(app);
  integrationRoutes(app);
  recipeRoutes(app);
  faqRoutes(app);
  newsletterSubscriberRoutes(app);
  retailerLocationRoutes(app);

  return app;
}
