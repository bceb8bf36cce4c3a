import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import type { AppOptions } from '../src/app';
import type { RestApiConfig } from '../src/config';
import type { RunningRestApi } from '../src/server';
import { demoAdmin, startTestRestApi } from '../src/testing';

export interface RestAnswer {
  status: number;
  /** The parsed body, or undefined when it is not JSON (a status-text error, say). */
  json: any;
  text: string;
  contentType: string | null;
}

/**
 * The real REST API on a fresh in-memory database for one test file, signed in as the demo admin.
 * `call` sends JSON (or a FormData as multipart) with the admin's token unless other headers are given.
 */
export function restApiSession(overrides: Partial<RestApiConfig> = {}, options: AppOptions = {}) {
  const session = {} as { api: RunningRestApi; token: string };

  /** The status and body only: for tests that compare whole answers. */
  async function send(...args: Parameters<typeof call>) {
    const { status, json } = await call(...args);
    return { status, json };
  }

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { token: session.token },
  ): Promise<RestAnswer> {
    const multipart = body instanceof FormData;
    const response = await fetch(session.api.url + path, {
      method,
      headers: { ...headers, ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, contentType: response.headers.get('content-type') };
  }

  /**
   * DELETE `path` while a probe table refers to `table`'s record `id` (the refusal), then again once
   * nothing does: a 409 is tested without depending on which domains refer to which.
   */
  async function deleteWhileReferenced(path: string, table: string, id: number) {
    await session.api.db.exec(`CREATE TABLE usage_probe (ref integer REFERENCES ${table} (id))`);
    await session.api.db.query('INSERT INTO usage_probe VALUES ($1)', [id]);
    const refused = await call('DELETE', path);
    await session.api.db.exec('DROP TABLE usage_probe');
    return { refused, deleted: await call('DELETE', path) };
  }

  beforeAll(async () => {
    session.api = await startTestRestApi(overrides, options);
    session.token = (await call('POST', '/login', demoAdmin, {})).json.token;
  });
  afterAll(() => session.api.close());

  return {
    call,
    send,
    deleteWhileReferenced,
    /** The files stored under the media folder `folder`: a refused upload must leave none behind. */
    mediaFiles(folder: string) {
      const directory = join(session.api.app.mediaRoot, folder);
      return existsSync(directory) ? readdirSync(directory) : [];
    },
    get api() {
      return session.api;
    },
    get token() {
      return session.token;
    },
  };
}

/** The smallest file whose bytes say PNG. */
export const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export interface FormFile {
  bytes: Buffer;
  type: string;
  name: string;
}

/** A multipart body as the dashboard sends it: text fields (undefined ones left out) and files by field name. */
export function multipartForm(values: Record<string, string | undefined>, files: Record<string, FormFile> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) body.append(name, value);
  for (const [name, file] of Object.entries(files))
    body.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}
