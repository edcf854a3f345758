/** What a masked secret, or a short one, is replaced with. */
export const MASK = '••••';
/** Separates the recognisable head of a masked secret from its last four characters. */
export const ELLIPSIS = '…';

/** Prefixes that say what a secret is (kept in the mask so a reader knows what leaked where). */
const KNOWN_PREFIX =
  /^(?:github_pat_|gh[pousr]_|sk-ant-[a-z]+\d*-|sk-(?:proj|svcacct|admin)-|sk-|AKIA|ASIA|xox[abprs]-|xapp-|AIza|eyJ|-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----)/;
const SCHEME = /^((?:Bearer|Basic|Token|Bot|Digest|Negotiate)\s+)(\S[\s\S]*)$/i;

/** A body must hide at least this many characters before its last four are shown. */
const MIN_HIDDEN = 12;

/**
 * Masks a secret so a reader can tell which one it was and never use it: a known prefix and the
 * last four characters (`ghp_…a1B2`), an authorization scheme kept in front (`Bearer eyJ…x9Zq`),
 * a private key block reduced to its first line, and short secrets fully masked (`••••`).
 */
export function maskSecret(value: string): string {
  const scheme = SCHEME.exec(value);
  if (scheme) return scheme[1] + maskSecret(scheme[2]);
  const prefix = KNOWN_PREFIX.exec(value)?.[0] ?? '';
  if (prefix.startsWith('-----BEGIN')) return `${prefix}${ELLIPSIS}`;
  const body = value.slice(prefix.length);
  if (body.length >= MIN_HIDDEN + 4) return `${prefix}${ELLIPSIS}${body.slice(-4)}`;
  return prefix ? `${prefix}${MASK}` : MASK;
}
