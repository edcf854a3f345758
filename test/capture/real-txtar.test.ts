import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { captureRules } from '../helpers/rule-sets.js';
import { describeShared, realCapturesDir as realDir, sharedEntries } from '../helpers/shared.js';
import { readText } from './read.js';

const fixtures = sharedEntries(realDir).filter((name) => name.endsWith('-txtar'));

interface Expect {
  errors?: Array<{ line: number }>;
  warnings?: Array<{ line: number }>;
}

describeShared('real-captures', 'real Go SDK txtar fixtures', () => {
  it('are all here (8 of them)', () => {
    expect(fixtures).toHaveLength(8);
  });

  for (const name of fixtures) {
    it(`${name}: read as txtar, harness text silent, senders by section`, () => {
      const text = readFileSync(join(realDir, name, 'capture.txt'), 'utf8');
      const expect_ = JSON.parse(readFileSync(join(realDir, name, 'expect.json'), 'utf8')) as Expect;
      const { format, frames, issues } = readText(text, { fileName: 'capture.txt' });
      expect(format).toBe('txtar');
      expect(issues).toEqual([]);
      expect(frames.every((f) => f.parseError === undefined)).toBe(true);
      const lines = text.split('\n');
      const serverMarker = lines.indexOf('-- server --') + 1;
      expect(serverMarker).toBeGreaterThan(0);
      for (const frame of frames) {
        expect(frame.sender, `frame at line ${frame.span.line}`).toBe(frame.span.line > serverMarker ? 'server' : 'client');
        expect(lines[frame.span.line - 1].trimStart().startsWith('{')).toBe(true);
      }
      // Every line the verdict names holds the start of a frame.
      const starts = new Set(frames.map((f) => f.span.line));
      for (const { line } of [...(expect_.errors ?? []), ...(expect_.warnings ?? [])]) expect(starts, `line ${line}`).toContain(line);
    });
  }

  it('go-sdk-tools-txtar: client frames at 21, 31, 33.., server frames at 269 and 284', () => {
    const { frames } = readText(readFileSync(join(realDir, 'go-sdk-tools-txtar', 'capture.txt'), 'utf8'), { fileName: 'capture.txt' });
    const client = frames.filter((f) => f.sender === 'client').map((f) => f.span.line);
    const server = frames.filter((f) => f.sender === 'server').map((f) => f.span.line);
    expect(client).toEqual([21, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]);
    expect(server).toContain(269);
    expect(server).toContain(284);
    expect(server[0]).toBe(46);
    const last = frames.at(-1)!;
    expect(last.span.line).toBe(284);
    expect(last.value).toMatchObject({ id: 11 });
  });

  it('no capture-rule finding on any of them through checkCapture', async () => {
    for (const name of fixtures) {
      const file = join(realDir, name, 'capture.txt');
      const result = await checkCapture({ path: `${name}/capture.txt`, file }, { revision: 'auto', ruleSet: captureRules });
      expect(result.format).toBe('txtar');
      expect(result.findings, name).toEqual([]);
      expect(result.frames).toBeGreaterThan(1);
    }
  });
});
