/** What a masked secret, or a short one, is replaced with. */
export const MASK = '••••';
/** Separates the recognisable head of a masked secret from its last four characters. */
export const ELLIPSIS = '…';

/**
 * Prefixes that say what a secret is (kept in the mask so a reader knows what leaked where), as
 * regex sources, in the order they are tried: a longer prefix before one it starts with (`sk-ant-`
 * before `sk-`).
 */
const SECRET_PREFIXES: readonly string[] = [
  'github_pat_',
  'gh[pousr]_',
  'sk-ant-[a-z]+\\d*-',
  'sk-(?:proj|svcacct|admin)-',
  '[sr]k_(?:live|test|prod)_',
  'sk-',
  'AKIA',
  'ASIA',
  'xox[abprse]-',
  'xapp-',
  'AIza',
  'ya29\\.',
  'eyJ',
  'gl(?:pat|dt|rt|ptt|oas|ft|soat|agent)-',
  'hf_',
  'npm_',
  'pypi-',
  'SG\\.',
  'dop_v1_',
  'shp(?:at|ca|pa|ss)_',
  '-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----',
];
/**
 * The prefixes that do not mark a cut-off run as a secret (`CUT_PREFIXED_TOKEN`): `sk-` begins
 * ordinary words (`sk-learn`), `eyJ` begins the base64 of any JSON object, and a private key block
 * is masked by a pass of its own.
 */
const PREFIXES_NOT_CUT = new Set(['sk-', 'eyJ', '-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----']);
const KNOWN_PREFIX = new RegExp(`^(?:${SECRET_PREFIXES.join('|')})`);
/** HTTP authorization schemes (`Bearer ...`): the scheme is kept readable, what follows it is masked. */
export const AUTH_SCHEMES: readonly string[] = ['bearer', 'basic', 'token', 'bot', 'digest', 'negotiate'];
const SCHEME = new RegExp(`^((?:${AUTH_SCHEMES.join('|')})\\s+)(\\S[\\s\\S]*)$`, 'i');

/** What `maskSecret` returns: a known prefix (or none) then `…` and at most four characters, or `••••`. */
function isMasked(value: string): boolean {
  const rest = value.slice(knownPrefix(value).length);
  return rest === MASK || rest === MASK + ELLIPSIS || (rest.startsWith(ELLIPSIS) && rest.length <= ELLIPSIS.length + 4 && !rest.slice(1).includes(ELLIPSIS));
}

/**
 * A vendor-prefixed token cut short where a snippet was cut (`npm_MB6Yr9…`): too short for its
 * shape, still the head of a credential (the prefixes of SECRET_PREFIXES but PREFIXES_NOT_CUT).
 * Groups: 1 the prefix.
 */
export const CUT_PREFIXED_TOKEN = new RegExp(`(${SECRET_PREFIXES.filter((prefix) => !PREFIXES_NOT_CUT.has(prefix)).join('|')})[A-Za-z0-9_.+/=-]{4,}${ELLIPSIS}`, 'g');

/** The part of a secret that says what it is (`ghp_`, `sk-ant-api03-`, `AKIA`), or ''. */
export function knownPrefix(value: string): string {
  return KNOWN_PREFIX.exec(value)?.[0] ?? '';
}

/** A body must hide at least this many characters before its last four are shown. */
const MIN_HIDDEN = 12;

/**
 * Masks a secret so a reader can tell which one it was and never use it: a known prefix and the
 * last four characters (`ghp_…a1B2`), an authorization scheme kept in front (`Bearer eyJ…x9Zq`),
 * a private key block reduced to its first line, and short secrets fully masked (`••••`).
 */
export function maskSecret(value: string): string {
  // Spaces around a value (`" token "`) are not part of it: keep them, mask what they hold.
  const inner = value.trim();
  if (inner !== value && inner !== '') {
    const start = value.indexOf(inner);
    return value.slice(0, start) + maskSecret(inner) + value.slice(start + inner.length);
  }
  const scheme = SCHEME.exec(value);
  if (scheme) return scheme[1] + maskSecret(scheme[2]);
  // Already masked (redaction runs again on text it produced): masking is idempotent.
  if (isMasked(value)) return value;
  const prefix = knownPrefix(value);
  const body = value.slice(prefix.length);
  // Cut off (`ghp_Abc…` from a snippet): what is left is the middle of a secret; show none of it.
  // Holding a mask already (text redacted before, then quoted): show none of it either.
  if (body.includes(ELLIPSIS) || body.includes('•')) {
    const cut = value.endsWith(ELLIPSIS) && !body.slice(0, -1).includes(ELLIPSIS) && !body.includes('•');
    return `${prefix}${MASK}${cut ? ELLIPSIS : ''}`;
  }
  // A prefix alone (`sk-ant-api03-`, a bare BEGIN line left of a masked block) hides nothing.
  if (prefix && body.trim() === '') return value;
  if (prefix.startsWith('-----BEGIN')) return `${prefix}${ELLIPSIS}`;
  if (body.length >= MIN_HIDDEN + 4) return `${prefix}${ELLIPSIS}${body.slice(-4)}`;
  return prefix ? `${prefix}${MASK}` : MASK;
}
