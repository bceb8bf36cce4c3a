import { Type } from '@sinclair/typebox';

export const User = Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() });

export const LoginBody = Type.Object({ email: Type.String({ minLength: 1 }), password: Type.String({ minLength: 1 }) });

export const LoginReply = Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }), User });
