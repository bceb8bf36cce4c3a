import type { Queryable } from '../db/database';
import { femaleFirstNames, lastNames, maleFirstNames } from './indonesianPeople';
import type { SeedOptions } from './options';

const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.co.id',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'ymail.com',
  'icloud.com',
  'kantorku.co.id',
];
const SECONDS_A_YEAR = 365 * 24 * 60 * 60;

/**
 * About 300 subscribers a scale unit, in one INSERT: e-mails made of Indonesian names in a few usual forms
 * (budi.santoso@, dewisaputra88@, rina_halim@), signed up at times spread over the past year. Deterministic;
 * a generated address that repeats another (in any case) is left out, as the unique index requires.
 */
export async function seedNewsletterSubscribers(tx: Queryable, { scale }: SeedOptions) {
  const firstNames = [...maleFirstNames, ...femaleFirstNames].map((name) => name.toLowerCase());
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, created_at)
     SELECT local || '@' || ($3::text[])[1 + (i * 7) % cardinality($3::text[])],
            now() - make_interval(secs => (i::bigint * 2654435761) % $5)
     FROM (
       SELECT i, CASE i % 4
                   WHEN 0 THEN first || '.' || last
                   WHEN 1 THEN first || last || (70 + i % 30)::text
                   WHEN 2 THEN first || '_' || last
                   ELSE first || '.' || last || (i / 100)::text
                 END AS local
       FROM (
         SELECT i, ($1::text[])[1 + i % cardinality($1::text[])] AS first,
                lower(($2::text[])[1 + (i / cardinality($1::text[])) % cardinality($2::text[])]) AS last
         FROM generate_series(0, $4 - 1) AS i
       ) AS names
     ) AS addresses
     ORDER BY i
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [firstNames, lastNames, DOMAINS, 300 * Math.max(1, scale), SECONDS_A_YEAR],
  );
}
