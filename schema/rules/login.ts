import { z } from 'zod';

/** Spec 000 §5 Login: the exact messages staff know. */
export const loginRules = z.object({
  email: z.string().trim().min(1, 'E-mail is required').pipe(z.email('E-mail must be a valid email')),
  password: z.string().min(1, 'Password is required'),
});

export type LoginValues = z.input<typeof loginRules>;
