import {
  type ListPresetInputValues,
  MAX_PRESETS_PER_LIST,
  PRESETS_FULL_MESSAGE,
} from '@backoffice/schema/rules/listPreset';

import { type GatewayStore, isUniqueViolation, type Queryable } from '../core/database';
import { gatewayError } from '../core/errors';

/** A preset as its table holds it. */
export interface StoredPreset {
  id: number;
  list: string;
  name: string;
  params: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A preset's new name and params: it stays on its list. */
interface PresetChanges {
  name: string;
  params: string;
}

const COLUMNS = 'id, list, name, params, created_at AS "createdAt", updated_at AS "updatedAt"';

/** The advisory lock class a save holds on a staff member's presets while it counts them. */
export const PRESETS_LOCK = 15;

/** A refusal about one input field, as the shared rules' refusals are: `field` and `fields` name it. */
const refusal = (code: 'CONFLICT', field: string, message: string) =>
  gatewayError(code, message, { field, fields: [{ field, message }] });

const notFound = (id: number) => gatewayError('NOT_FOUND', `Preset ${id} not found`);

/**
 * Runs a write of preset `name`; the unique index on (staff, list, lower(name)) decides, so two tabs saving the same
 * name at once cannot both succeed. The refusal names the preset that has the name, as it is spelt.
 */
async function withFreeName<T>(db: Queryable, staffId: number, list: string, name: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'list_presets_name')) throw error;
    // Looked up after the failed write's transaction has ended, never inside it.
    const [taken] = await db.query<{ name: string }>(
      'SELECT name FROM list_presets WHERE staff_id = $1 AND list = $2 AND lower(name) = lower($3)',
      [staffId, list, name],
    );
    throw refusal('CONFLICT', 'name', `A preset named ${taken?.name ?? name} already exists for this list`);
  }
}

/** The staff member's presets of one list, by name. Every statement here names the staff member: nobody reads another's. */
export function listPresets(db: Queryable, staffId: number, list: string): Promise<StoredPreset[]> {
  return db.query<StoredPreset>(
    `SELECT ${COLUMNS} FROM list_presets WHERE staff_id = $1 AND list = $2 ORDER BY lower(name), id`,
    [staffId, list],
  );
}

/**
 * Saves a preset; a list that already has MAX_PRESETS_PER_LIST of the staff member's presets refuses it (CONFLICT
 * on `list`). The count and the insert are one transaction under a lock on their presets, so two saves at once
 * cannot both pass the limit.
 */
export function createPreset(db: GatewayStore, staffId: number, preset: ListPresetInputValues): Promise<StoredPreset> {
  return withFreeName(db, staffId, preset.list, preset.name, () =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [PRESETS_LOCK, staffId]);
      const [counted] = await tx.query<{ presets: number }>(
        'SELECT count(*)::int AS presets FROM list_presets WHERE staff_id = $1 AND list = $2',
        [staffId, preset.list],
      );
      if (counted!.presets >= MAX_PRESETS_PER_LIST) throw refusal('CONFLICT', 'list', PRESETS_FULL_MESSAGE);
      const [row] = await tx.query<StoredPreset>(
        `INSERT INTO list_presets (staff_id, list, name, params) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [staffId, preset.list, preset.name, preset.params],
      );
      return row!;
    }),
  );
}

/** Renames a preset and replaces its params; another staff member's preset is not found, as one that does not exist. */
export async function replacePreset(
  db: Queryable,
  staffId: number,
  id: number,
  changes: PresetChanges,
): Promise<StoredPreset> {
  const [current] = await db.query<{ list: string }>('SELECT list FROM list_presets WHERE id = $1 AND staff_id = $2', [
    id,
    staffId,
  ]);
  if (!current) throw notFound(id);
  const [row] = await withFreeName(db, staffId, current.list, changes.name, () =>
    db.query<StoredPreset>(
      `UPDATE list_presets SET name = $3, params = $4, updated_at = now() WHERE id = $1 AND staff_id = $2 RETURNING ${COLUMNS}`,
      [id, staffId, changes.name, changes.params],
    ),
  );
  if (!row) throw notFound(id);
  return row;
}

/** Deletes a preset and answers it as it was. */
export async function deletePreset(db: Queryable, staffId: number, id: number): Promise<StoredPreset> {
  const [row] = await db.query<StoredPreset>(
    `DELETE FROM list_presets WHERE id = $1 AND staff_id = $2 RETURNING ${COLUMNS}`,
    [id, staffId],
  );
  if (!row) throw notFound(id);
  return row;
}
