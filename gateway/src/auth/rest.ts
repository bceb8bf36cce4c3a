import type { GatewayContext } from '../core/context';

export interface RestUser {
  id: number;
  email: string;
  name: string;
}

export interface RestSession {
  token: string;
  expiresAt: string;
  User: RestUser;
}

export const login = ({ rest }: GatewayContext, email: string, password: string) =>
  rest.post<RestSession>('/login', { email, password });

export const logout = ({ rest }: GatewayContext) => rest.post<{ message: string }>('/logout');

export const fetchMe = async ({ rest }: GatewayContext) => (await rest.get<{ User: RestUser }>('/me')).User;
