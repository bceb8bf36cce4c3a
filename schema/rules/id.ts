import * as z from 'zod/mini';

import { MAX_INT } from './number';

/**
 * Record ids. The REST API keys every record with a PostgreSQL integer, so an id is 1 to MAX_INT (2³¹−1) in
 * plain digits. Anything else ("abc", "1 OR 1=1", "3175#", "../1", "-1", "007") is refused where it is typed
 * or received, instead of turning into NaN and then null on its way to the REST API.
 */
export const isRecordId = (text: string) => /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_INT;

/** "City id must be a positive whole number": the words of every refused id, in the forms and in the gateway. */
export const badIdMessage = (label: string) => `${label} id must be a positive whole number`;

/** An id that must be given: empty text (a select with no choice) is "required", anything else must be a record id. */
export const requiredId = (label: string, emptyMessage = `${label} is required`) =>
  z.string({ error: emptyMessage }).check(
    z.minLength(1, emptyMessage),
    z.refine((id) => id === '' || isRecordId(id), badIdMessage(label)),
  );

/** An id that may be left out (null, or '' in a form's select); what is given must be a record id. */
export const optionalId = (label: string) =>
  z.string().check(z.refine((id) => id === '' || isRecordId(id), badIdMessage(label)));
