import * as z from 'zod/mini';

/** Spec 000 §5 Login: the exact messages staff know. (zod/mini keeps the login screen's bundle small.) */
export const loginRules = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'E-mail is required')),
    z.email('E-mail must be a valid email'),
  ),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export type LoginValues = z.input<typeof loginRules>;
