import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:unit`: the fast loop while editing rules, readers and reporters. It leaves out what
 * runs the built dist/ as a child process (end-to-end: the CLI, the Action, the package), the real
 * browser, the fuzzers and the suites that feed large generated captures (bench-like). `npm test`
 * runs everything.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        'test/cli/**', // every file there drives the built CLI
        'test/action/e2e.test.ts',
        'test/dist.test.ts',
        'test/package/**',
        'test/security/paths.test.ts',
        'test/security/workflow-commands.test.ts',
        'test/security/safe-paths.test.ts',
        'test/secrets/placements.test.ts',
        'test/html/browser.test.ts',
        'test/fuzz/**',
        'test/scale/**',
        'test/robustness/**',
        'test/capture/json-open-array.test.ts', // a child process with a 48 MiB heap
        'test/golden/rerecord.test.ts', // records real SDK sessions
        'test/app/merge-cli.test.ts',
      ],
    },
  }),
);
