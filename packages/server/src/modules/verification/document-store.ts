import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentType } from '@ante/core';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { DocumentStoreConfig } from '../../lib/config';
import { NotFound } from '../../lib/errors';

/**
 * Where verification documents are kept: a folder under DATA_DIR, or an S3-compatible
 * bucket. The store names every file itself (a random UUID), so nothing the player
 * sent (a file name, a path) ever reaches the disk or the bucket, and a key read back
 * from the database is checked to be one of those names before it is used.
 */
export interface DocumentStore {
  /**
   * Keeps the bytes of a stream as they arrive (never the whole document in memory)
   * and returns the key they are kept under and how many there were. When the stream
   * fails, nothing is kept.
   */
  put(data: Readable, contentType: DocumentType): Promise<StoredDocument>;
  /** The bytes of a kept document, as a stream; a 404 when it is gone. */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export interface StoredDocument {
  key: string;
  bytes: number;
}

/** Writes a stream to a new file (never replacing one), counting its bytes; removes the file if the stream fails. */
async function writeNewFile(file: string, data: Readable): Promise<number> {
  let bytes = 0;
  try {
    await pipeline(
      data,
      async function* count(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return bytes;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
}

const gone = () => new NotFound('This document is no longer stored.');

/** Files in one folder, readable only by the casino's user. */
export class LocalDocumentStore implements DocumentStore {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    return path.join(this.dir, checkedKey(key));
  }

  async put(data: Readable): Promise<StoredDocument> {
    const key = randomUUID();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // `wx`: a key is never reused, so an existing file would mean a bug, not a file to replace.
    const bytes = await writeNewFile(this.pathOf(key), data);
    return { key, bytes };
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file);
    // Opening fails asynchronously: wait for it, so a missing file is a 404 and not a broken reply.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? gone() : error),
      );
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Objects under `verification/` in one bucket (AWS S3, or any S3-compatible service through S3_ENDPOINT). */
export class S3DocumentStore implements DocumentStore {
  private readonly client: S3Client;

  constructor(private readonly config: Extract<DocumentStoreConfig, { kind: 's3' }>) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  private objectKey(key: string): string {
    return `verification/${checkedKey(key)}`;
  }

  /**
   * A single PUT needs the length before the first byte, which an upload only tells at
   * its end: the document is spooled to a private temporary file first, then sent from
   * it, so neither step holds it in memory.
   */
  async put(data: Readable, contentType: DocumentType): Promise<StoredDocument> {
    const key = randomUUID();
    const spool = await mkdtemp(path.join(os.tmpdir(), 'ante-document-'));
    try {
      const file = path.join(spool, key);
      const bytes = await writeNewFile(file, data);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(file),
          ContentType: contentType,
          ContentLength: bytes,
        }),
      );
      return { key, bytes };
    } finally {
      await rm(spool, { recursive: true, force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      // In Node the SDK answers with the HTTP response itself, a Readable.
      const body: unknown = object.Body;
      if (!(body instanceof Readable)) throw gone();
      return body;
    } catch (error) {
      if (error instanceof NoSuchKey) throw gone();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }
}

export function createDocumentStore(config: DocumentStoreConfig): DocumentStore {
  return config.kind === 's3' ? new S3DocumentStore(config) : new LocalDocumentStore(config.dir);
}
