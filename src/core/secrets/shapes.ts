/**
 * Credentials recognised by their shape, anywhere in text. Each pattern is a regex source with no
 * capturing groups of its own except where `token` says which one holds the secret; they are all
 * compiled into one combined regex by the Redactor.
 */
export interface SecretShape {
  /** What the secret is, for tests and the report. */
  name: string;
  source: string;
  /** Extra check on a match; false leaves the text as it is. */
  accept?: (match: string) => boolean;
}

/**
 * Not preceded/followed by a character that would make the match part of a longer token or
 * base64 run. A `-` before is allowed (`...-----END PRIVATE KEY-----ghp_...`, `key-AKIA...`).
 */
const START = '(?<![A-Za-z0-9_+/])';
const END = '(?![A-Za-z0-9_+/-])';

/** `Bearer` in any case, spelled out as character classes so the combined regex needs no `i` flag. */
export function caseless(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');
}

function hasLetterAndDigit(text: string): boolean {
  return /[A-Za-z]/.test(text) && /[0-9]/.test(text);
}

function decodesToUserColonPassword(match: string): boolean {
  const encoded = match.replace(/^\S+\s+/, '');
  try {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    return /^[\x20-\x7e]+:[\x20-\x7e]*$/.test(decoded);
  } catch {
    return false;
  }
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
    accept: decodesToUserColonPassword,
  },
  { name: 'JWT', source: `${START}eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*${END}` },
  { name: 'GitHub token', source: `${START}gh[pousr]_[A-Za-z0-9]{30,255}${END}` },
  { name: 'GitHub fine-grained token', source: `${START}github_pat_[A-Za-z0-9_]{30,255}${END}` },
  { name: 'Anthropic/OpenAI project key', source: `${START}sk-(?:ant-[a-z]+[0-9]*-|proj-|svcacct-|admin-)[A-Za-z0-9_-]{20,}${END}` },
  { name: 'OpenAI-style key', source: `${START}sk-[A-Za-z0-9]{20,}${END}`, accept: hasLetterAndDigit },
  { name: 'AWS access key id', source: `${START}(?:AKIA|ASIA)[A-Z0-9]{16}${END}` },
  { name: 'Slack token', source: `${START}(?:xox[abprs]-[A-Za-z0-9-]{10,}|xapp-[0-9]-[A-Za-z0-9-]{10,})${END}` },
  { name: 'Google API key', source: `${START}AIza[0-9A-Za-z_-]{35}${END}` },
];
