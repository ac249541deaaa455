import 'server-only';

import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

// Multipart uploads to a back-end (the panel's application entries, up to 40 MB). fetch reads an
// upload body ahead of what the socket takes, holding whole applications in the site's memory;
// node:http with a stream pipeline only reads a file as fast as it is sent.

type Body = { contentType: string; length: number; open(): Readable };

/** A FormData as a multipart body that streams its files (disk-backed Blobs stay on disk). */
export function multipartBody(form: FormData): Body {
  const boundary = `----agency${randomBytes(16).toString('hex')}`;
  const parts: ({ bytes: Buffer } | { file: File })[] = [];
  for (const [name, value] of form.entries()) {
    const disposition = `Content-Disposition: form-data; name="${quote(name)}"`;
    if (typeof value === 'string') {
      parts.push({ bytes: Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n${value}\r\n`) });
    } else {
      const type = value.type || 'application/octet-stream';
      const head = Buffer.from(
        `--${boundary}\r\n${disposition}; filename="${quote(value.name)}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      parts.push({ bytes: head }, { file: value }, { bytes: Buffer.from('\r\n') });
    }
  }
  parts.push({ bytes: Buffer.from(`--${boundary}--\r\n`) });
  const length = parts.reduce(
    (sum, part) => sum + ('bytes' in part ? part.bytes.byteLength : part.file.size),
    0,
  );
  async function* chunks() {
    for (const part of parts) {
      if ('bytes' in part) yield part.bytes;
      else yield* Readable.fromWeb(part.file.stream() as NodeReadableStream<Uint8Array>);
    }
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    open: () => Readable.from(chunks()),
  };
}

function quote(value: string): string {
  return value.replace(/["\r\n\\]/g, (char) => encodeURIComponent(char));
}

/** POSTs a streamed body and answers as fetch would, so callers read the Response the same way. */
export function postStream(
  url: string,
  headers: Record<string, string>,
  body: Body,
  signal: AbortSignal,
): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: 'POST',
        signal,
        headers: {
          ...headers,
          'Content-Type': body.contentType,
          'Content-Length': String(body.length),
        },
      },
      (incoming) => resolve(toResponse(incoming)),
    );
    outgoing.on('error', reject);
    pipeline(body.open(), outgoing).catch(reject);
  });
}

function toResponse(incoming: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  const status = incoming.statusCode ?? 502;
  const body =
    status === 204 || status === 304
      ? null
      : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}
