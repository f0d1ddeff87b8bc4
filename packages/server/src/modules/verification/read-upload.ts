import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentType, ErrorCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, ValidationError } from '../../lib/errors';

export interface UploadedDocument {
  slot: string;
  data: Buffer;
  /** What the bytes are, as the file's magic numbers say; the name and claimed type are ignored. */
  contentType: DocumentType;
}

export interface Upload {
  files: UploadedDocument[];
  fields: Record<string, string>;
}

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

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
 * Each file is read into memory (at most 10 MB, busboy stops counting past it) and
 * its type taken from its first bytes, so a text file named `id.png` and sent as
 * image/png is refused as what it is. The whole body is read before anything is
 * refused, so the client always gets its answer rather than a reset connection.
 */
export async function readUpload(request: FastifyRequest, slots: readonly string[]): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.Validation, 'Send the documents as multipart/form-data.');
  }
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
      const data = await part.toBuffer();
      if (!slots.includes(part.fieldname)) {
        problem ??= new ValidationError(`Unknown file field: ${part.fieldname}`, part.fieldname);
      } else if (files.some((file) => file.slot === part.fieldname)) {
        problem ??= new ValidationError(`Send one ${part.fieldname} file only`, part.fieldname);
      } else {
        const contentType = await sniff(data);
        if (data.length === 0) {
          problem ??= new ValidationError(`The ${part.fieldname} file is empty`, part.fieldname);
        } else if (!contentType) {
          problem ??= new ValidationError(
            `The ${part.fieldname} file must be a JPEG, PNG or PDF`,
            part.fieldname,
          );
        } else {
          files.push({ slot: part.fieldname, data, contentType });
        }
      }
    }
  } catch (error) {
    throw uploadError(error, slot);
  }
  if (problem) throw problem;
  for (const wanted of slots) {
    if (!files.some((file) => file.slot === wanted)) {
      throw new ValidationError(`Add the ${wanted} file`, wanted);
    }
  }
  return { files, fields };
}

/** The document type the bytes are, by their magic numbers, or null when they are none of them. */
async function sniff(data: Buffer): Promise<DocumentType | null> {
  if (data.length === 0) return null;
  const found = await fileTypeFromBuffer(data);
  return DOCUMENT_TYPES.find((allowed) => allowed === found?.mime) ?? null;
}
