/**
 * Escaping for text that comes from captures (messages quote frames, file names come from pull
 * requests): nothing in it may open or close HTML, break a table, or mention a user or an issue.
 */

const ZERO_WIDTH_SPACE = '&#8203;';

/** For HTML contexts (`<summary>`): entities, and @mentions / #refs broken by a zero-width space. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"'@#]|[\r\n]+/g, (ch) => HTML_ESCAPES[ch] ?? ' ');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '@': `@${ZERO_WIDTH_SPACE}`,
  '#': `#${ZERO_WIDTH_SPACE}`,
};

/** For an HTML attribute value (a URL we built): entities only, so the URL stays intact. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** For markdown text and table cells: the HTML escapes, plus table pipes and inline markdown. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[&<>"'@#|`\\*_[\]~()!]|[\r\n]+/g, (ch) => HTML_ESCAPES[ch] ?? MARKDOWN_ESCAPES[ch] ?? ' ');
}

const MARKDOWN_ESCAPES: Record<string, string> = {
  '|': '&#124;',
  '`': '&#96;',
  '\\': '\\\\',
  ...Object.fromEntries([...'*_[]~()!'].map((ch) => [ch, `\\${ch}`])),
};

/** A rule id shown as code: ids from the catalog are kebab-case; anything else is escaped as text. */
export function markdownCode(id: string): string {
  return /^[a-z0-9][a-z0-9.-]*$/i.test(id) ? `\`${id}\`` : escapeMarkdown(id);
}

/** Percent-encodes each path segment for a URL (spaces, `#`, `?`, parentheses, unicode). */
export function encodePathForUrl(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[()'!*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}
