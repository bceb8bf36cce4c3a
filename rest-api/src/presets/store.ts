import { MAX_PRESETS_PER_LIST, PRESETS_FULL_MESSAGE } from '@backoffice/schema/rules/listPreset';

import { HttpError, isUniqueViolation, notFound } from '../core/errors';
import { lockUntilCommit, recordTimes, type Stored, withIsoTimes } from '../core/store';
import type { Database, Queryable } from '../db/database';
import type { ListPreset, ListPresetBody, ListPresetChanges } from './schemas';

/** A preset as the contract shows it, but for its times. */
const COLUMNS = `p.id, p.list, p.name, p.params, ${recordTimes('p')}`;

const toPreset = (row: Stored<ListPreset>) => withIsoTimes(row) as unknown as ListPreset;

/**
 * A name the user already gave another preset of the list, in any case: 409. The message names the preset, not
 * the field, so a preset called "name" is not read as the field's name (the gateway marks `name` itself).
 */
class PresetNameTaken extends HttpError {
  constructor(name: string) {
    super(409, `A preset named ${name} already exists for this list`);
  }
}

function requiredName(name: string) {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, 'name is required', 'name');
  return trimmed;
}

/**
 * Runs a write of preset `name`; the unique index on (user, list, lower(name)) decides, so two tabs saving the
 * same name at once cannot both succeed. The refusal names the preset that has it, as it is spelt.
 */
async function withFreeName<T>(
  db: Queryable,
  userId: number,
  list: string,
  name: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'list_presets_name')) throw error;
    const [taken] = await db.query<{ name: string }>(
      'SELECT name FROM list_presets WHERE user_id = $1 AND list = $2 AND lower(name) = lower($3)',
      [userId, list, name],
    );
    throw new PresetNameTaken(taken?.name ?? name);
  }
}

/** The user's presets of one list, by name. Another user's are never read: every statement names the user. */
export async function listPresets(db: Queryable, userId: number, list: string): Promise<ListPreset[]> {
  const rows = await db.query<Stored<ListPreset>>(
    `SELECT ${COLUMNS} FROM list_presets p WHERE p.user_id = $1 AND p.list = $2 ORDER BY lower(p.name), p.id`,
    [userId, list],
  );
  return rows.map(toPreset);
}

/**
 * Saves a preset; a list that already has MAX_PRESETS_PER_LIST of the user's presets refuses it (409 on `list`).
 * The count and the insert are one transaction under a lock on the user's presets, so two saves at once
 * cannot both pass the limit.
 */
export async function createPreset(db: Database, userId: number, body: ListPresetBody): Promise<ListPreset> {
  const name = requiredName(body.name);
  // A taken name is looked up after the transaction has rolled back, never inside the failed one.
  return withFreeName(db, userId, body.list, name, () =>
    db.transaction(async (tx) => {
      await lockUntilCommit(tx, 'userPresets', userId);
      const [counted] = await tx.query<{ presets: number }>(
        'SELECT count(*)::int AS presets FROM list_presets WHERE user_id = $1 AND list = $2',
        [userId, body.list],
      );
      if (counted!.presets >= MAX_PRESETS_PER_LIST) throw new HttpError(409, PRESETS_FULL_MESSAGE, 'list');
      const [row] = await tx.query<Stored<ListPreset>>(
        `INSERT INTO list_presets AS p (user_id, list, name, params) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [userId, body.list, name, body.params],
      );
      return toPreset(row!);
    }),
  );
}

/** Renames a preset and replaces its params; another user's preset is not found, as one that does not exist. */
export async function replacePreset(
  db: Queryable,
  userId: number,
  id: number,
  body: ListPresetChanges,
): Promise<ListPreset> {
  const name = requiredName(body.name);
  const [current] = await db.query<{ list: string }>('SELECT list FROM list_presets WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  if (!current) throw notFound('Preset', id);
  const [row] = await withFreeName(db, userId, current.list, name, () =>
    db.query<Stored<ListPreset>>(
      `UPDATE list_presets AS p SET name = $3, params = $4, updated_at = now() WHERE p.id = $1 AND p.user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, name, body.params],
    ),
  );
  if (!row) throw notFound('Preset', id);
  return toPreset(row);
}

/** Deletes a preset and answers it as it was. */
export async function removePreset(db: Queryable, userId: number, id: number): Promise<ListPreset> {
  const [row] = await db.query<Stored<ListPreset>>(
    `DELETE FROM list_presets AS p WHERE p.id = $1 AND p.user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
  if (!row) throw notFound('Preset', id);
  return toPreset(row);
}
