import { AppError } from '../errors';
import { driftLog, type Api } from './drift';

const JSON_TYPE = /^[\w.+-]+\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * The answer's JSON. One that is not what it claims (an HTML error page with a 200, another
 * content type, JSON cut short) is an outage of this read, never a crash or an empty page.
 */
export async function readJson(response: Response, name: Api, path: string): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new AppError('backend_unreachable', `${name} ${path}: answer cut off`, { cause });
  }
  const refuse = (what: string): never => {
    driftLog.invalidAnswer(name, `${path}: ${what}`);
    throw new AppError('backend_bad_response', `${name} ${path}: ${what}`);
  };
  if (!JSON_TYPE.test(type))
    refuse(`${type ? `content type ${type}` : 'no content type'}, not JSON (${preview(text)})`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse(`malformed or truncated JSON (${text.length} characters)`);
  }
}

function preview(text: string): string {
  const start = text.trim().slice(0, 40).replace(/\s+/g, ' ');
  return start ? `"${start}${text.length > 40 ? '…' : ''}"` : 'empty';
}
