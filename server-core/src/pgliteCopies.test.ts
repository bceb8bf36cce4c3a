import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';

import { openCopy } from './pgliteCopies';

/** Files of a database with what the servers' schemas have: identity and serial keys, a generated column, a foreign key, a trigger-kept total. */
let files: Blob;
beforeAll(async () => {
  const db = await PGlite.create();
  await db.exec(`
    CREATE TABLE products (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL,
                           label text GENERATED ALWAYS AS (upper(name)) STORED);
    CREATE TABLE lines (id serial PRIMARY KEY, product_id int NOT NULL REFERENCES products, quantity int NOT NULL);
    CREATE TABLE totals (product_id int PRIMARY KEY REFERENCES products, quantity int NOT NULL);
    CREATE SEQUENCE invoice_numbers;
    CREATE FUNCTION count_line() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO totals VALUES (NEW.product_id, NEW.quantity)
        ON CONFLICT (product_id) DO UPDATE SET quantity = totals.quantity + EXCLUDED.quantity;
      RETURN NEW; END $$;
    CREATE TRIGGER line_counted AFTER INSERT ON lines FOR EACH ROW EXECUTE FUNCTION count_line();
    INSERT INTO products (name) VALUES ('udang'), ('cumi');
    INSERT INTO lines (product_id, quantity) VALUES (1, 5), (2, 3), (1, 2);
    SELECT nextval('invoice_numbers');
  `);
  files = await db.dumpDataDir('none');
  await db.close();
});

/** A set of the files of its own (another Blob, with no copy released yet), and an opener that counts its PGlites. */
function newOpener() {
  let count = 0;
  return {
    files: new Blob([files]),
    open: (from: Blob) => {
      count++;
      return PGlite.create({ loadDataDir: from });
    },
    opened: () => count,
  };
}

/** Everything a reset must put back, as one value. */
async function state(db: PGlite) {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    products: await rows('SELECT * FROM products ORDER BY id'),
    lines: await rows('SELECT * FROM lines ORDER BY id'),
    totals: await rows('SELECT * FROM totals ORDER BY product_id'),
    sequences: await rows('SELECT sequencename, last_value FROM pg_sequences ORDER BY sequencename'),
    // PGlite sets some at start (search_path = public), which DISCARD ALL alone would undo.
    settings: await rows("SELECT name, setting FROM pg_settings WHERE source = 'session' ORDER BY name"),
  };
}

describe('openCopy', () => {
  it('hands a released copy to the next opener exactly as it first opened, session state included', async () => {
    const { files: ownFiles, open, opened } = newOpener();
    const first = await openCopy(ownFiles, open);
    const fresh = await state(first.db);
    expect(fresh.totals).toEqual([
      { product_id: 1, quantity: 7 },
      { product_id: 2, quantity: 3 },
    ]);

    const addProduct = async (db: PGlite) =>
      (await db.query<{ id: number }>("INSERT INTO products (name) VALUES ('kepiting') RETURNING id")).rows[0]!.id;
    const firstAdded = await addProduct(first.db);
    await first.db.exec(`
      UPDATE products SET name = 'udang windu' WHERE id = 1;
      INSERT INTO lines (product_id, quantity) VALUES (${firstAdded}, 4);
      DELETE FROM lines WHERE id = 2;
      SELECT nextval('invoice_numbers'), nextval('invoice_numbers');
      SET search_path = nowhere;
      CREATE TEMPORARY TABLE scratch (x int);
      SELECT pg_advisory_lock(7);
    `);
    await first.release();

    const second = await openCopy(ownFiles, open);
    expect(second.db).toBe(first.db);
    expect(opened()).toBe(1);
    expect(await state(second.db)).toEqual(fresh);
    // New rows are numbered from where the first opener's were, not after its last one.
    expect(await addProduct(second.db)).toBe(firstAdded);
    await expect(second.db.query('SELECT * FROM scratch')).rejects.toThrow(/scratch/);
    expect(await second.db.query('SELECT pg_try_advisory_lock(7) AS free')).toMatchObject({ rows: [{ free: true }] });
    await second.release();
  });

  it('opens another copy for each opener while the others are in use, and reuses them all', async () => {
    const { files: ownFiles, open, opened } = newOpener();
    const both = await Promise.all([openCopy(ownFiles, open), openCopy(ownFiles, open)]);
    expect(both[0].db).not.toBe(both[1].db);
    await Promise.all(both.map((copy) => copy.release()));
    const again = await Promise.all([openCopy(ownFiles, open), openCopy(ownFiles, open)]);
    expect(opened()).toBe(2);
    await Promise.all(again.map((copy) => copy.release()));
  });

  it('does not reuse a copy that cannot be put back: the next opener gets a new one', async () => {
    const { files: ownFiles, open, opened } = newOpener();
    const broken = await openCopy(ownFiles, open);
    await broken.db.close();
    await broken.release();
    const next = await openCopy(ownFiles, open);
    expect(opened()).toBe(2);
    expect((await state(next.db)).products).toHaveLength(2);
    await next.release();
  });
});
