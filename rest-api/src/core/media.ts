import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';

import { MEDIA_RULES, type MediaKind, wrongMediaTypeMessage } from '@backoffice/schema/rules/media';

import { HttpError } from './errors';

/**
 * Uploaded media lives on disk under DATA_DIR/media and is served publicly at /media/…, so images load
 * in <img> without a token; file names are random UUIDs, so an address reveals nothing.
 *
 * Media is served from the dashboard's own origin (the web and the gateway proxy /media), so a file must never be
 * able to act as a page: its type is read from its bytes (file-type), only the image and video types of
 * MEDIA_RULES are kept, its name and extension are generated from that type (never the client's name or declared
 * type), and it is served with nosniff and a sandboxing Content-Security-Policy.
 */
export const MEDIA_PREFIX = '/media/';
const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_RULES).map((rule) => rule.maxBytes));

/** The extension file-type gives each type: a file is stored, and served, under it. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
/** MEDIA_RULES' types by extension, with their kind of slot; a type without an extension here is never accepted. */
const ACCEPTED = new Map(
  (Object.entries(MEDIA_RULES) as Array<[MediaKind, (typeof MEDIA_RULES)[MediaKind]]>).flatMap(([kind, rule]) =>
    rule.mimeTypes.map((mime) => [EXTENSIONS[mime], { mime, kind }] as const),
  ),
);
const MEDIA_KINDS = Object.keys(MEDIA_RULES) as MediaKind[];

/** What the browser gets with every media file: no sniffing, no scripts, no plugins, no page of its own. */
const MEDIA_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
};

export interface StoredFile {
  field: string;
  /** Read from the file's bytes: one of MEDIA_RULES' types. */
  mimetype: string;
  kind: MediaKind;
  size: number;
  /** Where the browser loads it, relative to the API: /media/<folder>/<name>. */
  url: string;
  path: string;
}

export interface MultipartForm {
  /** Every value of each text field, in the order sent: a list is sent as one entry per item (a recipe's recipeInfo). */
  entries: Record<string, string[]>;
  files: StoredFile[];
}

/**
 * Where `app` keeps uploads: DATA_DIR/media. An in-memory database (tests, e2e) gets a temporary folder of the app's
 * own instead, removed when the app closes, as its records are.
 */
export function mediaRoot(app: FastifyInstance, dataDir: string | null): string {
  if (dataDir) {
    const root = join(dataDir, 'media');
    mkdirSync(root, { recursive: true });
    return root;
  }
  const root = mkdtempSync(join(tmpdir(), 'backoffice-media-'));
  app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  return root;
}

export async function registerMedia(app: FastifyInstance, root: string) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 100, fieldSize: 1024 * 1024 },
  });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
    schemaHide: true,
    // Only files stored under an accepted type's extension are served (one from before types were read is not).
    allowedPath: (path) => ACCEPTED.has(extname(path).slice(1)),
    setHeaders: (response, path) => {
      for (const [name, value] of Object.entries(MEDIA_HEADERS)) response.setHeader(name, value);
      response.setHeader('Content-Disposition', `inline; filename="${basename(path)}"`);
    },
  });
}

/**
 * Reads a multipart body: text fields as strings, files streamed to disk under `folder`. When the route
 * later refuses the request it must call `discardFiles`, so nothing is half-saved. A file of no accepted type
 * is refused in the words of the kinds the form takes (`accepts`: an image-only form never mentions videos).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  root: string,
  folder: string,
  accepts: readonly MediaKind[] = MEDIA_KINDS,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this request as multipart/form-data');
  const form: MultipartForm = { entries: {}, files: [] };
  const directory = join(root, folder);
  mkdirSync(directory, { recursive: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        // PostgreSQL text cannot hold a NUL character.
        if (value.includes('\u0000'))
          throw new HttpError(400, `${part.fieldname} must not contain the NUL character`, part.fieldname);
        (form.entries[part.fieldname] ??= []).push(value);
        continue;
      }
      // The client's file name and declared type are not used: the bytes say what the file is.
      const name = randomUUID();
      const received = {
        field: part.fieldname,
        mimetype: '',
        kind: 'image' as MediaKind,
        size: 0,
        url: '',
        path: join(directory, name),
      };
      form.files.push(received);
      await pipeline(part.file, createWriteStream(received.path));
      if (part.file.truncated) throw tooLarge(part.fieldname, MAX_UPLOAD_BYTES);
      const type = await fileTypeFromFile(received.path);
      const accepted = type && ACCEPTED.get(type.ext);
      if (!type || !accepted || accepted.mime !== type.mime)
        throw new HttpError(400, wrongMediaTypeMessage(part.fieldname, accepts), part.fieldname);
      if (part.file.bytesRead > MEDIA_RULES[accepted.kind].maxBytes)
        throw tooLarge(part.fieldname, MEDIA_RULES[accepted.kind].maxBytes);
      const stored = `${name}.${type.ext}`;
      await rename(received.path, join(directory, stored));
      Object.assign(received, {
        mimetype: accepted.mime,
        kind: accepted.kind,
        size: part.file.bytesRead,
        url: `${MEDIA_PREFIX}${folder}/${stored}`,
        path: join(directory, stored),
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

const tooLarge = (field: string, maxBytes: number) =>
  new HttpError(413, `${field} is larger than the ${maxBytes / 1024 / 1024} MB limit`, field);
