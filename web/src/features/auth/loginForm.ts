import { type LoginField, loginProblems, type LoginValues } from '@backoffice/schema/rules/login';

export type { LoginField };

/** The login rules applied to what is typed: whether Login may be pressed, and the message per field. */
export function checkLogin(values: LoginValues): { valid: boolean; errors: Partial<Record<LoginField, string>> } {
  const errors = loginProblems(values);
  return { valid: Object.keys(errors).length === 0, errors };
}
