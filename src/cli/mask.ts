/**
 * Masks secrets in text the CLI prints back (explain shows messages and headers people paste
 * from real sessions): bearer tokens, Authorization / API key headers, and JSON string values of
 * keys that name a secret. The first four characters stay, so two tokens can still be told apart.
 */
const SECRET_KEY = /(?:token|secret|password|passwd|api[-_]?key|authorization|cookie|credential|session[-_]?id)/i;

/** Protocol fields whose names look secret but are not. */
const NOT_SECRET = /^(progressToken|maxTokens|nextCursor|cursor)$/;

function maskValue(value: string): string {
  if (value.length <= 4) return '****';
  return `${value.slice(0, 4)}****`;
}

export function maskSecrets(text: string): string {
  return text
    .replace(/\b(Bearer|Basic|Token)\s+([A-Za-z0-9._~+/=-]{6,})/g, (_, scheme: string, token: string) => `${scheme} ${maskValue(token)}`)
    .replace(/("([^"\\]*)"\s*:\s*)"((?:[^"\\]|\\.)*)"/g, (whole, prefix: string, key: string, value: string) =>
      SECRET_KEY.test(key) && !NOT_SECRET.test(key) && !/^(Bearer|Basic|Token) /.test(value) && value !== '' ? `${prefix}"${maskValue(value)}"` : whole,
    )
    .replace(/^((?:x-api-key|api-key|cookie|set-cookie|mcp-session-id)\s*:\s*)(\S.*)$/gim, (_, prefix: string, value: string) => `${prefix}${maskValue(value)}`);
}
