import { CATALOGUE_SHAPES } from './catalogue.js';
import { CombinedPattern, numberGroups } from './combined.js';

/**
 * Credentials recognised by their shape, anywhere in text. Each pattern is a regex source whose
 * whole match is the credential (or holds it: `secret`); they are all compiled into one combined
 * regex by the Redactor (`CombinedPattern`), which counts the groups a source holds.
 */
export interface SecretShape {
  /** What the secret is, for tests and the report. */
  name: string;
  source: string;
  /** Extra check on a match; false leaves the text as it is. */
  accept?: (match: string) => boolean;
  /** The prefix is common in ordinary text (`sk-`, `SK`, `API-`): the match must not continue a word (`continuesAWord`). */
  weakPrefix?: boolean;
  /** The secret within the match, when the match holds more (a URL's `://user:` around a password). */
  secret?: (match: string) => string;
  /** How the match is written masked, when not as a whole. */
  mask?: (match: string, maskValue: (value: string) => string) => string;
}

/**
 * Where a shape may start. A vendor prefix (`ghp_`, `glpat-`, `sk_live_`) names the token wherever
 * it stands: glued to a letter, after `/`, after a JSON `\\n` escape or a `%3D`, so it has no left
 * boundary at all. A weak prefix (`sk-`, `SK`, `API-`) must not continue a word, except that an
 * escape (`\\n`, `%3D`) before it is not a word. No shape has a right boundary: its character class
 * stops it, and what follows (`_`, `-`, more letters) does not make the token less of a secret.
 */
const START = '';
const END = '';

/**
 * A weak prefix (see `SecretShape.weakPrefix`) continues a word when a letter or digit stands
 * before it, unless that letter ends an escape (`\\n`, `%3D`). Checked on the match rather than by a
 * lookbehind in the pattern: a pattern that starts with a lookbehind is tried at every position of
 * the text, one that starts with a literal lets the regex engine skip ahead to it.
 */
export function continuesAWord(text: string, index: number): boolean {
  if (!/[A-Za-z0-9]/.test(text.charAt(index - 1))) return false;
  if (/\\[nrt]$/.test(text.slice(Math.max(0, index - 2), index))) return false;
  return !/%[0-9A-Fa-f]{2}$/.test(text.slice(Math.max(0, index - 3), index));
}

/** `Bearer` in any case, spelled out as character classes so the combined regex needs no `i` flag. */
export function caseless(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');
}

function hasLetterAndDigit(text: string): boolean {
  return /[A-Za-z]/.test(text) && /[0-9]/.test(text);
}

/**
 * `Basic <credentials>`: base64 of `user:password`, or (some servers take an API key alone) of
 * anything else that is not a word of prose (`Basic authentication`).
 */
function looksLikeBasicCredentials(match: string): boolean {
  const encoded = match.replace(/^\S+\s+/, '');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (/^[\x20-\x7e]+:[\x20-\x7e]*$/.test(decoded)) return true;
  return encoded.endsWith('=') || /[0-9]/.test(encoded) || (/[a-z]/.test(encoded) && /[A-Z]/.test(encoded));
}

/** A whole private key block, or (cut off: a parse-error snippet, a truncated frame) everything after its first line. */
export const PRIVATE_KEY_BLOCK =
  '-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:[\\s\\S]*?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|(?:[A-Za-z0-9+/=\\s:,-]|\\\\+[nr])*)';

export const SECRET_SHAPES: readonly SecretShape[] = [
  { name: 'private key block', source: PRIVATE_KEY_BLOCK },
  {
    name: 'bearer token',
    // RFC 6750 b64token; `Bearer realm="..."` (an auth-param, not a token) is left alone.
    source: `(?<![A-Za-z])${caseless('bearer')}\\s+[A-Za-z0-9\\-._~+/]{7,}[A-Za-z0-9\\-_~+/]=*(?![A-Za-z0-9\\-_~+/="]|\\.[A-Za-z0-9])`,
    // `Bearer authentication` is prose; a token has a digit, or mixes cases over some length.
    accept: (match) => {
      const token = match.replace(/^\S+\s+/, '');
      return /[0-9]/.test(token) || (token.length >= 16 && /[a-z]/.test(token) && /[A-Z]/.test(token));
    },
  },
  {
    name: 'basic credentials',
    source: `(?<![A-Za-z])${caseless('basic')}\\s+[A-Za-z0-9+/]{8,}={0,2}(?![A-Za-z0-9+/=])`,
    accept: looksLikeBasicCredentials,
  },
  { name: 'JWT', source: `${START}eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*${END}` },
  { name: 'GitHub token', source: `${START}gh[pousr]_[A-Za-z0-9]{30,255}${END}` },
  { name: 'GitHub fine-grained token', source: `${START}github_pat_[A-Za-z0-9_]{30,255}${END}` },
  { name: 'Anthropic/OpenAI project key', source: `${START}sk-(?:ant-[a-z]+[0-9]*-|proj-|svcacct-|admin-)[A-Za-z0-9_-]{20,}${END}` },
  { name: 'OpenAI-style key', source: `${START}sk-[A-Za-z0-9]{20,}${END}`, accept: hasLetterAndDigit, weakPrefix: true },
  { name: 'AWS access key id', source: `${START}(?:AKIA|ASIA)[A-Z0-9]{16}${END}` },
  { name: 'Slack token', source: `${START}(?:xox[abprs]-[A-Za-z0-9-]{10,}|xapp-[0-9]-[A-Za-z0-9-]{10,})${END}` },
  { name: 'Google API key', source: `${START}AIza[0-9A-Za-z_-]{35}${END}` },
  {
    name: 'password in a URL',
    // `postgres://user:pass@host/db`, `https://user:pass@host`: the password between `:` and `@`.
    // Matched from `://` (a literal: the combined regex skips ahead to it); the rest stays readable.
    source: `:\\/\\/(?<=[A-Za-z]:\\/\\/)[^\\s:/?#@"'<>\\\\]{1,128}:[^\\s/?#@"'<>\\\\]{1,256}@`,
    secret: (match) => match.slice(match.indexOf(':', 3) + 1, -1),
    mask: (match, maskValue) => {
      const colon = match.indexOf(':', 3);
      return match.slice(0, colon + 1) + maskValue(match.slice(colon + 1, -1)) + '@';
    },
  },
  ...CATALOGUE_SHAPES.map((shape) => ({ name: shape.id, source: `${START}(?:${shape.source})${END}`, weakPrefix: shape.weakPrefix })),
];

/** Every shape as one regex, built once when the module loads (hasSecretShape resets its lastIndex). */
const ANY_SHAPE = new CombinedPattern(SECRET_SHAPES.map((shape) => ({ numbered: numberGroups(shape.source, true), info: shape })));

/**
 * Whether a value is, as a whole or in part, shaped like a known credential: a match that its shape
 * accepts (`accept`), and that does not continue a word when its prefix is weak. A pure function.
 */
export function hasSecretShape(value: string): boolean {
  // `exec` on the one regex, its lastIndex set to 0 on entry and on every way out, so no call sees
  // another's position. `matchAll` would clone the regex (a large source) on every call: the
  // redactor asks this of every string value, and the clone was a tenth of a full check.
  const regex = ANY_SHAPE.regex;
  regex.lastIndex = 0;
  try {
    for (let match = regex.exec(value); match !== null; match = regex.exec(value)) {
      if (match[0] === '') regex.lastIndex += 1;
      const part = ANY_SHAPE.partOf(match);
      if (!part) continue;
      const shape = part.info;
      if (shape.accept && !shape.accept(match[part.group])) continue;
      if (shape.weakPrefix && continuesAWord(value, match.index)) continue;
      return true;
    }
    return false;
  } finally {
    regex.lastIndex = 0;
  }
}
