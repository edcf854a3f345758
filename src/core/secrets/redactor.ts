import { capture, CombinedPattern, numberGroups, type NumberedSource, type Part, type PartSource } from './combined.js';
import { looksRandom } from './entropy.js';
import { AUTH_SCHEMES, CUT_PREFIXED_TOKEN, ELLIPSIS, knownPrefix, MASK, maskSecret } from './mask.js';
import { normalizeName, SecretNames, TRAIT_COOKIES, TRAIT_POSITION, TRAIT_SECRET } from './names.js';
import { redactStrings } from './output.js';
import { worthRegistering } from './register.js';
import { caseless, continuesAWord, hasSecretShape, PRIVATE_KEY_BLOCK, SECRET_SHAPES, type SecretShape } from './shapes.js';

/** What a project may add (config `secrets:`); nothing here can turn masking off. */
export interface SecretsConfig {
  /** More names whose values are credentials (JSON keys, header names, query parameters). */
  keys?: readonly string[];
  /** More patterns (JavaScript regex sources) whose whole match is a credential. */
  patterns?: readonly string[];
}

/** Shortest value learned as a secret: shorter ones are masked where they stand, not everywhere. */
export const MIN_LEARNED_LENGTH = 6;
/** At most this many distinct secrets are remembered per redactor (shapes are masked beyond). */
export const MAX_LEARNED = 10_000;
/** Longest value remembered (a private key block is a few KiB). */
const MAX_LEARNED_LENGTH = 64 * 1024;
/**
 * A private key block spans lines, quotes and separators, so no other pattern may cut into it:
 * it is found and masked before everything else.
 */
const PRIVATE_KEY_PASS = new RegExp(PRIVATE_KEY_BLOCK, 'g');
/** How far back from a `…` a cut-off secret's head is looked for. */
const CUT_OFF_WINDOW = 200;
/** Learned secrets are looked up by their first this many characters (`secretsByHead`); a shorter cut-off run is not looked for. */
const HEAD_LENGTH = 4;
/** A run of characters that may be the head of a secret, cut off by a `…` (see `maskCutOff`). */
const CUT_OFF_RUN = new RegExp(`([^\\s"'\`,;:=()[\\]{}<>]{${HEAD_LENGTH},})${ELLIPSIS}`, 'g');
/**
 * A `name=value` match's value runs to the end of the text when nothing stops it, and holds the next
 * pair (`token=token=token=...`, `Cookie: Cookie: ...`): looking into each value with every pattern
 * again made such a line cost its length squared (a 6 KB line 0.1 s, a 1 MB one hours). Passes over
 * a part of a match nest this deep at most; the deepest learns nothing more from pairs and masks
 * learned values and shapes only (a credential's shape is masked however deep it stands).
 */
const MAX_NESTED_PASSES = 2;
/** JSON deeper than this is not walked (shapes in the raw text still are). */
export const MAX_SCAN_DEPTH = 64;
/** At most this many JSON nodes are walked per value. */
const MAX_SCAN_NODES = 200_000;
/**
 * Short texts already scanned at the top level, skipped when they come again: scanning learns the
 * same values from the same text every time, and captures repeat their lines (a pretty-printed
 * `"jsonrpc": "2.0",`, one request recorded a million times), which were 40% of a pretty array's
 * time. Masking remembers its short texts the same way.
 */
const MAX_REMEMBERED_TEXT_LENGTH = 512;
const MAX_REMEMBERED_TEXTS = 4096;

/** Values that stand where a secret would but are not one: placeholders, env references, masks. */
const NOT_A_SECRET =
  /^(?:-----BEGIN[ A-Z0-9]*(?:PRIVATE(?: KEY(?: BLOCK)?(?:-----)?)?)?|[*•.x#-]+|<[^<>]*>|\[[^[\]]*\]|\(?redacted\)?|\*{3}.*|null|undefined|none|true|false|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|%[A-Za-z_][A-Za-z0-9_]*%)$/i;
const SCHEME_WORD = new RegExp(`^(?:${AUTH_SCHEMES.join('|')})$`, 'i');
const SCHEME_PREFIX = new RegExp(`^(?:${AUTH_SCHEMES.join('|')})\\s+(\\S+)$`, 'i');
const ENV_REFERENCE = /^\$\{([^}]+)\}$/;
const COOKIE_ATTRIBUTES = new Set(['path', 'domain', 'expires', 'maxage', 'samesite', 'httponly', 'secure', 'priority', 'partitioned']);

/**
 * Members of a JSON Web Key that hold its private part (RFC 7518: `d` of EC and RSA keys, the RSA
 * primes and CRT values, `k` of a symmetric key); found in any object that has a `kty`.
 */
const JWK_PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;
/**
 * A run of token characters some of which are written as escapes: `ghp%5F...` in a URL,
 * `\u0067hp_...` in JSON, `ghp\_...` in Markdown. Decoded, the run is redacted again (see
 * `maskEncodedRuns`).
 */
const ENCODED_RUN = /(?:[A-Za-z0-9._~+/=-]|%[0-9A-Fa-f]{2}|\\+u[0-9A-Fa-f]{4}|(?<!\\)\\[_.~+/=-])+…?/g;
const ESCAPE = /%([0-9A-Fa-f]{2})|\\+u([0-9A-Fa-f]{4})|(?<!\\)\\([_.~+/=-])/g;
const TOKEN_CHAR = /^[A-Za-z0-9._~+/=-]$/;
/**
 * Shapes without a prefix of their own, cut short by a snippet's `…` (a Slack webhook's path, a
 * Discord bot token's signed part): the rest of the cut run is masked.
 */
const CUT_UNPREFIXED_TOKEN = /(?<=hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9+/]{1,56}…|\.(?<=[MNO][A-Za-z0-9_-]{23,27}\.)[A-Za-z0-9_-]{1,6}(?:\.[A-Za-z0-9_-]{0,40})?…/g;
/**
 * An AWS secret access key (40 characters of base64) on the same line as, and shortly after, an
 * access key id (or its mask): it has no prefix of its own, its neighbour says what it is. Cut
 * short by a snippet's `…`, what is left of it is masked too.
 * Groups: 1 the key id and what separates them, 2 the secret key.
 */
const AWS_SECRET_BESIDE_KEY_ID = /((?:AKIA|ASIA)(?:[A-Z0-9]{16}|…[A-Z0-9]{4}|••••)[^\n]{1,80}?)(?<![A-Za-z0-9/+])([A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])|[A-Za-z0-9/+]{8,39}(?=…))/g;
/**
 * The head of a learned secret standing alone, where a body or a line was cut
 * (`"Fake-Pass-abc` at the end of a truncated frame): a run of token characters, at least
 * `MIN_CUT_HEAD` long, that a longer learned secret begins with.
 */
const MIN_CUT_HEAD = 12;
const CUT_HEAD_RUN = new RegExp(`[A-Za-z0-9_+/=.~!-]{${MIN_CUT_HEAD},}`, 'g');

/**
 * Two JSON strings side by side, in an array, a concatenation or consecutive members
 * (`"ghp_Ab", "cD..."`, `"ghp_Ab" + "cD..."`, `"a":"ghp_Ab","b":"cD..."`): a token split in two
 * hides from every shape. Groups: 1 the first piece, 2 what stands between, 3 the second piece.
 */
const SPLIT_PAIR = /"([A-Za-z0-9_.~+/=-]{1,512})"(\s*(?:[,+]\s*(?:"[^"\\\n]{0,64}"\s*:\s*)?)?)"([A-Za-z0-9_.~+/=-]{1,512})"/;

/** Whether two strings side by side are the two pieces of a credential neither is alone (see SPLIT_PAIR). */
function isSplitToken(first: string, second: string): boolean {
  return !hasSecretShape(first) && !hasSecretShape(second) && hasSecretShape(first + second);
}

/**
 * The split tokens of `text` (SPLIT_PAIR matches whose pieces form a credential), left to right. A
 * pair that is not one gives its second string a chance as the first piece of the next pair.
 */
function splitTokens(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const pairs = new RegExp(SPLIT_PAIR.source, 'g');
  for (let match = pairs.exec(text); match; match = pairs.exec(text)) {
    if (isSplitToken(match[1], match[3])) found.push(match);
    else pairs.lastIndex = match.index + match[0].length - match[3].length - 2;
  }
  return found;
}

/** What a match of one alternative of the combined regex is (see `CombinedPattern`). */
interface PartInfo {
  kind: 'learned' | 'shape' | 'assignment' | 'cookie-header' | 'custom';
  shape?: SecretShape;
}
type SecretPart = Part<PartInfo>;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

interface TrieNode {
  children: Map<string, TrieNode>;
  end: boolean;
}

/**
 * One regex source that matches any of `words`, longest first, shaped as a trie so the engine
 * follows one branch per character instead of trying every word at every position.
 */
export function trieSource(words: readonly string[]): string {
  const root: TrieNode = { children: new Map(), end: false };
  for (const word of words) {
    let node = root;
    for (const char of word) {
      let next = node.children.get(char);
      if (!next) {
        next = { children: new Map(), end: false };
        node.children.set(char, next);
      }
      node = next;
    }
    node.end = true;
  }
  return nodeSource(root);
}

function nodeSource(start: TrieNode): string {
  // Follow single-child chains without recursion: secrets can be kilobytes long.
  const branches: string[] = [];
  for (const [char, child] of start.children) {
    let text = escapeRegex(char);
    let node = child;
    while (!node.end && node.children.size === 1) {
      const [[nextChar, next]] = node.children;
      text += escapeRegex(nextChar);
      node = next;
    }
    if (node.children.size > 0) text += node.end ? `(?:${nodeSource(node)})?` : nodeSource(node);
    branches.push(text);
  }
  return branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
}

/** A name made of `words`, in any case, with optional `-`, `_` or `.` between letters. */
function namePattern(words: readonly string[]): string {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map((word) => [...word].map((c) => caseless(c)).join('[-_.]?'));
  return `(?:${alternatives.join('|')})`;
}

/**
 * `name: value`, `name=value`, `"name": "value"`, `\"name\":\"value\"` (JSON inside a JSON
 * string), `'name': 'value'` and `name => value`, where the name ends with a credential word.
 * Groups: `nameEnd` the word that ends the name, `separator`, then the value: `openQuote` and
 * `quoted` (double-quoted), `openSingle` and `singleQuoted`, or `bare`. The rest of the name
 * (`GITHUB_` before `TOKEN`) is read back from the text, not matched: a lookbehind there would run
 * at every position and cost 40x.
 */
function assignmentSource(words: readonly string[]): string {
  const separator = String.raw`(?<separator>(?:\\*["'])?[ \t]*(?:[:=]>?)[ \t]*)`;
  const doubleQuoted = String.raw`(?<openQuote>\\*")(?<quoted>(?:[^"\\\n]|\\+[^"\\\n])+)`;
  // A single quote must close on the line (JS object dumps do); an unclosed one is prose.
  const singleQuoted = String.raw`(?<openSingle>')(?<singleQuoted>[^'\n]+)(?=')`;
  const bare = String.raw`(?<bare>(?:(?:${AUTH_SCHEMES.map(caseless).join('|')})[ \t]+)?(?:\$\{[^}\s"']*\}|[^\s"'` + '`' + String.raw`,;&<>(){}\[\]\\]+))`;
  return `(?<nameEnd>${namePattern(words)})${separator}(?:${doubleQuoted}|${singleQuoted}|${bare})`;
}

/** The parts of an assignment match (see `assignmentSource`). */
function assignmentOf(part: SecretPart, match: RegExpExecArray): { nameEnd: string; lead: string; value: string | undefined; bare: boolean } {
  const bare = capture(part, match, 'bare');
  const nameEnd = capture(part, match, 'nameEnd') ?? '';
  const openQuote = capture(part, match, 'openQuote') ?? capture(part, match, 'openSingle') ?? '';
  return {
    nameEnd,
    lead: nameEnd + (capture(part, match, 'separator') ?? '') + openQuote,
    value: capture(part, match, 'quoted') ?? capture(part, match, 'singleQuoted') ?? bare,
    bare: bare !== undefined,
  };
}

/** A `Cookie:`/`Set-Cookie:` header line: the whole rest of the line is cookies. */
const COOKIE_HEADER = String.raw`(?<header>(?:${caseless('set-')})?${caseless('cookie')}:[ \t]*)(?<cookies>[^\n"']+)`;

/**
 * Finds credentials in a run's captures and masks them in everything the run prints.
 *
 * Learns secrets from structured positions (JSON values and headers under credential names,
 * by-shape matches in raw text and lines), then `redact` masks every later occurrence of those
 * exact values anywhere, plus anything shaped like a credential or written as `name: value`
 * under a credential name. One combined regex, rebuilt only when the set of learned values grew.
 */
export class Redactor {
  readonly names: SecretNames;
  private readonly learned = new Set<string>();
  /**
   * The JSON-escaped forms of learned values that hold `"` or `\\` (also in `learned`). Masked in a
   * pass of their own before the others: a `"password":"pa` match of the name pattern, which stops at
   * the escaped quote, would otherwise start first and leave the rest of the value whole.
   */
  private readonly escapedForms = new Set<string>();
  private escapedFormsPattern: { size: number; regex: RegExp } | undefined;
  /** The alternatives scanning and redaction share: all but the learned values, which only `redact` looks for. */
  private readonly staticSources: PartSource<PartInfo>[];
  private readonly scan: CombinedPattern<PartInfo>;
  private redactPattern: CombinedPattern<PartInfo> | undefined;
  /** The same without `name: value` and cookie headers: what a pass nested MAX_NESTED_PASSES deep looks for. */
  private valuesAndShapes: CombinedPattern<PartInfo> | undefined;
  /** How deep the current pass is nested in passes over a part of a match (see MAX_NESTED_PASSES). */
  private nesting = 0;
  private readonly scannedTexts = new Set<string>();
  /** Short texts already masked, valid while `learned` keeps the size it had (`redactedAt`). */
  private readonly redactedTexts = new Map<string, string>();
  private redactedAt = -1;
  private learnedAtCompile = -1;
  private inPrivateKey = false;
  private pendingName: string | undefined;
  private heads = new Map<string, string[]>();
  private headsAt = -1;
  private cookiesIndent = -1;
  /** Nodes the current `scanValue` may still visit (MAX_SCAN_NODES per value). */
  private nodesLeft = 0;
  /** Set by the walk of an object: it was the `{name: "grant_type", value: "authorization_code"}` pair of a posted form. */
  private codeGrantPair = false;
  /**
   * Characters handed to `scanText` and `redact`, their own passes over parts of a text included (a
   * rejected match's rest, a decoded run): a measure of the work done, for tests, which hold it to a
   * small multiple of the text (rescanning the rest of each rejected match was quadratic).
   */
  work = 0;

  constructor(config: SecretsConfig = {}) {
    this.names = new SecretNames(config.keys ?? []);
    // Private key blocks are masked in a pass of their own, first (see PRIVATE_KEY_PASS).
    const ours = (source: string, info: PartInfo) => ({ numbered: numberGroups(source, true), info });
    this.staticSources = [
      ours(COOKIE_HEADER, { kind: 'cookie-header' }),
      ours(assignmentSource(this.names.words()), { kind: 'assignment' }),
      ...SECRET_SHAPES.filter((shape) => shape.name !== 'private key block').map((shape) => ours(shape.source, { kind: 'shape', shape })),
      // A project's pattern may refer back to its groups (`\1`, `\k<quote>`): numberGroups writes
      // references by name as numbers, and the combined regex shifts them to where its groups land.
      ...(config.patterns ?? []).map((pattern) => ({ numbered: numberGroups(checkPattern(pattern), true), info: { kind: 'custom' as const } })),
    ];
    this.scan = new CombinedPattern(this.staticSources);
  }

  /** The raw values of every secret found so far (for `core.setSecret`), longest first. */
  secrets(): string[] {
    return [...this.learned].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  }

  /**
   * The learned secrets worth registering with the runner's log masking (`::add-mask::`): those that
   * look like credentials (see `worthRegistering`). A plain word learned under a credential name is
   * masked in every output of this tool but left out here, so the job's log keeps that word.
   */
  registrableSecrets(): string[] {
    return this.secrets().filter(worthRegistering);
  }

  /** Remembers known secrets (from another redactor, or a previous file of the run). */
  learnAll(values: Iterable<string>): this {
    for (const value of values) this.learn(value);
    return this;
  }

  /** Remembers one secret value, unless it is too short or a placeholder. */
  learn(value: string): void {
    const trimmed = learnable(value);
    if (trimmed === undefined || this.learned.size >= MAX_LEARNED) return;
    this.learned.add(trimmed);
    // A value holding `"`, `\\` or a control character is written escaped in JSON text (a capture's
    // line; JSON inside JSON, as a report quotes a line): `pa\\"ss` leaves its raw form unmatched.
    const written = jsonWritten(trimmed);
    if (written === trimmed) return;
    for (const form of [written, jsonWritten(written)]) {
      if (this.learned.size >= MAX_LEARNED) break;
      this.learned.add(form);
      this.escapedForms.add(form);
    }
  }

  /**
   * The learned secrets `text` holds: as they are, JSON-escaped, or with token characters written
   * as escapes (`\\u0067hp_...`, `ghp%5F...`), longest first.
   */
  secretsIn(text: string): string[] {
    const forms = text.includes('%') || text.includes('\\') ? [text, ...decodedRuns(text)] : [text];
    return this.secrets().filter((secret) => forms.some((form) => form.includes(secret)));
  }

  /** Remembers the value found under a credential name: the token after a scheme, an env-style wrapper's content, each cookie. */
  learnValue(name: string, value: string): void {
    let text = value.trim();
    const quoted = /^(["'])([\s\S]*)\1$/.exec(text);
    if (quoted) text = quoted[2];
    if (NOT_A_SECRET.test(text)) return;
    if (isCookieName(name) && text.includes('=')) {
      // Each cookie's value is the secret; the names and attributes (`Path=/`) stay readable.
      for (const cookie of text.split(';')) {
        const eq = cookie.indexOf('=');
        if (eq !== -1 && !COOKIE_ATTRIBUTES.has(normalizeName(cookie.slice(0, eq)))) this.learn(cookie.slice(eq + 1));
      }
      return;
    }
    const scheme = SCHEME_PREFIX.exec(text);
    // `Bearer realm=`: when what follows the scheme is no secret, neither is the whole.
    if (scheme && learnable(scheme[1]) === undefined) return;
    this.learn(text);
    if (scheme) {
      text = scheme[1];
      this.learn(text);
    }
    // `${...}` around a literal value (a user who meant an env reference): the content is the secret.
    const reference = ENV_REFERENCE.exec(text);
    if (reference) this.learn(reference[1]);
  }

  /** Learns from a parsed JSON value: strings under credential names, at any depth up to a bound. */
  scanValue(value: unknown): void {
    if (value === null || typeof value !== 'object') return;
    this.nodesLeft = MAX_SCAN_NODES;
    this.walkContainer(value, undefined, 0, false);
  }

  /** Learns from an HTTP header map (names as found; compared case-insensitively). */
  scanHeaders(headers: Readonly<Record<string, string | readonly string[] | undefined>> | undefined): void {
    if (!headers) return;
    for (const [name, value] of Object.entries(headers)) {
      const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
      for (const item of values) {
        if (typeof item !== 'string') continue;
        if (this.names.isSecret(name) || (this.names.isCredentialPosition(name) && looksRandom(item))) this.learnValue(name, item);
        this.scanText(item);
      }
    }
  }

  /** Learns from free text: shapes, `name: value` pairs under credential names, OAuth codes being exchanged. */
  scanText(text: string): void {
    if (text.length === 0) return;
    // Only at the top level: a nested pass stops short of the passes a top-level one makes.
    if (this.nesting === 0 && text.length <= MAX_REMEMBERED_TEXT_LENGTH) {
      if (this.scannedTexts.has(text)) return;
      if (this.scannedTexts.size >= MAX_REMEMBERED_TEXTS) this.scannedTexts.clear();
      this.scannedTexts.add(text);
    }
    this.work += text.length;
    if (text.includes('PRIVATE KEY')) for (const block of text.matchAll(PRIVATE_KEY_PASS)) this.learn(block[0]);
    const scan = this.scan.regex;
    scan.lastIndex = 0;
    for (let match = scan.exec(text); match; match = scan.exec(text)) {
      const part = this.scan.partOf(match);
      if (part) {
        const { kind } = part.info;
        const found = this.secretIn(part, match);
        // `secret: returns the value` in a description: a bare lower-case word after a credential
        // name is prose far more often than a secret. It is masked where it stands, not learned.
        const prose = kind === 'assignment' && found && assignmentOf(part, match).bare && /^[a-z]+$/.test(found.value);
        if (found && !prose) {
          if (found.name !== undefined) this.learnValue(found.name, found.value);
          else this.learn(found.value);
          if ((kind === 'assignment' || kind === 'cookie-header') && this.nesting < MAX_NESTED_PASSES) {
            // The value may hold a token with more around it (`ghp_...{`): learn the token exactly too.
            const resume = scan.lastIndex;
            this.nested(() => this.scanText(found.value));
            scan.lastIndex = resume;
          }
        } else if (!found && this.nesting < MAX_NESTED_PASSES) {
          // Not a secret after all, but the match hid the text it spans from the other patterns.
          const resume = scan.lastIndex;
          this.nested(() => this.scanText(this.rejectedRest(part, match)));
          scan.lastIndex = resume;
        }
      }
      if (match[0].length === 0) scan.lastIndex += 1;
    }
    if (text.includes('code')) this.scanOAuthCode(text);
    if (text.includes('%') || text.includes('\\')) for (const decoded of decodedRuns(text)) this.scanText(decoded);
    if (text.includes('AKIA') || text.includes('ASIA')) {
      for (const match of text.matchAll(AWS_SECRET_BESIDE_KEY_ID)) if (looksLikeAwsSecretKey(match[2])) this.learn(match[2]);
    }
    // A token split over two strings: each piece is masked wherever it shows up alone too.
    if (text.includes('"')) {
      for (const [, first, , second] of splitTokens(text)) {
        this.learn(first + second);
        this.learn(second);
      }
    }
  }

  /**
   * Learns from one line of a capture, in file order. Besides `scanText`, follows a private key
   * block written over several lines (a log that printed the key as it is) to its END line.
   */
  scanLine(text: string): void {
    this.followNameValueLines(text);
    if (this.inPrivateKey) {
      if (/-----END[ A-Z0-9]*PRIVATE KEY/.test(text)) this.inPrivateKey = false;
      else this.learn(text.replace(/^[^A-Za-z0-9+/=]+/, ''));
    } else if (/-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----\s*$/.test(text)) {
      this.inPrivateKey = true;
    }
    this.scanText(text);
  }

  /**
   * Pretty-printed HAR writes a header, cookie or query parameter as `"name": "Authorization",`
   * on one line and `"value": "Bearer ..."` on the next; every cookie's value is a secret.
   */
  private followNameValueLines(text: string): void {
    // Each pattern only where its key is in the line: this runs on every line of a capture.
    const cookies = text.includes('"cookies"') ? /^(\s*)"cookies"\s*:\s*\[\s*$/.exec(text) : null;
    if (cookies) this.cookiesIndent = cookies[1].length;
    else if (this.cookiesIndent >= 0 && text.includes(']') && /^\s*\],?\s*$/.test(text) && text.search(/\S/) <= this.cookiesIndent) this.cookiesIndent = -1;
    const name = text.includes('"name"') ? /^\s*"name"\s*:\s*"((?:[^"\\]|\\.)*)"\s*,?\s*$/.exec(text) : null;
    if (name) {
      this.pendingName = unescapeJson(name[1]);
      return;
    }
    if (this.pendingName === undefined) return;
    const value = text.includes('"value"') ? /^\s*"value"\s*:\s*"((?:[^"\\]|\\.)*)"\s*,?\s*$/.exec(text) : null;
    if (value) {
      const pending = this.pendingName;
      const content = unescapeJson(value[1]);
      if (this.cookiesIndent >= 0 || this.names.isSecret(pending) || (this.names.isCredentialPosition(pending) && looksRandom(content))) {
        this.learnValue(pending, content);
      }
    }
    if (value || text.includes('}')) this.pendingName = undefined;
  }

  /** Masks every secret in `text`: learned values, shapes, `name: value` under credential names. */
  redact(text: string): string {
    if (text.length === 0) return text;
    // Reports repeat their short strings (rule ids, requirement ids and statuses, revisions, keys):
    // each is masked once while nothing more is learned.
    if (this.nesting !== 0 || text.length > MAX_REMEMBERED_TEXT_LENGTH) return this.masked(text);
    if (this.redactedAt !== this.learned.size) {
      this.redactedTexts.clear();
      this.redactedAt = this.learned.size;
    }
    let masked = this.redactedTexts.get(text);
    if (masked === undefined) {
      masked = this.masked(text);
      if (this.redactedTexts.size >= MAX_REMEMBERED_TEXTS) this.redactedTexts.clear();
      this.redactedTexts.set(text, masked);
    }
    return masked;
  }

  private masked(text: string): string {
    this.work += text.length;
    if (text.includes('%') || text.includes('\\')) text = this.maskEncodedRuns(text);
    if (text.includes(ELLIPSIS)) {
      if (this.learned.size > 0) text = this.maskCutOff(text);
      text = text.replace(CUT_PREFIXED_TOKEN, (_, prefix: string) => `${prefix}${MASK}${ELLIPSIS}`).replace(CUT_UNPREFIXED_TOKEN, MASK + ELLIPSIS);
    }
    if (text.includes('PRIVATE KEY')) text = text.replace(PRIVATE_KEY_PASS, (block) => maskSecret(block));
    if (text.includes('AKIA') || text.includes('ASIA')) {
      text = text.replace(AWS_SECRET_BESIDE_KEY_ID, (whole, lead: string, key: string) => (looksLikeAwsSecretKey(key) ? lead + maskSecret(key) : whole));
    }
    if (text.includes('"')) {
      // Both pieces of a split token: the first keeps only its vendor prefix, the second as a mask keeps its end.
      let out = '';
      let copied = 0;
      for (const match of splitTokens(text)) {
        const [whole, first, between, second] = match;
        out += `${text.slice(copied, match.index)}"${knownPrefix(first)}${MASK}"${between}"${maskSecret(second)}"`;
        copied = match.index + whole.length;
      }
      if (copied > 0) text = out + text.slice(copied);
    }
    if (this.escapedForms.size > 0 && text.includes('\\')) text = text.replace(this.escapedFormsRegex(), (form) => maskSecret(form));
    const pattern = this.compiledForRedaction();
    // Each match's parts masked in `maskedMatch` are passes nested one deeper.
    const masked = this.nested(() => pattern.replace(text, (part, match) => this.maskedMatch(part, match)));
    return this.learned.size > 0 ? this.maskLearnedHeads(masked) : masked;
  }

  /**
   * A cookie's name, as masked: the header's match hid it from the shapes, and a token standing
   * where a name would (`Cookie: ghp_...=1`) must not come out whole.
   */
  private readonly maskInName = (name: string): string => (this.nesting < MAX_NESTED_PASSES ? this.redact(name) : name);

  /** Runs a pass over a part of a match, one level deeper. */
  private nested<T>(pass: () => T): T {
    this.nesting += 1;
    try {
      return pass();
    } finally {
      this.nesting -= 1;
    }
  }

  /** Masks a run that is the head (and only the head) of a learned secret: what a cut body leaves of it. */
  private maskLearnedHeads(text: string): string {
    const byHead = this.secretsByHead();
    return text.replace(CUT_HEAD_RUN, (run) => {
      const candidates = byHead.get(run.slice(0, HEAD_LENGTH));
      if (!candidates) return run;
      // Less than the secret's known prefix plus a few characters reveals nothing worth hiding.
      const head = (secret: string) => secret.length > run.length && run.length >= knownPrefix(secret).length + 8 && secret.startsWith(run);
      return candidates.some(head) ? `${knownPrefix(run)}${MASK}` : run;
    });
  }

  /**
   * Token characters written as escapes (`ghp%5F...`, `\u0067hp_...`) hide a secret from the
   * patterns: each such run is decoded (only escapes of token characters; `%22` stays as it is)
   * and, when the decoded run holds a secret, written decoded and masked.
   */
  private maskEncodedRuns(text: string): string {
    return text.replace(ENCODED_RUN, (run) => {
      const decoded = decodeRun(run);
      if (decoded === run) return run;
      const masked = this.redact(decoded);
      return masked === decoded ? run : masked;
    });
  }

  /**
   * A snippet cut short (`{"token":"ghp_Abc…`) holds the head of a secret that no longer matches
   * it whole: mask the longest tail of the run before each `…` that begins a learned secret.
   */
  private maskCutOff(text: string): string {
    const byHead = this.secretsByHead();
    return text.replace(CUT_OFF_RUN, (whole, run: string) => {
      // A cut-off head longer than this would have been masked whole by the shapes or values.
      for (let start = Math.max(0, run.length - CUT_OFF_WINDOW); start <= run.length - HEAD_LENGTH; start += 1) {
        const tail = run.slice(start);
        const candidates = byHead.get(tail.slice(0, HEAD_LENGTH)) ?? [];
        // A tail no longer than the secret's known prefix (`ghp_`, as in our own masks) reveals nothing.
        const reveals = (secret: string) => secret.length > tail.length && tail.length > knownPrefix(secret).length && secret.startsWith(tail);
        if (candidates.some(reveals)) return `${run.slice(0, start)}${MASK}…`;
      }
      return whole;
    });
  }

  /** One regex for the escaped forms (see `escapedForms`), rebuilt when more were learned. */
  private escapedFormsRegex(): RegExp {
    if (this.escapedFormsPattern?.size !== this.escapedForms.size) {
      this.escapedFormsPattern = { size: this.escapedForms.size, regex: new RegExp(trieSource([...this.escapedForms]), 'g') };
    }
    return this.escapedFormsPattern.regex;
  }

  /** Learned secrets by their first four characters, rebuilt when the set grew. */
  private secretsByHead(): Map<string, string[]> {
    if (this.headsAt !== this.learned.size) {
      this.heads = new Map();
      for (const secret of this.learned) {
        const head = secret.slice(0, HEAD_LENGTH);
        const list = this.heads.get(head);
        if (list) list.push(secret);
        else this.heads.set(head, [secret]);
      }
      this.headsAt = this.learned.size;
    }
    return this.heads;
  }

  /** Redacts every string in a JSON-like value (a report, a finding), returning a copy. */
  redactDeep<T>(value: T): T {
    return redactStrings(value, (text) => this.redact(text));
  }

  /** The learned values (first: an exact value wins over a shape) and every other alternative, rebuilt when more were learned. */
  private compiledForRedaction(): CombinedPattern<PartInfo> {
    if (!this.redactPattern || this.learnedAtCompile !== this.learned.size) {
      // The trie escapes every character of the values, so it holds no group; it is kilobytes
      // long, so it is not read again to count them.
      const learned: NumberedSource = { source: trieSource([...this.learned]), groups: 0, named: {} };
      const learnedPart = this.learned.size > 0 ? [{ numbered: learned, info: { kind: 'learned' as const } }] : [];
      this.redactPattern = new CombinedPattern([...learnedPart, ...this.staticSources]);
      this.valuesAndShapes = new CombinedPattern([...learnedPart, ...this.staticSources.filter((source) => source.info.kind !== 'assignment' && source.info.kind !== 'cookie-header')]);
      this.learnedAtCompile = this.learned.size;
    }
    return this.nesting >= MAX_NESTED_PASSES ? this.valuesAndShapes! : this.redactPattern;
  }

  /** The secret a match holds, or undefined when the match turns out not to be one. */
  private secretIn(part: SecretPart, match: RegExpExecArray): { name?: string; value: string } | undefined {
    const whole = match[part.group];
    const { shape } = part.info;
    switch (part.info.kind) {
      case 'learned':
      case 'custom':
        return { value: whole };
      case 'shape':
        if (shape?.accept && !shape.accept(whole)) return undefined;
        if (shape?.weakPrefix && continuesAWord(match.input, match.index)) return undefined;
        if (shape?.secret) return { value: shape.secret(whole) };
        return { value: whole.replace(/^(?:bearer|basic)\s+/i, '') };
      case 'cookie-header':
        if (/[A-Za-z0-9_-]/.test(match.input.charAt(match.index - 1))) return undefined;
        return { name: 'cookie', value: capture(part, match, 'cookies') ?? '' };
      case 'assignment': {
        const { nameEnd, value } = assignmentOf(part, match);
        const name = nameHead(match.input, match.index) + nameEnd;
        if (value === undefined) return undefined;
        if (this.names.isSecret(name) || (this.names.isCredentialPosition(name) && looksRandom(value))) return { name, value };
        return undefined;
      }
    }
  }

  /** The text a rejected match spans, to look at again: all but its first character, or the value. */
  private rejectedRest(part: SecretPart, match: RegExpExecArray): string {
    if (part.info.kind === 'assignment') return assignmentOf(part, match).value ?? '';
    return match[part.group].slice(1);
  }

  private maskedMatch(part: SecretPart, match: RegExpExecArray): string {
    const whole = match[part.group];
    switch (part.info.kind) {
      case 'learned':
      case 'custom':
        return maskSecret(whole);
      case 'shape':
        if (!this.secretIn(part, match)) return whole.charAt(0) + this.redact(this.rejectedRest(part, match));
        return part.info.shape?.mask ? part.info.shape.mask(whole, maskSecret) : maskSecret(whole);
      case 'cookie-header':
        if (!this.secretIn(part, match)) return whole.charAt(0) + this.redact(this.rejectedRest(part, match));
        return (capture(part, match, 'header') ?? '') + maskCookies(capture(part, match, 'cookies') ?? '', this.maskInName);
      case 'assignment': {
        const secret = this.secretIn(part, match);
        const { lead, value = '' } = assignmentOf(part, match);
        // Not a credential name after all (`progressToken`): still mask what the value holds.
        if (!secret) return lead + this.redact(value);
        return lead + (isCookieName(secret.name ?? '') ? maskCookies(value, this.maskInName) : maskSecret(value));
      }
    }
  }

  /**
   * One object or array of a parsed frame. Leaves (nearly every node) are judged here by the name
   * they stand under, without a call of their own, and each name is looked up once: this walk
   * runs over every node of every message of a capture.
   */
  private walkContainer(value: object, name: string | undefined, depth: number, inCookies: boolean): void {
    if (this.nodesLeft-- <= 0 || depth > MAX_SCAN_DEPTH) return;
    const leavesInReach = depth < MAX_SCAN_DEPTH;
    if (Array.isArray(value)) {
      const secretList = name !== undefined && (this.names.traitsOf(name) & TRAIT_SECRET) !== 0;
      let codeExchange = false;
      for (const item of value as unknown[]) {
        if (typeof item === 'object') {
          if (item === null) continue;
          this.codeGrantPair = false;
          this.walkContainer(item, undefined, depth + 1, inCookies);
          if (this.codeGrantPair) codeExchange = true;
        } else if (this.nodesLeft-- > 0 && leavesInReach && secretList && typeof item === 'string') {
          this.learnValue(name, item);
        }
      }
      // A form posted as {name, value} pairs: the authorization code is a credential while it is exchanged.
      if (codeExchange) for (const item of value) if (isNameValue(item) && item.name === 'code') this.learn(item.value);
      return;
    }
    const record = value as Record<string, unknown>;
    // The {name, value} pairs of HAR headers, cookies, query strings and form params, and an OAuth
    // code exchange, are noticed while walking the keys: no extra property lookups per object.
    let pairName: string | undefined;
    let pairValue: string | undefined;
    let codeExchange = false;
    let jwk = false;
    // for-in over a parsed object walks V8's cached key list and allocates nothing (Object.keys
    // copies it into a new array per object). JSON.parse objects have no inherited enumerable keys.
    for (const key in record) {
      const item = record[key];
      if (typeof item === 'object') {
        if (item !== null) this.walkContainer(item, key, depth + 1, inCookies || (this.names.traitsOf(key) & TRAIT_COOKIES) !== 0);
        continue;
      }
      if (typeof item === 'string') {
        if (key === 'name') pairName = item;
        else if (key === 'value') pairValue = item;
        else if (key === 'grant_type') codeExchange = item === 'authorization_code';
        else if (key === 'kty') jwk = true;
      }
      if (this.nodesLeft-- <= 0 || !leavesInReach) continue;
      // Only a string or a number is ever learned, and only a text of MIN_LEARNED_LENGTH characters
      // or more (whatever is learned from a value is a part of it): the many short leaves (`"2.0"`,
      // `"text"`, small ids and counts), booleans and nulls need no look-up of their name.
      if (typeof item === 'string') {
        if (item.length < MIN_LEARNED_LENGTH) continue;
      } else if (typeof item !== 'number' || (Number.isInteger(item) && item > -10_000 && item < 100_000)) {
        continue;
      }
      const traits = this.names.traitsOf(key);
      const cookies = inCookies || (traits & TRAIT_COOKIES) !== 0;
      if (typeof item === 'string') {
        if (cookies || (traits & TRAIT_SECRET) !== 0 || ((traits & TRAIT_POSITION) !== 0 && looksRandom(item))) this.learnValue(key, item);
      } else if (typeof item === 'number' && (cookies || (traits & TRAIT_SECRET) !== 0)) {
        // The text of a number only when it is learned: most leaves are not.
        this.learnValue(key, String(item));
      }
    }
    // Read by the array this object is an item of (its pair, noticed above: no property look-ups).
    this.codeGrantPair = pairName === 'grant_type' && pairValue === 'authorization_code';
    if (pairName !== undefined && pairValue !== undefined) {
      const traits = this.names.traitsOf(pairName);
      if (inCookies || (traits & TRAIT_SECRET) !== 0 || ((traits & TRAIT_POSITION) !== 0 && looksRandom(pairValue))) this.learnValue(pairName, pairValue);
    }
    // OAuth: the authorization code is a credential while it is being exchanged for a token.
    if (codeExchange && typeof record.code === 'string') this.learn(record.code);
    // A JSON Web Key: its private members are credentials, however short their names.
    if (jwk) for (const member of JWK_PRIVATE_MEMBERS) if (typeof record[member] === 'string') this.learn(record[member]);
  }

  private scanOAuthCode(text: string): void {
    const exchange = text.includes('authorization_code');
    const callback = /[?&]state=/.test(text);
    if (!exchange && !callback) return;
    const code = /(?<![A-Za-z0-9_])code(?:\\?["'])?[ \t]*[:=][ \t]*(?:\\?["'])?([A-Za-z0-9._~+/%-]{6,})/g;
    for (const match of text.matchAll(code)) this.learn(match[1]);
  }
}

/** A run with its escapes of token characters decoded (`%5F` -> `_`, `\\u0067` -> `g`); others stay as written. */
function decodeRun(run: string): string {
  if (!run.includes('%') && !run.includes('\\')) return run;
  return run.replace(ESCAPE, (escape, hex: string | undefined, unicode: string | undefined, markdown: string | undefined) => {
    const char = markdown ?? String.fromCharCode(parseInt(hex ?? unicode ?? '', 16));
    return TOKEN_CHAR.test(char) ? char : escape;
  });
}

/** The runs of `text` that change when decoded, decoded. */
function decodedRuns(text: string): string[] {
  const runs: string[] = [];
  for (const [run] of text.matchAll(ENCODED_RUN)) {
    const decoded = decodeRun(run);
    if (decoded !== run) runs.push(decoded);
  }
  return runs;
}

/** 40 characters of base64 beside an AWS key id: a secret key mixes cases and digits (a word or a hash does not). */
function looksLikeAwsSecretKey(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** The value as it would be remembered, or undefined when it is too short, a placeholder or not a value. */
function learnable(value: string): string | undefined {
  // A snippet's `…` marks where it was cut; it is not part of the secret.
  const trimmed = value.trim().replace(/…+$/, '');
  if (trimmed.length < MIN_LEARNED_LENGTH || trimmed.length > MAX_LEARNED_LENGTH || NOT_A_SECRET.test(trimmed)) return undefined;
  // `Authorization:` is the next header's name and `realm=` a parameter's, not values; a scheme is no secret.
  if (trimmed.endsWith(':') || /^[A-Za-z_][A-Za-z0-9_-]*=$/.test(trimmed) || SCHEME_WORD.test(trimmed)) return undefined;
  return trimmed;
}

/** A string as JSON writes it between its quotes. */
function jsonWritten(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function unescapeJson(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

function isCookieName(name: string): boolean {
  const normal = normalizeName(name);
  return normal === 'cookie' || normal === 'setcookie' || normal === 'cookies';
}

/** `sid=abc…; Path=/` -> `sid=••••; Path=/`: values go; cookie names (masked where they hold a credential) and attributes stay. */
function maskCookies(value: string, maskName: (name: string) => string): string {
  if (!value.includes('=')) return maskSecret(value);
  return value
    .split(';')
    .map((cookie) => {
      const eq = cookie.indexOf('=');
      if (eq === -1) return cookie.trim() === '' || COOKIE_ATTRIBUTES.has(normalizeName(cookie)) ? cookie : maskSecret(cookie);
      if (COOKIE_ATTRIBUTES.has(normalizeName(cookie.slice(0, eq)))) return cookie;
      return `${maskName(cookie.slice(0, eq))}=${maskSecret(cookie.slice(eq + 1))}`;
    })
    .join(';');
}

function isNameValue(value: unknown): value is { name: string; value: string } {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.name === 'string' && typeof record.value === 'string';
}

function checkPattern(pattern: string): string {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch (error) {
    throw new Error(`secrets.patterns: ${JSON.stringify(pattern)} is not a valid regular expression (${(error as Error).message})`, { cause: error });
  }
  if (regex.test('')) throw new Error(`secrets.patterns: ${JSON.stringify(pattern)} matches the empty string; a pattern must match the secret itself`);
  try {
    // As it will stand among the others (its back-references renumbered).
    new CombinedPattern([{ numbered: numberGroups(pattern, true), info: undefined }]);
  } catch (error) {
    throw new Error(`secrets.patterns: ${JSON.stringify(pattern)} cannot be combined with the other patterns (${(error as Error).message})`, { cause: error });
  }
  return pattern;
}

/** The identifier characters just before `index`: the head of a name whose last word matched there. */
function nameHead(text: string, index: number): string {
  let start = index;
  while (start > 0 && index - start < 64 && /[A-Za-z0-9_.-]/.test(text.charAt(start - 1))) start -= 1;
  return text.slice(start, index);
}
