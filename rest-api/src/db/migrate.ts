import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { packageRoot } from '../core/packageRoot';
import type { Database } from './database';

/** Applies every migrations/NNN_name.sql not applied yet, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  const folder = join(packageRoot(), 'migrations');
  const pending = readdirSync(folder)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(join(folder, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    });
  }
  return pending;
}

/** Migrations hold plain DDL statements separated by semicolons at line ends (no functions bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
