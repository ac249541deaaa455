import 'server-only';

import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';

import { AppError, type FieldErrors } from '@/lib/errors';

import { storageFailure } from './storage';
import { newUploadFolder } from './upload-folders';

export type MultipartLimits = {
  /** The whole body. */
  maxBytes: number;
  maxFileBytes: number;
  /** The only names a file may come under, each once. */
  fileFields: readonly string[];
  maxFields: number;
  maxFieldBytes: number;
};

/** A multipart body taken apart: text fields in memory, files on disk until `dispose()`. */
export type Multipart = {
  fields: Map<string, string>;
  /** Each file as a Blob read from its temporary file, under its declared name and type. */
  files: Map<string, File>;
  /** Each file's temporary file. */
  paths: Map<string, string>;
  /** The temporary folder holding the files; `dispose()` removes it. */
  dir: string;
  dispose(): Promise<void>;
};

/**
 * Streams a multipart body through a parser into a temporary folder: whatever its size, the
 * process holds only the parser's small buffers, never the body. A body beyond `maxBytes` or a
 * file beyond `maxFileBytes` is cut off and refused (413), a file under an unexpected name or a
 * second file under one name is refused (400), a file that cannot be written ends the request at
 * once (503, lib/forms/storage.ts), and the folder is removed on any failure.
 */
export async function streamMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<Multipart> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) throw new AppError('invalid_body');
  const dir = await newUploadFolder().catch((error: unknown) => {
    throw storageFailure('an upload folder', error);
  });
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const parsed = await parse(request.body, contentType, dir, limits);
    const files = new Map<string, File>();
    const paths = new Map<string, string>();
    for (const [field, { path, name, type }] of parsed.files) {
      files.set(field, new File([await openAsBlob(path)], name, { type }));
      paths.set(field, path);
    }
    return { fields: parsed.fields, files, paths, dir, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

type Stored = { path: string; name: string; type: string };

async function parse(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  dir: string,
  limits: MultipartLimits,
) {
  const fields = new Map<string, string>();
  const files = new Map<string, Stored>();
  const writes: Promise<void>[] = [];
  const tooLarge: FieldErrors = {};
  let refusal: AppError | null = null;
  let unstored: AppError | null = null;
  const refuse = (error: AppError) => (refusal ??= error);

  let parser: Writable;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.fileFields.length,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.fileFields.length + limits.maxFields,
      },
    });
  } catch {
    throw new AppError('invalid_body');
  }
  parser.on(
    'field',
    (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) refuse(new AppError('too_large'));
      else if (!fields.has(name)) fields.set(name, value);
    },
  );
  parser.on(
    'file',
    (field: string, stream: Readable, name: string, _encoding: string, type: string) => {
      if (!limits.fileFields.includes(field) || files.has(field)) {
        refuse(new AppError('too_many_files'));
        stream.resume();
        return;
      }
      // The field name is one of the fixed list, so it is a safe file name.
      const path = join(dir, field);
      files.set(field, { path, name, type });
      stream.on('limit', () => (tooLarge[field] = ['photoSize']));
      const out = createWriteStream(path);
      // The file's stream would stop being read and the parser with it: the request would hang
      // until the server's timeout. The whole body is refused at once instead.
      out.on('error', (error) => {
        unstored ??= storageFailure('an uploaded photo', error);
        parser.destroy(unstored);
      });
      writes.push(pipeline(stream, out).catch(() => undefined));
    },
  );
  parser.on('filesLimit', () => refuse(new AppError('too_many_files')));
  parser.on('fieldsLimit', () => refuse(new AppError('invalid_body')));
  parser.on('partsLimit', () => refuse(new AppError('invalid_body')));

  try {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      byteLimit(limits.maxBytes),
      parser,
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_body');
  }
  await Promise.all(writes);
  // A write may fail as it is flushed, after the body has all come.
  if (unstored) throw unstored;
  await finished(parser).catch(() => undefined);
  if (refusal) throw refusal;
  if (Object.keys(tooLarge).length > 0) throw new AppError('too_large', { fields: tooLarge });
  return { fields, files };
}

/** Passes bytes through until more than `max` have come, then fails with 413. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.byteLength;
      if (seen > max) callback(new AppError('too_large'));
      else callback(null, chunk);
    },
  });
}
