import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from './corpus.js';

/**
 * The shared test data that is not part of the repository: the official MCP spec files, real
 * captures and peer tools' formats. It sits beside the checkout (`<repo>/../shared`) unless
 * MCP_CAPTURE_LINT_SHARED names it (absolute, or relative to the working directory). A bare
 * clone has none of it: the suites that need it are skipped, saying what they need.
 *
 * No suite may read these files while Vitest collects tests (module top level or a describe
 * body, which Vitest runs even for a skipped suite): read them in `it` bodies or `beforeAll`.
 * Listing a folder to make one test per file is fine once it is known to exist (`sharedEntries`).
 */
export const SHARED_ENV = 'MCP_CAPTURE_LINT_SHARED';

export const sharedDir = process.env[SHARED_ENV] ? resolve(process.env[SHARED_ENV]) : join(repoRoot, '..', 'shared');

export type SharedPart = 'mcp-spec' | 'real-captures' | 'peer-formats';

export const specDir = join(sharedDir, 'mcp-spec');
export const realCapturesDir = join(sharedDir, 'real-captures');
/** Other recorders' formats: `<tool>/FORMAT.md`, `<tool>/samples/*` (real output of each tool). */
export const peerFormatsDir = join(sharedDir, 'peer-formats');

/** Whether that part of the shared folder is here; a part that is here but incomplete fails its tests. */
export function sharedAvailable(part: SharedPart): boolean {
  return existsSync(join(sharedDir, part));
}

/** The one text every skip for want of shared data gives: the folder it needs and how to provide it. */
export function sharedSkipReason(part: SharedPart): string {
  return `needs ../shared/${part} (set ${SHARED_ENV})`;
}

/** A test or suite title that says what it needs, for one skipped on more than the shared folder. */
export function sharedTitle(part: SharedPart, title: string): string {
  return `${title} [${sharedSkipReason(part)}]`;
}

/**
 * A suite that needs a part of the shared folder: skipped with the reason in its title when the
 * part is absent. The body still runs while collecting (so it must not read shared files), and
 * a skipped test named by the reason keeps the skip visible even when the body makes its tests
 * from a folder listing and so makes none.
 */
export function describeShared(part: SharedPart, title: string, body: () => void): void {
  const available = sharedAvailable(part);
  describe.skipIf(!available)(sharedTitle(part, title), () => {
    body();
    if (!available) it.skip(sharedSkipReason(part));
  });
}

/** The sorted names in a folder of the shared data, or none when it is absent. */
export function sharedEntries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}
