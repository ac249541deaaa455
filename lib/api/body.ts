import { AppError } from '@/lib/errors';

// Request bodies are read within a limit, never unbounded: a declared length beyond it is refused
// at once, and a body that grows beyond it while streaming is cut off.
export const MAX_JSON_BYTES = 64 * 1024;

export type BodyType = 'json' | 'multipart';

/**
 * What can be told from the headers alone, checked before a request counts against anyone's
 * rate limit: the content type the handler reads (a multipart one with its boundary) and a
 * declared length within the limit.
 */
export function checkBodyHeaders(request: Request, type: BodyType, maxBytes: number): void {
  const contentType = request.headers.get('content-type')?.toLowerCase() ?? '';
  const fits =
    type === 'json'
      ? /^application\/json\s*(;|$)/.test(contentType)
      : /^multipart\/form-data\s*;.*\bboundary=/.test(contentType);
  if (!fits) throw new AppError('invalid_body');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('too_large');
}

export async function readBoundedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('too_large');
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('too_large');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  checkBodyHeaders(request, 'json', maxBytes);
  const text = new TextDecoder().decode(await readBoundedBody(request, maxBytes));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_body');
  }
}
