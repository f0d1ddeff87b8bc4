import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentType, ErrorCode } from '@ante/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, ValidationError } from '../../lib/errors';
import type { DocumentStore } from './document-store';

/** A document as kept in the store, before any submission names it. */
export interface UploadedDocument {
  slot: string;
  key: string;
  bytes: number;
  /** What the bytes are, as the file's magic numbers say; the name and claimed type are ignored. */
  contentType: DocumentType;
}

export interface Upload {
  files: UploadedDocument[];
  fields: Record<string, string>;
}

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;
/** Room in a whole upload for what is not a file: the text fields, part headers and boundaries. */
const FORM_BYTES = 64 * 1024;
/** Enough of a file's first bytes to tell a JPEG, PNG or PDF by its magic numbers. */
const SNIFF_BYTES = 4100;

/** The limits busboy enforces while it reads, so an oversized part is never held whole. */
export function uploadLimits(slots: readonly string[]) {
  return {
    fileSize: DOCUMENT_MAX_BYTES,
    files: slots.length,
    fields: 8,
    fieldSize: 1024,
    parts: slots.length + 8,
  };
}

/** The most bytes a level's whole upload may be: its files at their limit, and the form around them. */
export function maxUploadBytes(slots: readonly string[]): number {
  return slots.length * DOCUMENT_MAX_BYTES + FORM_BYTES;
}

/**
 * What can be refused from the headers alone, before a byte of the body is read: a
 * body that is not multipart (415), and one that declares more bytes than the level's
 * files can fill (413). A body with no declared length is bounded while it is read,
 * file by file (`uploadLimits`).
 */
export function assertUploadAcceptable(request: FastifyRequest, slots: readonly string[]): void {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.Validation, 'Send the documents as multipart/form-data.');
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxUploadBytes(slots)) {
    const files = slots.length === 1 ? 'one file' : `${slots.length} files`;
    throw new AppError(
      413,
      ErrorCode.PayloadTooLarge,
      `This upload is too large: this level takes ${files} of at most ${MAX_MB} MB each, at most ${slots.length * MAX_MB} MB in all.`,
    );
  }
}

/** Multipart's own errors, reworded for a player and given our codes. */
function uploadError(error: unknown, slot: string | null): unknown {
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      ErrorCode.PayloadTooLarge,
      `Each file can be at most ${MAX_MB} MB; ${slot ? `the ${slot} file` : 'this file'} is larger.`,
      slot ?? '',
    );
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ValidationError('The upload has more parts than this level takes.');
  }
  if (code === 'FST_PROTO_VIOLATION') return new ValidationError('The upload names a field it may not.');
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new ValidationError('The upload could not be read; please try again.');
  }
  return error;
}

/**
 * Reads a level's multipart upload: one file per named slot, and short text fields.
 * Each file goes to the store as it arrives (at most 10 MB, busboy stops counting past
 * it), never whole in memory, and its type is taken from its first bytes, so a text
 * file named `id.png` and sent as image/png is refused as what it is. The whole body is
 * read before anything is refused, so the client always gets its answer rather than a
 * reset connection; a refused upload leaves nothing in the store.
 */
export async function readUpload(
  request: FastifyRequest,
  slots: readonly string[],
  deps: { store: DocumentStore; log: FastifyBaseLogger },
): Promise<Upload> {
  assertUploadAcceptable(request, slots);
  const files: UploadedDocument[] = [];
  const fields: Record<string, string> = {};
  let problem: unknown = null;
  let slot: string | null = null;
  try {
    for await (const part of request.parts({ limits: uploadLimits(slots) })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !part.valueTruncated) fields[part.fieldname] = part.value;
        else problem ??= new ValidationError(`${part.fieldname} is too long`, part.fieldname);
        continue;
      }
      slot = part.fieldname;
      if (problem || !slots.includes(part.fieldname)) {
        problem ??= new ValidationError(`Unknown file field: ${part.fieldname}`, part.fieldname);
        await drain(part.file);
      } else if (files.some((file) => file.slot === part.fieldname)) {
        problem ??= new ValidationError(`Send one ${part.fieldname} file only`, part.fieldname);
        await drain(part.file);
      } else {
        const { contentType, stream } = await sniff(part.file);
        if (!contentType) {
          const bytes = await drain(stream);
          problem ??= new ValidationError(
            bytes === 0
              ? `The ${part.fieldname} file is empty`
              : `The ${part.fieldname} file must be a JPEG, PNG or PDF`,
            part.fieldname,
          );
        } else {
          const stored = await deps.store.put(stream, contentType);
          files.push({ slot: part.fieldname, ...stored, contentType });
        }
      }
    }
  } catch (error) {
    problem = uploadError(error, slot);
  }
  if (!problem) {
    const missing = slots.find((wanted) => !files.some((file) => file.slot === wanted));
    if (missing) problem = new ValidationError(`Add the ${missing} file`, missing);
  }
  if (problem) {
    await removeDocuments(deps, files);
    throw problem;
  }
  return { files, fields };
}

/**
 * The document type a file's first bytes say it is (null when none of JPEG, PNG or
 * PDF), and a stream of the whole file again, those bytes first: only the head is
 * held while the type is decided.
 */
async function sniff(file: Readable): Promise<{ contentType: DocumentType | null; stream: Readable }> {
  const chunks = file[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value as Buffer);
    headBytes += (next.value as Buffer).length;
  }
  const found = headBytes === 0 ? undefined : await fileTypeFromBuffer(Buffer.concat(head));
  async function* whole() {
    yield* head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  }
  return {
    contentType: DOCUMENT_TYPES.find((allowed) => allowed === found?.mime) ?? null,
    stream: Readable.from(whole(), { objectMode: false }),
  };
}

/** Reads a part to its end, keeping nothing, and says how many bytes it had. */
async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

/** Removes documents no submission will name; a failure is logged, not thrown over the refusal. */
export async function removeDocuments(
  deps: { store: DocumentStore; log: FastifyBaseLogger },
  files: readonly UploadedDocument[],
): Promise<void> {
  for (const file of files) {
    await deps.store.remove(file.key).catch((removal) => {
      deps.log.warn({ err: removal, key: file.key }, 'could not remove an unrecorded verification document');
    });
  }
}
