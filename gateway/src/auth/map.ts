import type { User } from '../generated/graphql';
import type { Staff } from './store';

/** A staff member as the schema's User: its id is the gateway store's. */
export const toUser = ({ id, email, name, role }: Staff): User => ({ id: String(id), email, name, role });
