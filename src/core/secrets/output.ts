/** Masks the secrets in one text: a run's `redact` (see `Redactor.redact`). */
export type RedactText = (text: string) => string;

/** Deeper than this, a value is not walked (our own reports are a few levels deep). */
const MAX_DEPTH = 256;

/**
 * The redaction pass for a structured output (the JSON report, SARIF, the HTML report's data):
 * a copy of `value` with every string masked, object keys included (a capture's JSON key, a
 * method name or a file name can hold a token). Run once on what is about to be written, after
 * everything the run learned, so a credential seen late is masked everywhere.
 */
export function redactStrings<T>(value: T, redact: RedactText): T {
  return walk(value, redact, 0) as T;
}

function walk(value: unknown, redact: RedactText, depth: number): unknown {
  if (typeof value === 'string') return redact(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, redact, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[redact(key)] = walk(item, redact, depth + 1);
  return out;
}
