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
const started = process.hrtime.bigint();
const outcome = await scenario.run(file);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
// maxRSS is in KiB.
process.stdout.write(`${JSON.stringify({ name, bytes, ms, maxRssKiB: process.resourceUsage().maxRSS, ...outcome })}\n`);
