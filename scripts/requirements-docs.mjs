#!/usr/bin/env node
// Regenerates docs/requirements.md from the requirement registry (src/core/protocol/requirements/)
// and the rules' `requirements`. The same test, run without UPDATE_DOCS, fails when the page is stale.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'test/protocol/requirements-docs.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_DOCS: '1' },
});
process.exit(result.status ?? 1);
