/** String formats the shapes check (`uri`, `byte`); the others are accepted as any string. */

const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const BASE64_ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') BASE64_ALPHABET[c.charCodeAt(0)] = 1;
/** Blobs up to this many bytes are checked by decoding into one reused buffer. */
const MAX_DECODED_CHECK = 4 * 1024 * 1024;
// Scratch space only: every check overwrites the bytes it reads back and judges by the count
// `write` returns, so what an earlier call left here never changes a verdict (no order dependence).
let decodeScratch = Buffer.alloc(0);

/**
 * Canonical padded base64 (groups of four alphabet letters, the last ending in `=` or `==`), as
 * `/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/` says it. Blobs run to
 * megabytes, so the check is native: Node's decoder skips a character it does not know and stops
 * at `=`, so the text is canonical exactly when it decodes to the byte count its length promises,
 * given that it is ASCII (the decoder reads a wider character by its low byte) and holds no `-`
 * or `_` (the URL-safe letters it also accepts). About 10x faster than a loop over the letters.
 */
export function isBase64(value: string): boolean {
  const length = value.length;
  if (length % 4 !== 0) return false;
  let padding = 0;
  if (length > 0 && value.charCodeAt(length - 1) === 61) padding = value.charCodeAt(length - 2) === 61 ? 2 : 1;
  const decoded = (length / 4) * 3 - padding;
  if (decoded > MAX_DECODED_CHECK) return isBase64Letters(value, length - padding);
  if (Buffer.byteLength(value, 'utf8') !== length || value.includes('-') || value.includes('_')) return false;
  if (decodeScratch.length < decoded) decodeScratch = Buffer.allocUnsafe(Math.max(decoded, 64 * 1024));
  return decodeScratch.write(value, 'base64') === decoded;
}

/** The same verdict by a loop over the letters (for blobs too large for the decode buffer). */
function isBase64Letters(value: string, end: number): boolean {
  for (let i = 0; i < end; i++) {
    const code = value.charCodeAt(i);
    if (code >= 128 || BASE64_ALPHABET[code] === 0) return false;
  }
  return true;
}

/** Whether `value` passes the string format (formats other than `uri` and `byte` accept any string). */
export function formatOk(format: string | undefined, value: string): boolean {
  if (format === 'uri') return URI_SCHEME.test(value);
  if (format === 'byte') return isBase64(value);
  return true;
}
