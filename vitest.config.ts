import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * What `npm run test:unit` leaves out: what runs the built dist/ as a child process (end-to-end:
 * the CLI, the Action, the package), the real browser, the fuzzers and the suites that feed large
 * generated captures (bench-like). `npm test` runs everything.
 */
const NOT_UNIT: readonly string[] = [
  'test/cli/**', // every file there drives the built CLI
  'test/action/e2e.test.ts',
  'test/dist.test.ts',
  'test/package/**',
  'test/security/paths.test.ts',
  'test/security/workflow-commands.test.ts',
  'test/security/safe-paths.test.ts',
  'test/security/runs.test.ts', // whole runs of the built CLI
  'test/secrets/placements.test.ts',
  'test/html/browser.test.ts',
  'test/requirement-coverage/html-coverage.test.ts', // the requirement coverage in Chromium
  'test/fuzz/**',
  'test/scale/**',
  'test/robustness/**',
  'test/capture/json-open-array.test.ts', // a child process with a 48 MiB heap
  // A 64 MiB SSE event: in a unit worker that has run hundreds of files before it, it took 110 s
  // (3.8 s alone) and timed out twice; it gets a worker of its own.
  'test/rules/capture/frame-too-large.test.ts',
  'test/golden/rerecord.test.ts', // records real SDK sessions
  'test/app/merge-cli.test.ts',
];

/**
 * The unit files share their worker's modules with the files run before them (`isolate: false`):
 * importing the engine, the protocol model and the rules once per worker instead of once per file
 * is most of a unit run's time. That is safe because src/core keeps no state from one run to the
 * next but memos keyed by what they answer (test/shapes/order-independence.test.ts and
 * test/session/schema-cache.test.ts ask in different orders), and because no unit file mocks a
 * module (vi.mock would leak into the files after it). The other files keep a module graph each.
 */
export const UNIT_PROJECT: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...NOT_UNIT], isolate: false },
};

const END_TO_END_PROJECT: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'end-to-end', include: NOT_UNIT.map((pattern) => (pattern.endsWith('.ts') ? pattern : `${pattern}/*.test.ts`)), exclude: [...configDefaults.exclude] },
};

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [UNIT_PROJECT, END_TO_END_PROJECT],
  },
});
