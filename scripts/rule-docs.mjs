#!/usr/bin/env node
// Regenerates docs/rules/*.md from the rule catalog's meta (and lists the corpus captures that
// show each rule). The same test, run without UPDATE_DOCS, fails when a page is out of step.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'test/rules/docs.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_DOCS: '1' },
});
process.exit(result.status ?? 1);
