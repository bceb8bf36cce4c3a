import { type Static, Type } from '@sinclair/typebox';

import { Timestamp } from '../core/schemas';

/** Spec 002 §3: read-only here; the public website adds subscribers. */
export const NewsletterSubscriber = Type.Object({ id: Type.Integer(), email: Type.String(), createdAt: Timestamp });
export type NewsletterSubscriber = Static<typeof NewsletterSubscriber>;
