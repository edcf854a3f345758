import { defineConfig } from 'vitest/config';
import { UNIT_PROJECT } from './vitest.config.js';

/**
 * `npm run test:unit`: the fast loop while editing rules, readers and reporters; the `unit` project
 * of vitest.config.ts alone (see NOT_UNIT there for what it leaves out).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [UNIT_PROJECT],
  },
});
