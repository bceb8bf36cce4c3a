import type { ListPreset } from '../generated/graphql';
import type { StoredPreset } from './store';

export const toListPreset = ({ id, createdAt, updatedAt, ...preset }: StoredPreset): ListPreset => ({
  ...preset,
  id: String(id),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
