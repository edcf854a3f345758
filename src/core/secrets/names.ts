/**
 * Which names hold credentials: JSON keys, HTTP header names, query parameters, env variables.
 * Names are compared in a normal form (lower case, without `-`, `_`, `.` and spaces), so
 * `api_key`, `apiKey`, `API-KEY` and `x-api-key`'s `apikey` tail all meet.
 */

/** Lower case, separators removed: `X-Api_Key` -> `xapikey`. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_.\s]/g, '');
}

/** Names whose value is a credential whatever it looks like. */
export const SECRET_NAMES: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'api_key',
  'apiKey',
  'api-key',
  'x-api-key',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
  'passwd',
  'secret',
  'cookie',
  'set-cookie',
  'private_key',
  'code_verifier',
  'client_assertion',
  'passphrase',
  // The Streamable HTTP session id is a bearer credential for the session (README: explain masks session ids).
  'mcp-session-id',
];

/**
 * A name that ends with one of these is a credential too (`GITHUB_TOKEN`, `dbPassword`,
 * `x-goog-api-key`, `aws_secret_access_key`), unless it is one of the protocol's own tokens below.
 */
export const SECRET_NAME_ENDINGS: readonly string[] = [
  'token',
  'secret',
  'password',
  'passwd',
  'passphrase',
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
  'authorization',
  'cookie',
  'credential',
  'credentials',
];

/**
 * Names that end like a credential but hold ordinary protocol values: MCP's progress token,
 * pagination and continuation tokens are ids a reader needs to follow the session.
 */
const NOT_SECRET_NAMES = new Set(
  [
    'progressToken',
    'pageToken',
    'nextPageToken',
    'nextToken',
    'continuationToken',
    'cancellationToken',
    'resumptionToken',
    'syncToken',
    'tokenType',
    'token_type',
    'maxTokens',
  ].map(normalizeName),
);

/**
 * Names whose value is a credential when it looks like one (long, no spaces, high entropy):
 * `signature`, `sessionKey`, `auth`, `X-Amz-Credential`... Not `key` alone: resource and cache
 * keys are ordinary values far more often than credentials.
 */
const CREDENTIAL_POSITION_PARTS = ['auth', 'credential', 'signature', 'apikey', 'secret', 'bearer', 'sessionkey', 'accountkey', 'signingkey', 'masterkey'];

const TRAIT_KNOWN = 1;
/** Bits of `SecretNames.traitsOf`: the value under the name is a credential whatever it looks like. */
export const TRAIT_SECRET = 2;
/** The value under the name is a credential when it looks random (`looksRandom`). */
export const TRAIT_POSITION = 4;
/** A HAR `cookies` list (any spelling): every value under it is a credential. */
export const TRAIT_COOKIES = 8;
const MAX_KNOWN_NAMES = 4096;

/** Decides, for a set of extra names from the config, whether a name holds a credential. */
export class SecretNames {
  private readonly exact: Set<string>;
  private readonly endings: readonly string[];

  constructor(extraNames: readonly string[] = []) {
    this.exact = new Set([...SECRET_NAMES, ...extraNames].map(normalizeName).filter((n) => n !== ''));
    this.endings = SECRET_NAME_ENDINGS;
  }

  // The redactor asks about every key of every message, and captures repeat the same few hundred
  // keys: each name's answers are computed once (bits below), within a bounded cache.
  private readonly known = new Map<string, number>();

  /** What a name says about the value under it, as TRAIT_* bits: one lookup for every question. */
  traitsOf(name: string): number {
    let traits = this.known.get(name);
    if (traits === undefined) {
      traits =
        TRAIT_KNOWN |
        (this.computeIsSecret(name) ? TRAIT_SECRET : 0) |
        (this.computeIsCredentialPosition(name) ? TRAIT_POSITION : 0) |
        (normalizeName(name) === 'cookies' ? TRAIT_COOKIES : 0);
      if (this.known.size >= MAX_KNOWN_NAMES) this.known.clear();
      this.known.set(name, traits);
    }
    return traits;
  }

  /** The value under this name is a credential, whatever it looks like. */
  isSecret(name: string): boolean {
    return (this.traitsOf(name) & TRAIT_SECRET) !== 0;
  }

  /** The value under this name is a credential if it looks random enough (see `looksRandom`). */
  isCredentialPosition(name: string): boolean {
    return (this.traitsOf(name) & TRAIT_POSITION) !== 0;
  }

  /** A HAR `cookies` list (any spelling): every value under it is a credential. */
  isCookieList(name: string): boolean {
    return (this.traitsOf(name) & TRAIT_COOKIES) !== 0;
  }

  private computeIsSecret(name: string): boolean {
    const normal = normalizeName(name);
    if (normal === '' || NOT_SECRET_NAMES.has(normal)) return false;
    if (this.exact.has(normal)) return true;
    return this.endings.some((ending) => normal.endsWith(ending));
  }

  private computeIsCredentialPosition(name: string): boolean {
    const normal = normalizeName(name);
    if (NOT_SECRET_NAMES.has(normal)) return false;
    return CREDENTIAL_POSITION_PARTS.some((part) => normal.includes(part));
  }

  /** Every name and ending, for building the text pattern that finds `name: value` pairs. */
  words(): string[] {
    return [...new Set([...this.exact, ...this.endings, ...CREDENTIAL_POSITION_PARTS])];
  }
}
