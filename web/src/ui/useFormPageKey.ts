/**
 * Idempotency keys of form submissions (issue 35 §2). Each submission sends its create with an `Idempotency-Key`
 * header; the gateway runs a key once and answers its repeats with the first answer. Saving again after a failure
 * without changing anything is a retry of the same submission and sends the same key, so a create whose answer was
 * lost (a time-out, a dropped connection) or a double click never creates twice. Any changed value, or a save after
 * a success, is a new submission with a new key.
 */

/** What a create mutation call takes to send its submission's key: `createX({ variables, context })`. */
export interface SubmissionRequest {
  context: { headers: { 'Idempotency-Key': string } };
}

export const submissionRequest = (key: string): SubmissionRequest => ({
  context: { headers: { 'Idempotency-Key': key } },
});

/** Same values: plain objects and lists by their contents, anything else (a chosen file) as the same one. */
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValues(v, b[i]));
  const plain = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  if (!plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValues(a[key], b[key]));
}

/** The keys of one form's submissions. */
export function submissionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { input: unknown; key: string } | undefined;
  return {
    /** The key of a submission of `input`: the last one's while it has not succeeded and nothing changed, else new. */
    keyFor(input: unknown): string {
      if (!last || !sameValues(last.input, input)) last = { input, key: newKey() };
      return last.key;
    },
    /** The last submission succeeded: the next one is new, even with the same values. */
    saved() {
      last = undefined;
    },
  };
}
