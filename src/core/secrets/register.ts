import { isUrlOrPath, shannonEntropy } from './entropy.js';
import { hasSecretShape } from './shapes.js';

/** Shortest value registered with the runner's log masking. */
export const MIN_REGISTERED_LENGTH = 8;

/**
 * Whether a learned secret should be registered with the runner's log masking (the Action's
 * `::add-mask::`). The runner then replaces that text everywhere in the job's log, later steps
 * included, so a plain word learned under a credential name (`"password": "failed"`) would blank
 * `failed` out of every log line of the job. Only values that look like credentials are registered:
 * a recognised shape, or a long enough run with no spaces that mixes character classes and is not a
 * word, a path, a host name, a URL, a date or a version. The other learned values are still masked in
 * every output of this tool; they are only kept away from the runner.
 */
export function worthRegistering(value: string): boolean {
  if (value.length < MIN_REGISTERED_LENGTH) return false;
  if (value.includes('PRIVATE KEY')) return true;
  if (hasSecretShape(value)) return true;
  if (/\s/.test(value)) return false;
  // Words joined by separators (`refs/heads/main`, `github.com`, `ubuntu-latest`), paths, URLs,
  // dates and versions (`2025-06-18`, `v1.2.3`): text the job's own log needs.
  if (/^[A-Za-z]+(?:[-_./:@]+[A-Za-z]+)*[/.]?$/.test(value)) return false;
  if (/^v?[\d.:+T-]+Z?$/.test(value)) return false;
  if (isUrlOrPath(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (classes >= 3) return true;
  return classes >= 2 && value.length >= 16 && shannonEntropy(value) >= 3;
}
