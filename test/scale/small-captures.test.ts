// Small captures are read whole by the run and handed to the engine as text (captureSource in
// src/app/check-file.ts): the engine must find exactly what it finds reading the file itself.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureSource, SMALL_CAPTURE_BYTES } from '../../src/app/check-file.js';
import { checkCapture } from '../../src/core/engine.js';
import { Redactor } from '../../src/core/secrets/index.js';

const repo = new URL('../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'small-captures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.expected.yaml') ? [] : [full];
  });
}

async function bothWays(absolute: string, path = relative(repo, absolute)) {
  const source = captureSource(path, absolute);
  const viaRun = await checkCapture(source, { revision: 'auto', redactor: new Redactor() });
  const viaFile = await checkCapture({ path, file: absolute }, { revision: 'auto', redactor: new Redactor() });
  return { asText: 'text' in source, viaRun, viaFile };
}

const line = (value: object) => `${JSON.stringify({ jsonrpc: '2.0', ...value })}\n`;
const INIT = line({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cliënt ✓', version: '1' } } });

describe('small captures read whole', () => {
  it('give every corpus capture the findings, summary and error of the engine reading the file', async () => {
    const files = filesUnder(join(repo, 'corpus'));
    expect(files.length).toBeGreaterThan(200);
    let asText = 0;
    for (const file of files) {
      const { asText: text, viaRun, viaFile } = await bothWays(file);
      expect(viaRun, file).toEqual(viaFile);
      if (text) asText += 1;
    }
    // Nearly all of them take the short way.
    expect(asText).toBeGreaterThan(files.length * 0.8);
  }, 120_000);

  it('leave to the engine what is not small valid UTF-8, and agree at the edges', async () => {
    const filler = (bytes: number) => line({ method: 'notifications/message', params: { level: 'info', data: 'é'.repeat(Math.max(0, (bytes - 90) / 2)) } });
    const cases: Record<string, { bytes: Buffer; asText: boolean }> = {
      'empty.jsonl': { bytes: Buffer.alloc(0), asText: false },
      'bom-crlf.jsonl': { bytes: Buffer.from(`\uFEFF${INIT.replace('\n', '\r\n')}`, 'utf8'), asText: true },
      'no-final-newline.jsonl': { bytes: Buffer.from(INIT.trimEnd(), 'utf8'), asText: true },
      'bad-utf8.jsonl': { bytes: Buffer.concat([Buffer.from(INIT), Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d, 0x0a])]), asText: false },
      'utf16.jsonl': { bytes: Buffer.from(`\uFEFF${INIT}`, 'utf16le'), asText: false },
      'nul.jsonl': { bytes: Buffer.concat([Buffer.from(INIT), Buffer.alloc(8)]), asText: true },
      'large.jsonl': { bytes: Buffer.from(INIT + filler(SMALL_CAPTURE_BYTES), 'utf8'), asText: false },
    };
    // Exactly at the limit, two-byte characters up to the last line.
    const body = INIT + filler(SMALL_CAPTURE_BYTES - 300);
    const exact = `${body}${' '.repeat(SMALL_CAPTURE_BYTES - Buffer.byteLength(body) - 4)}{}\n\n`;
    cases['exact.jsonl'] = { bytes: Buffer.from(exact, 'utf8'), asText: true };
    expect(cases['exact.jsonl'].bytes.length).toBe(SMALL_CAPTURE_BYTES);
    for (const [name, { bytes, asText }] of Object.entries(cases)) {
      const file = join(scratch, name);
      writeFileSync(file, bytes);
      const result = await bothWays(file, name);
      expect(result.asText, name).toBe(asText);
      expect(result.viaRun, name).toEqual(result.viaFile);
    }
    expect(statSync(join(scratch, 'large.jsonl')).size).toBeGreaterThan(SMALL_CAPTURE_BYTES);
  });

  it('lets the engine read what is not a regular file with a size: /proc, devices', async () => {
    for (const special of ['/proc/self/status', '/dev/null']) {
      try {
        statSync(special);
      } catch {
        continue;
      }
      expect(captureSource('special', special), special).toEqual({ path: 'special', file: special });
    }
  });

  it('lets the engine say why a capture cannot be read', async () => {
    const missing = join(scratch, 'gone.jsonl');
    expect(captureSource('gone.jsonl', missing)).toEqual({ path: 'gone.jsonl', file: missing });
    const result = await checkCapture(captureSource('gone.jsonl', missing), { revision: 'auto' });
    expect(result.error).toMatch(/^cannot read: ENOENT/);
  });
});
