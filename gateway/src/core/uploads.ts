import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { FormData } from 'undici';

import { MEDIA_RULES, type MediaKind, mediaProblem } from '@backoffice/schema/rules/media';

import { gatewayError } from './errors';

export { GraphQLUpload };

/**
 * Files arrive with the GraphQL multipart request spec. Apollo's CSRF prevention stays on: a multipart
 * request must carry Apollo-Require-Preflight, which a cross-site form cannot send.
 */
export const uploadMiddleware = () =>
  graphqlUploadExpress({ maxFileSize: MEDIA_RULES.video.maxBytes + 1, maxFiles: 8 });

export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer<ArrayBuffer>;
}

/** A refused upload, named as forms mark it (`field` and `fields`). */
const refusedUpload = (field: string, message: string, extensions: Record<string, unknown> = {}) =>
  gatewayError('BAD_USER_INPUT', message, { ...extensions, field, fields: [{ field, message }] });

/**
 * The upload's file, or a 400 naming its field when the request could not deliver it: graphql-upload rejects it
 * with the parser's error when the part's headers cannot be read (busboy's "Malformed part header", for a NUL in
 * the file's name), or when the part is missing. The client's request is at fault, so this is no server error.
 */
async function receivedFile(upload: Promise<FileUpload>, label: string, field: string): Promise<FileUpload> {
  try {
    return await upload;
  } catch {
    throw refusedUpload(field, `${label} could not be read: its file name or headers are malformed`, {
      http: { status: 400 },
    });
  }
}

/** Reads one uploaded file, refusing a wrong type or an oversized file with a message that names the slot. */
export async function readUpload(
  upload: Promise<FileUpload>,
  kind: MediaKind,
  label: string,
  field: string,
): Promise<UploadedFile> {
  const file = await receivedFile(upload, label, field);
  const refuse = (size: number) => {
    const problem = mediaProblem(kind, label, { type: file.mimetype, size });
    return problem ? refusedUpload(field, problem) : undefined;
  };
  const wrongType = refuse(0);
  if (wrongType) throw wrongType;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      const tooLarge = refuse(size);
      if (tooLarge) throw tooLarge;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // graphql-upload ends the stream with its own error past maxFileSize.
    throw (error as { extensions?: unknown }).extensions ? error : refuse(MEDIA_RULES[kind].maxBytes + 1);
  }
  return { filename: file.filename, mimetype: file.mimetype, content: Buffer.concat(chunks) };
}

export type FormValue = string | number | boolean | null | undefined;

/**
 * A multipart body for the REST API: text fields (empty values left out) and files. A list is sent as one
 * entry per item under the same name (a recipe's recipeInfo), as the REST API reads it.
 */
export function toRestForm(
  fields: Record<string, FormValue | readonly FormValue[]>,
  files: Record<string, UploadedFile | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(name, String(item));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, new Blob([file.content], { type: file.mimetype }), file.filename);
  }
  return form;
}
