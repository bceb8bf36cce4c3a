import { loginRules, type LoginValues } from '@backoffice/schema/rules/login';
import * as z from 'zod/mini';

export type LoginField = keyof LoginValues;

/** The login rules applied to what is typed: whether Login may be pressed, and the first message per field. */
export function checkLogin(values: LoginValues): { valid: boolean; errors: Partial<Record<LoginField, string>> } {
  const result = z.safeParse(loginRules, values);
  if (result.success) return { valid: true, errors: {} };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { valid: false, errors };
}
