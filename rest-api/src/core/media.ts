import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Uploaded media lives on disk under DATA_DIR/media and is served publicly at /media/…, so images load
 * in <img> without a token; file names are random UUIDs, so an address reveals nothing.
 */
export const MEDIA_PREFIX = '/media/';
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface StoredFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  /** Where the browser loads it, relative to the API: /media/<folder>/<name>. */
  url: string;
  path: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: StoredFile[];
}

export function mediaRoot(dataDir: string | null): string {
  // An in-memory database (tests, e2e) still needs somewhere to keep files for the life of the process.
  const root = dataDir ? join(dataDir, 'media') : join(tmpdir(), `backoffice-media-${process.pid}`);
  mkdirSync(root, { recursive: true });
  return root;
}

export async function registerMedia(app: FastifyInstance, root: string) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 100, fieldSize: 1024 * 1024 } });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
    schemaHide: true,
  });
}

/**
 * Reads a multipart body: text fields as strings, files streamed to disk under `folder`. When the route
 * later refuses the request it must call `discardFiles`, so nothing is half-saved.
 */
export async function readMultipartForm(request: FastifyRequest, root: string, folder: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this request as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  const directory = join(root, folder);
  mkdirSync(directory, { recursive: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        // PostgreSQL text cannot hold a NUL character.
        if (value.includes('\u0000')) throw new HttpError(400, `${part.fieldname} must not contain the NUL character`, part.fieldname);
        form.fields[part.fieldname] = value;
        continue;
      }
      const name = `${randomUUID()}${safeExtension(part.filename)}`;
      const path = join(directory, name);
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) {
        form.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, size: 0, url: '', path });
        throw new HttpError(413, `${part.fieldname} is larger than the ${MAX_UPLOAD_BYTES / 1024 / 1024} MB limit`, part.fieldname);
      }
      form.files.push({
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        size: part.file.bytesRead,
        url: `${MEDIA_PREFIX}${folder}/${name}`,
        path,
      });
    }
  } catch (error) {
    await discardFiles(form.files);
    throw error;
  }
  return form;
}

export async function discardFiles(files: Array<{ path: string }>) {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** Runs the write that follows an upload; when it fails, the request's files go, so nothing is half-saved. */
export async function discardOnFailure<T>(files: Array<{ path: string }>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}

/** Removes a stored file given its public URL (a replaced or deleted product image). */
export async function removeMedia(root: string, url: string | null | undefined) {
  if (!url?.startsWith(MEDIA_PREFIX)) return;
  const relative = url.slice(MEDIA_PREFIX.length);
  if (relative.includes('..')) return;
  await rm(join(root, relative), { force: true });
}

function safeExtension(filename: string): string {
  const extension = extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(extension) ? extension : '';
}

export const isImage = (file: StoredFile) => file.mimetype.startsWith('image/');
export const isVideo = (file: StoredFile) => file.mimetype.startsWith('video/');
