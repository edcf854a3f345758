import { loadConfig } from '../config/index.js';
import type { ConfigLoader } from './action.js';

/** The Action reads `.mcp-capture-lint.yml` exactly as the CLI does (same loader, same errors with positions). */
export const loadActionConfig: ConfigLoader = (cwd, path) => loadConfig(cwd, path);
