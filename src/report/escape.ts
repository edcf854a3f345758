/**
 * Escaping for text that comes from captures (messages quote frames, file names come from pull
 * requests): nothing in it may open or close HTML, break a table, or mention a user or an issue.
 */

const ZERO_WIDTH_SPACE = '&#8203;';

/** For HTML contexts (`<summary>`): entities, and @mentions / #refs broken by a zero-width space. */
export function escapeHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/@/g, `@${ZERO_WIDTH_SPACE}`)
    .replace(/#/g, `#${ZERO_WIDTH_SPACE}`)
    .replace(/[\r\n]+/g, ' ');
}

/** For markdown text and table cells: the HTML escapes, plus table pipes and inline markdown. */
export function escapeMarkdown(text: string): string {
  return escapeHtmlText(text.replace(/\\/g, '\\\\'))
    .replace(/\|/g, '&#124;')
    .replace(/`/g, '&#96;')
    .replace(/([*_[\]~()!])/g, '\\$1');
}

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
