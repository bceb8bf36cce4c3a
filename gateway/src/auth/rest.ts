import type { RestClient } from '../core/restClient';

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

export const login = (rest: RestClient, email: string, password: string) =>
  rest.post<RestSession>('/login', { email, password });

export const logout = (rest: RestClient) => rest.post<{ message: string }>('/logout');

export const fetchMe = async (rest: RestClient) => (await rest.get<{ User: RestUser }>('/me')).User;
