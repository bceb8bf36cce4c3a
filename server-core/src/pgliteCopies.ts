/**
 * In-memory PGlite databases that each start as a copy of the same files: a test's fresh database (the REST API's
 * demo data, the gateway's migrated store). Opening a copy starts a PGlite, about 1 CPU s of unpacking files and
 * starting PostgreSQL, which was most of a test stack's start and was paid by every test file. So a closed copy stays
 * open: it is put back as it started (about 0.1 CPU s) and handed to the next opener of the same files in the process.
 * Only tests open more than one copy; a server opens one and never sees the difference.
 *
 * Put back: every row of every table of the public schema, every sequence's position, and the session's state
 * (DISCARD ALL: prepared statements, temporary tables, advisory locks; then the settings as the copy opened with them,
 * since PGlite sets search_path for its session and DISCARD ALL would leave it at pg_catalog). Triggers stay off while
 * the rows go back, since the tables they maintain are put back too. A table a test creates is not removed.
 */

/** What this needs of a PGlite instance; each server opens its own, with its extensions. */
export interface PgliteDatabase {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface OpenedDatabase<Db extends PgliteDatabase> {
  db: Db;
  /** The opener's close: a reused copy is put back as it started and kept for the next opener; any other is closed. */
  release(): Promise<void>;
}

/** The schema that holds a copy's first rows, beside the public schema it restores. */
const SNAPSHOT_SCHEMA = 'reused_copy_snapshot';
/** Idle copies kept per set of files: a test file that opens several at once (replicas) leaves that many. */
const MAX_IDLE = 4;

interface Copy {
  db: PgliteDatabase;
  /** The script that puts the database back as it was when first opened. */
  restore: string;
}

const idleByFiles = new WeakMap<Blob, Copy[]>();

function idleCopiesOf(files: Blob): Copy[] {
  let idle = idleByFiles.get(files);
  if (!idle) idleByFiles.set(files, (idle = []));
  return idle;
}

/**
 * A server's embedded database, made by `open`. An in-memory copy of `copyOf` (a test's) is reused: one released
 * earlier, put back. A database on disk, or one that starts empty, is opened as `open` makes it.
 */
export async function openEmbedded<Db extends PgliteDatabase>(
  open: (files?: Blob) => Promise<Db>,
  { copyOf, inMemory }: { copyOf?: Blob; inMemory: boolean },
): Promise<OpenedDatabase<Db>> {
  if (copyOf && inMemory) return openCopy(copyOf, open);
  const db = await open(copyOf);
  return { db, release: () => db.close() };
}

/** A database that is a copy of `files`, made by `open` or, when one was released earlier, that one put back. */
export async function openCopy<Db extends PgliteDatabase>(
  files: Blob,
  open: (files: Blob) => Promise<Db>,
): Promise<OpenedDatabase<Db>> {
  const idle = idleCopiesOf(files);
  const copy = idle.pop() ?? (await newCopy(await open(files)));
  return {
    // Every copy of these files was made by this `open`: the same type.
    db: copy.db as Db,
    async release() {
      try {
        // Alone: DISCARD ALL may not run inside the implicit transaction of a script.
        await copy.db.exec('DISCARD ALL');
        await copy.db.exec(copy.restore);
      } catch {
        // A copy that cannot be put back (closed by its user, broken) is not reused: the next opener gets a new one.
        await copy.db.close().catch(() => undefined);
        return;
      }
      if (idle.length < MAX_IDLE) idle.push(copy);
      else await copy.db.close();
    },
  };
}

/** Keeps the rows and sequence positions `db` has now, and writes the script that puts them back. */
async function newCopy(db: PgliteDatabase): Promise<Copy> {
  const { rows: tables } = await db.query<{ name: string; columns: string }>(
    `SELECT format('%I', c.relname) AS name,
            string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const sequences = await sequencePositions(db);
  const { rows: settings } = await db.query<{ statement: string }>(
    `SELECT format('SELECT set_config(%L, %L, false);', name, setting) AS statement
       FROM pg_settings
      WHERE source = 'session'`,
  );
  if (tables.length > 0)
    await db.exec(
      [
        `CREATE SCHEMA ${SNAPSHOT_SCHEMA};`,
        ...tables.map(
          ({ name, columns }) => `CREATE TABLE ${SNAPSHOT_SCHEMA}.${name} AS SELECT ${columns} FROM public.${name};`,
        ),
      ].join('\n'),
    );
  const restore = [
    ...settings.map((setting) => setting.statement),
    // Off: the triggers that keep derived tables (stock totals) would count the restored rows again.
    'SET session_replication_role = replica;',
    ...(tables.length > 0 ? [`TRUNCATE ${tables.map(({ name }) => `public.${name}`).join(', ')};`] : []),
    ...tables.map(
      ({ name, columns }) =>
        `INSERT INTO public.${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${SNAPSHOT_SCHEMA}.${name};`,
    ),
    ...sequences,
    'RESET session_replication_role;',
  ].join('\n');
  return { db, restore };
}

/** A `setval` per sequence of the public schema, at the position it has now. */
async function sequencePositions(db: PgliteDatabase): Promise<string[]> {
  const { rows } = await db.query<{ statement: string }>(
    `SELECT format('SELECT setval(%L, %s, %L);', format('%I.%I', schemaname, sequencename),
                   COALESCE(last_value, start_value), last_value IS NOT NULL) AS statement
       FROM pg_sequences
      WHERE schemaname = 'public'`,
  );
  return rows.map((row) => row.statement);
}
