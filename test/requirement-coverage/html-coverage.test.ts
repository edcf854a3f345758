// The HTML report's requirement coverage, in Chromium: the run's blocks in the side bar and each
// capture's under its facts, collapsed, their headline the markdown's line.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { formatHtml } from '../../src/report/html-report.js';
import { scratch } from '../cli/run-cli.js';
import { repoRoot } from '../helpers/corpus.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = join(repoRoot, 'test/artifacts/html');
const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM) console.warn(`HTML coverage browser test skipped: ${CHROMIUM} is absent (install Debian's package: apt-get install -y chromium).`);

const CAPTURE = [
  '> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
  '< {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
  '> {"jsonrpc":"2.0","method":"notifications/initialized"}',
  '> {"jsonrpc":"2.0","id":2,"method":"prompts/list"}',
  '< {"jsonrpc":"2.0","id":2,"result":{"prompts":[]}}',
].join('\n');

describe.skipIf(!HAS_CHROMIUM)(`HTML report coverage in Chromium (${CHROMIUM}; skipped when it is absent)`, () => {
  let browser: Browser;
  let url: string;
  let headline: string;
  let cleanup: (() => void) | undefined;

  beforeAll(async () => {
    const dir = scratch({ 'undeclared.jsonl': `${CAPTURE}\n` });
    cleanup = dir.cleanup;
    const cwd = dir.dir;
    const run = await runCheck({ cwd, captures: ['undeclared.jsonl'], revision: 'auto', failOn: 'error', mode: 'check', jobs: 1, timeline: true });
    const [coverage] = run.report.coverage!;
    headline = `2025-11-25: ${coverage.exercised} of ${coverage.observable} observable requirements exercised, ${coverage.violated} violated`;
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, 'coverage.html');
    writeFileSync(file, formatHtml(run));
    url = `file://${file}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
  });

  afterAll(async () => {
    await browser?.close();
    cleanup?.();
  });

  test('the side bar and the capture header each show the headline, the requirements by status inside', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.waitForSelector('.head .coverage');
    expect(await page.textContent('nav .run-coverage summary')).toBe(`${headline} (over 1 capture held to 2025-11-25)`);
    expect(await page.textContent('.head .coverage summary')).toBe(headline);
    // Collapsed until opened.
    expect(await page.isVisible('.head .coverage p')).toBe(false);
    await page.click('.head .coverage summary');
    const statuses = await page.$$eval('.head .coverage p', (nodes) => nodes.map((n) => n.textContent ?? ''));
    expect(statuses[0]).toMatch(/^violated \(1\) a finding shows it broken: lifecycle\.use-negotiated-capabilities$/);
    expect(statuses.some((s) => s.startsWith('held ('))).toBe(true);
    expect(statuses.find((s) => s.startsWith('not observed ('))).toContain('tools.structured-content-conforms');
    await page.close();
  });
});
