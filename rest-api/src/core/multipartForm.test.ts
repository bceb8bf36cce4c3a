import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { MAX_INT } from '@backoffice/schema/rules/number';

import { handleError } from './errors';
import type { StoredFile } from './media';
import { defineForm, readFormFields } from './multipartForm';
import { DateText, oneOf, orNull, WholeNumber } from './schemas';

const form = defineForm({
  fields: Type.Object({
    name: Type.String({ maxLength: 10 }),
    quota: WholeNumber(),
    price: orNull(WholeNumber()),
    weight: orNull(Type.Number({ minimum: 0 })),
    size: oneOf([1, 2, 3]),
    kind: oneOf(['a', 'b'], { default: 'a' }),
    active: Type.Boolean({ default: true }),
    day: orNull(DateText),
    lines: Type.Array(Type.Object({ id: WholeNumber() }), { default: [] }),
  }),
  files: { photo: 'image' },
  folder: 'tests',
  check: (values) => values,
});

const valid = { name: ['Udang'], quota: ['5'], size: ['2'] };
const read = (entries: Record<string, string[]>, files: StoredFile[] = []) => readFormFields(form, entries, files);
const file = (field: string, kind: StoredFile['kind'] = 'image'): StoredFile => ({
  field,
  kind,
  mimetype: 'image/png',
  size: 1,
  url: `/media/tests/${field}.png`,
  path: `/tmp/${field}.png`,
});

/** The refusals of a form as the API answers them: the error handler every route uses. */
async function answer(entries: Record<string, string[]>, files: StoredFile[] = []) {
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.post('/', async () => read(entries, files).fields);
  const reply = await app.inject({ method: 'POST', url: '/' });
  await app.close();
  return { status: reply.statusCode, json: reply.json() };
}

describe('a form read by its TypeBox schema', () => {
  it('answers the values typed, empty text as none, left-out fields at their defaults', () => {
    expect(
      read({
        ...valid,
        name: ['  Udang  '],
        price: [''],
        weight: ['1.5'],
        active: ['0'],
        day: ['2025-02-28'],
        lines: ['{"id": 1}', '[{"id": 2}, {"id": 3}]'],
      }),
    ).toEqual({
      fields: {
        name: 'Udang',
        quota: 5,
        price: null,
        weight: 1.5,
        size: 2,
        kind: 'a',
        active: false,
        day: '2025-02-28',
        lines: [{ id: 1 }, { id: 2 }, { id: 3 }],
      },
      files: {},
    });
  });

  it('keeps the first file of a file field, and refuses a file of another kind there', () => {
    const photo = file('photo');
    expect(read(valid, [photo, file('photo')]).files).toEqual({ photo });
    expect(() => read(valid, [file('photo', 'video')])).toThrow('photo must be an image (PNG, JPEG, WebP or GIF)');
  });

  it('refuses a field its schema lacks, text or file, with the usual 400 naming it', async () => {
    expect(await answer({ ...valid, nickname: ['Udang'] }, [file('banner')])).toEqual({
      status: 400,
      json: {
        errors: [
          { field: 'nickname', message: 'nickname is not a field of this form' },
          { field: 'banner', message: 'banner is not a field of this form' },
        ],
      },
    });
  });

  it.each([
    ['a fraction', '1.5'],
    ['a number above the largest integer column', String(MAX_INT + 1)],
    ['a negative number', '-1'],
    ['words', 'lima'],
    ['an exponent', '1e3'],
  ])('refuses %s as a whole number, one error per field', async (_case, quota) => {
    expect(await answer({ ...valid, quota: [quota], price: [quota] })).toEqual({
      status: 400,
      json: {
        errors: [
          { field: 'quota', message: 'quota must be a whole number, 0 or more' },
          { field: 'price', message: 'price must be a whole number, 0 or more' },
        ],
      },
    });
  });

  it('takes the largest integer column', () => {
    expect(read({ ...valid, quota: [String(MAX_INT)] }).fields.quota).toBe(MAX_INT);
  });

  it.each([
    ['name', ['  '], 'name is required'],
    ['name', ['x'.repeat(11)], 'name must be at most 10 characters'],
    ['size', ['4'], 'size must be one of 1, 2, 3'],
    ['kind', ['c'], 'kind must be one of a, b'],
    ['weight', ['-1'], 'weight must be 0 or more'],
    ['weight', ['berat'], 'weight must be a decimal number'],
    ['active', ['ya'], 'active must be 0 or 1'],
    ['day', ['2025-02-30'], 'day must be a date (YYYY-MM-DD)'],
    ['lines', ['{"id": -1}'], 'lines.0.id must be a whole number, 0 or more'],
    ['lines', ['{}'], 'lines.0.id is required'],
    ['lines', ['satu'], 'lines.0 must be JSON text of an object'],
  ])('refuses %s %o in the words of its schema', async (name, texts, message) => {
    const { status, json } = await answer({ ...valid, [name]: texts });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: message.split(' ')[0], message }]);
  });
});
