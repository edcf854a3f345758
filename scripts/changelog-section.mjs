#!/usr/bin/env node
// Prints one version's section of CHANGELOG.md (Keep a Changelog format), without its heading:
// the body of the GitHub release the release workflow creates for that version's tag.
// Usage: node scripts/changelog-section.mjs <version|vX.Y.Z> [changelog=CHANGELOG.md]
// Exit status 1, with the reason on stderr, when the changelog has no section for the version or
// the section is empty, so a release is never published without its notes.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link reference definition (`[0.1.0]: https://...`): the changelog's footer, not a section's text. */
const isLinkDefinition = (line) => /^\s{0,3}\[[^\]]+\]:\s*\S/.test(line);

/**
 * The body of the `## [version]` section (also `## version`, with or without a date after it), up to
 * the next `## ` heading, trimmed of blank lines and of the footer's link definitions; undefined
 * when there is no such section.
 */
export function changelogSection(changelog, version) {
  const wanted = version.replace(/^v/, '');
  const heading = new RegExp(`^##\\s+\\[?v?${escapeRegExp(wanted)}\\]?(?=\\s|$)`);
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return undefined;
  const next = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  const body = lines.slice(start + 1, next < 0 ? lines.length : next);
  while (body.length > 0 && (body.at(-1).trim() === '' || isLinkDefinition(body.at(-1)))) body.pop();
  while (body.length > 0 && body[0].trim() === '') body.shift();
  return body.join('\n');
}

function main([version, file = 'CHANGELOG.md']) {
  if (!version) {
    process.stderr.write('Usage: node scripts/changelog-section.mjs <version> [changelog]\n');
    return 2;
  }
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`${file}: cannot be read (${error.code ?? error.message}).\n`);
    return 1;
  }
  const section = changelogSection(text, version);
  if (section === undefined) {
    process.stderr.write(`${file} has no "## [${version.replace(/^v/, '')}]" section: add it before tagging.\n`);
    return 1;
  }
  if (section === '') {
    process.stderr.write(`${file}: the section of ${version.replace(/^v/, '')} is empty: say what the release changes.\n`);
    return 1;
  }
  process.stdout.write(`${section}\n`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
