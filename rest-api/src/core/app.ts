/**
 * The type of the Fastify instance the routes are registered on, apart from app.ts that builds it, so the
 * domains' routes.ts need not import the file that imports them all.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

import type { RestApiConfig } from '../config';
import type { Database } from '../db/database';

/** The user whose session token a request carries (auth/sessions.ts finds it). */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: RestApiConfig;
    /** Folder of uploaded media (see core/media.ts). */
    mediaRoot: string;
  }
  interface FastifyRequest {
    user?: SessionUser;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
