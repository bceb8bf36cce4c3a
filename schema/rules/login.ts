/**
 * Spec 000 §5 Login: the exact messages staff know. Plain code rather than a zod schema: the login
 * screen is the first load, and two fields do not justify shipping a validation library in it.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;

/** A basic e-mail pattern, as the spec asks: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem of each field; an empty object when Login may be pressed. */
export function loginProblems({ email, password }: LoginValues): Partial<Record<LoginField, string>> {
  const problems: Partial<Record<LoginField, string>> = {};
  const address = email.trim();
  if (!address) problems.email = 'E-mail is required';
  else if (!EMAIL.test(address)) problems.email = 'E-mail must be a valid email';
  if (!password) problems.password = 'Password is required';
  return problems;
}
