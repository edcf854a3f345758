import { stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import fg from 'fast-glob';
import { isExpectationFile } from '../golden/expectations.js';

export interface DiscoverOptions {
  cwd: string;
  /** Paths, directories or globs, relative to cwd. */
  patterns: readonly string[];
  exclude?: readonly string[];
}

export interface DiscoveredCapture {
  /** Path relative to cwd, with `/`. */
  path: string;
  absolute: string;
}

/**
 * PLACEHOLDER first version: expands paths, directories and globs into capture files, sorted.
 * (To do: .gitignore, symlinks that leave cwd, patterns outside cwd.)
 */
export async function discoverCaptures(options: DiscoverOptions): Promise<DiscoveredCapture[]> {
  const found = new Set<string>();
  const ignore = ['**/node_modules/**', '**/*.expected.yaml', ...(options.exclude ?? [])];
  for (const pattern of options.patterns) {
    const absolute = resolve(options.cwd, pattern);
    const info = await stat(absolute).catch(() => undefined);
    if (info?.isFile()) found.add(absolute);
    else {
      const glob = info?.isDirectory() ? `${fg.convertPathToPattern(absolute)}/**/*` : fg.convertPathToPattern(options.cwd) + '/' + pattern;
      for (const file of await fg(glob, { ignore, onlyFiles: true, absolute: true })) found.add(file);
    }
  }
  return [...found]
    .filter((file) => !isExpectationFile(file) && !file.endsWith('.md'))
    .sort()
    .map((absolute) => ({ absolute, path: relative(options.cwd, absolute).split(sep).join('/') }));
}
