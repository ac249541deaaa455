// What visitors type is stored as text others read (the panel, e-mails, the inbox): cleaned of
// characters that only hide or disguise text. Runs in the form and in the route handler alike.

// C0 and C1 control characters (NUL included). Tab and line feed are layout in a message.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LAYOUT = /[\t\n]/g;
// Embeddings, overrides, isolates and marks: they reorder how text reads ('gpj.exe' shown as
// 'exe.jpg').
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;
// Halves of a UTF-16 pair without the other half: not text, and invalid once encoded as UTF-8.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * NFC-normalized, without control, bidi-control or lone surrogate characters; one line unless
 * `multiline`.
 */
export function cleanText(value: string, multiline = false): string {
  const text = value.replace(LONE_SURROGATES, '').normalize('NFC').replace(/\r\n?/g, '\n');
  return (multiline ? text : text.replace(LAYOUT, ' '))
    .replace(CONTROLS, '')
    .replace(BIDI_CONTROLS, '');
}

/** True when the text has at least one letter of any script: what a name needs to be read. */
export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}
