// `mcp-capture-lint merge` as a user runs it (the built CLI, dist/: run under the build lock): a
// hand-edited shard report is refused with exit 2, the file and the first mismatch on stderr, and
// nothing on stdout; the sound shards merge into what the unsharded run prints.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROKEN, GOOD, runCli, scratch } from '../cli/run-cli.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('mcp-capture-lint merge (the built CLI)', () => {
  it('merges sound shard reports, and refuses a hand-edited one with exit 2 naming the file and the JSON pointer', () => {
    const w = scratch({ 'captures/a.jsonl': BROKEN, 'captures/b.jsonl': GOOD, 'captures/c.jsonl': BROKEN, 'captures/d.jsonl': GOOD });
    cleanups.push(w.cleanup);
    const whole = runCli(['check', 'captures', '--no-progress'], { cwd: w.dir });
    for (const i of [1, 2]) {
      const shard = runCli(['check', 'captures', '--shard', `${i}/2`, '--output', `shards/s${i}.json`, '--no-progress'], { cwd: w.dir });
      // A shard gives no verdict of its own; its report goes to the file.
      expect(shard.status).toBe(0);
      expect(JSON.parse(readFileSync(join(w.dir, `shards/s${i}.json`), 'utf8')).shard).toMatchObject({ index: i, count: 2 });
    }
    const merged = runCli(['merge', 'shards/*.json'], { cwd: w.dir });
    expect(merged.stderr).toBe('');
    expect(merged.stdout).toBe(whole.stdout);
    expect(merged.status).toBe(1);

    // The shard with files loses a field of its first file outcome.
    const file = ['shards/s1.json', 'shards/s2.json'].find((name) => JSON.parse(readFileSync(join(w.dir, name), 'utf8')).shard.run.files.length > 0)!;
    const report = JSON.parse(readFileSync(join(w.dir, file), 'utf8'));
    report.shard.run.files[0].reasons = 'none';
    writeFileSync(join(w.dir, file), JSON.stringify(report));
    const refused = runCli(['merge', 'shards/*.json'], { cwd: w.dir });
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      `mcp-capture-lint: ${file} does not match the report schema (schema/report.schema.json): /shard/run/files/0/reasons must be array. Was it edited or cut short? Merge the reports the shards wrote, as they wrote them.\n`,
    );
  }, 60_000);
});
