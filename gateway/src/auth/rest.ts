import type { GatewayContext } from '../core/context';

/** A user as the REST API may describe one: our stand-in does, the spec promises nothing of it. */
export interface RestAccount {
  email: string;
  name?: string;
}

/** POST /login's answer: the spec promises the token only; our stand-in adds when it ends and whose it is. */
export interface RestLoginAnswer {
  token: string;
  expiresAt?: string;
  User?: RestAccount;
}

export const login = ({ rest }: GatewayContext, email: string, password: string) =>
  rest.post<RestLoginAnswer>('/login', { email, password });

/** Only where the REST API offers it (`logout`, core/upstream.ts). */
export const logout = ({ rest }: GatewayContext) => rest.post<{ message: string }>('/logout');

/** Only where the REST API offers it (`currentUser`, core/upstream.ts). */
export const fetchMe = async ({ rest }: GatewayContext) => (await rest.get<{ User: RestAccount }>('/me')).User;
