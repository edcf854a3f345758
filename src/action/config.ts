import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConfigLoader } from './action.js';

/**
 * The Action's config loader. PLACEHOLDER until the config module (src/config, the CLI's work)
 * lands: then this becomes `loadConfig` from there. Until then a config file is refused plainly
 * rather than silently ignored.
 */
export const loadActionConfig: ConfigLoader = async (cwd, path) => {
  const candidate = path ?? ['.mcp-capture-lint.yml', '.mcp-capture-lint.yaml'].find((name) => existsSync(resolve(cwd, name)));
  if (candidate) throw new Error(`${candidate}: config files are not read by this build yet.`);
  return { config: {} };
};
