import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { discardFiles, readMultipartForm, registerMedia, type StoredFile } from '../src/core/media';
import { startTestRestApi } from '../src/testing';
import { png } from './restApiSession';

const root = mkdtempSync(join(tmpdir(), 'media-test-'));
const app = Fastify();
let url: string;
let lastFiles: StoredFile[] = [];

beforeAll(async () => {
  await registerMedia(app, root);
  app.post('/upload', async (request) => {
    const form = await readMultipartForm(request, root, 'things');
    lastFiles = form.files;
    if (form.entries.refuse?.[0] === 'yes') {
      await discardFiles(form.files);
      return { refused: true };
    }
    return form;
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

it('stores an uploaded file and serves it back byte for byte at its address', async () => {
  const form = new FormData();
  form.append('name', 'Udang');
  form.append('image0', new Blob([png], { type: 'image/png' }), 'udang.png');
  const answer = (await (await fetch(`${url}/upload`, { method: 'POST', body: form })).json()) as {
    entries: object;
    files: StoredFile[];
  };
  expect(answer.entries).toEqual({ name: ['Udang'] });
  expect(answer.files[0]).toMatchObject({ field: 'image0', mimetype: 'image/png', kind: 'image', size: png.length });
  expect(answer.files[0]!.url).toMatch(/^\/media\/things\/[0-9a-f-]{36}\.png$/);
  const served = await fetch(url + answer.files[0]!.url);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
});

it('leaves nothing on disk when the route refuses the request', async () => {
  const form = new FormData();
  form.append('refuse', 'yes');
  form.append('image0', new Blob([png], { type: 'image/png' }), 'x.png');
  await fetch(`${url}/upload`, { method: 'POST', body: form });
  expect(lastFiles).toHaveLength(1);
  expect(existsSync(lastFiles[0]!.path)).toBe(false);
});

it('refuses a body that is not multipart', async () => {
  const response = await fetch(`${url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(415);
});

it("removes an in-memory API's uploads when it closes, as its records go", async () => {
  const api = await startTestRestApi();
  const { mediaRoot } = api.app;
  expect(existsSync(mediaRoot)).toBe(true);
  await api.close();
  expect(existsSync(mediaRoot)).toBe(false);
});
