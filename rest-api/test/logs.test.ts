import { expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

/** Every line the REST API logs while these tests run. */
const lines: string[] = [];
const rest = restApiSession({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
const { call } = rest;

const email = 'rahasia.pribadi@contoh-unik.co.id';
const phone = '+6289912345678';
const accountNumber = '9876501234567';

it('logs a failed statement by its shape and names, never the e-mail, phone or bank account it carried', async () => {
  // A constraint the routes do not check first makes the INSERT fail in the database: the unexpected error that is logged.
  await rest.api.db.exec(`ALTER TABLE vendors ADD CONSTRAINT log_probe CHECK (email IS DISTINCT FROM '${email}')`);
  const vendor = {
    company_name: 'CV Log Uji',
    first_name: 'Rahasia',
    email,
    phone_number: phone,
    account_number: accountNumber,
    city_id: 3578,
    tax_status: 'PKP',
  };
  const answer = await call('POST', '/vendors', vendor);
  await rest.api.db.exec('ALTER TABLE vendors DROP CONSTRAINT log_probe');
  expect(answer.status).toBe(500);
  expect(answer.text).not.toContain(email);

  const logged = lines.join('');
  const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
  expect(failure.err).toMatchObject({
    code: '23514',
    constraint: 'log_probe',
    table: 'vendors',
    statement: expect.stringMatching(/^INSERT INTO vendors \(.*\) VALUES \(\$1, /),
  });
  for (const value of [email, phone, phone.slice(1), accountNumber, 'Rahasia']) expect(logged).not.toContain(value);
});

it('logs a request by its path, without the query that may name a customer', async () => {
  expect((await call('GET', `/customers?customer=${encodeURIComponent(email)}`)).status).toBe(200);
  expect(lines.join('')).toContain('"url":"/customers"');
  expect(lines.join('')).not.toContain('rahasia');
});
