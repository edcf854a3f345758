// Child process of scripts/run-bench.mjs: runs one scenario on one file and prints one JSON line.
import { statSync } from 'node:fs';
import { SCENARIOS } from './scenarios.mjs';

const [name, file] = process.argv.slice(2);
const scenario = SCENARIOS.find((s) => s.name === name);
if (!scenario) {
  console.error(`unknown scenario ${name}`);
  process.exit(2);
}
const bytes = statSync(file).size;
// Loading modules and compiling schemas is set-up, not throughput: it runs before the clock.
const prepared = scenario.prepare ? await scenario.prepare(file) : undefined;
const before = process.resourceUsage();
const started = process.hrtime.bigint();
const outcome = await scenario.run(file, prepared);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
const after = process.resourceUsage();
// CPU time (user + system, all threads, in µs) is far less disturbed than wall time by other
// processes on a busy machine; maxRSS is in KiB.
const cpuMs = (after.userCPUTime + after.systemCPUTime - before.userCPUTime - before.systemCPUTime) / 1000;
process.stdout.write(`${JSON.stringify({ name, bytes, ms, cpuMs, maxRssKiB: after.maxRSS, ...outcome })}\n`);
