import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/core/capture/formats.js';
import { cassetteFormat } from '../../src/core/capture/cassette.js';
import { claudeLogFormat } from '../../src/core/capture/claude-log.js';
import { httpFormat } from '../../src/core/capture/http.js';
import type { CaptureFormat } from '../../src/core/capture/reader.js';
import { sseFormat } from '../../src/core/capture/sse.js';
import { describeShared, realCapturesDir as dir } from '../helpers/shared.js';
import { readText, sniffInput, type ReadResult } from './read.js';

interface Expect {
  clean: boolean;
  errors: { line: number }[];
  warnings?: { line: number }[];
}

interface Case {
  name: string;
  format: CaptureFormat;
  /** `line sender` of every frame, in order (checked by hand against the capture). */
  frames: string[];
  /** Frames grouped by session: lines of each session's frames (omitted: one session). */
  sessions?: number[][];
}

const alternate = (lines: number[]) => lines.map((line, i) => `${line} ${i % 2 === 0 ? 'client' : 'server'}`);

const cases: Case[] = [
  { name: 'mcp-debugging-legacy-sse-get-stream', format: sseFormat, frames: ['5 server', '8 server', '11 server', '14 server'] },
  { name: 'mcp-debugging-streamable-http-curl-v-sse', format: httpFormat, frames: ['7 client', '32 server'] },
  { name: 'kubiosec-stateless-2026-http-trace', format: httpFormat, frames: alternate([9, 29, 73, 100, 135, 156, 290, 317, 353, 380]) },
  {
    name: 'kubiosec-explicit-handles-2026-http-trace',
    format: httpFormat,
    frames: alternate([9, 29, 73, 97, 132, 153, 400, 424, 460, 486, 522, 548, 584, 610, 646, 672, 708, 734]),
  },
  {
    name: 'mcp-recorder-cassette-fastmcp-meta-key',
    format: cassetteFormat,
    frames: ['15 client', '28 server', '75 client', '88 client', '93 server', '237 client', '252 server', '276 client', '291 server', '315 client', '329 server', '353 client', '367 server'],
  },
  {
    name: 'neural-collab-claude-log-mcp-remote-failures',
    format: claudeLogFormat,
    frames: ['64 client', '70 client', '243 client', '333 client'],
    // four process lifetimes; the one started on line 92 never got a message
    sessions: [[64, 70], [243], [333]],
  },
  {
    name: 'taptools-claude-log-concurrent-double-spawn',
    format: claudeLogFormat,
    frames: ['3 client', '6 client', '27 client', '30 client'],
    // two bursts of two concurrent spawns: each initialize (id 0) is its own process's
    sessions: [[3], [6], [27], [30]],
  },
  { name: 'theater-claude-desktop-cancelled-panic', format: claudeLogFormat, frames: ['1 client', '2 server', '3 client', '8 client'] },
];

describeShared('real-captures', 'real captures of the HTTP-ish and log formats', () => {
  for (const c of cases) {
    describe(c.name, () => {
      let file: string;
      let text: string;
      let expected: Expect;
      let frames: ReadResult['frames'];
      let issues: ReadResult['issues'];
      beforeAll(() => {
        const folder = join(dir, c.name);
        file = join(folder, readdirSync(folder).find((name) => name.startsWith('capture.')) ?? 'capture');
        text = readFileSync(file, 'utf8');
        expected = JSON.parse(readFileSync(join(folder, 'expect.json'), 'utf8')) as Expect;
        ({ frames, issues } = readText(c.format, text, file));
      });

      it('is detected as its format', () => {
        expect(detectFormat(sniffInput(text, file)).name).toBe(c.format.name);
      });

      it('yields its frames at the right lines, with their senders, all parsed', () => {
        expect(frames.map((f) => `${f.span.line} ${f.sender}`)).toEqual(c.frames);
        expect(frames.filter((f) => f.parseError !== undefined)).toEqual([]);
      });

      it('starts a frame on every line its verdict names', () => {
        const starts = new Set(frames.map((f) => f.span.line));
        for (const entry of [...expected.errors, ...(expected.warnings ?? [])]) expect(starts.has(entry.line), `line ${entry.line}`).toBe(true);
      });

      it('raises no reader error on a capture that is clean at the reading level', () => {
        expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
      });

      if (c.sessions) {
        it('splits sessions by server process', () => {
          const bySession = new Map<string, number[]>();
          for (const f of frames) bySession.set(f.session ?? '', [...(bySession.get(f.session ?? '') ?? []), f.span.line]);
          expect([...bySession.values()]).toEqual(c.sessions);
        });
      } else {
        it('keeps one session', () => {
          expect(new Set(frames.map((f) => f.session)).size).toBe(1);
        });
      }
    });
  }
});
