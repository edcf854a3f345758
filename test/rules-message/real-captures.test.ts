import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { isRevision, type Revision } from '../../src/core/revisions.js';
import { messageRules } from '../helpers/rule-sets.js';
import { describeShared, realCapturesDir as realDir, sharedEntries } from '../helpers/shared.js';
import { runLines } from './tester.js';

/**
 * Reads pretty-printed JSON values one after another and gives each JSON-RPC message object with
 * the line its `{` stands on: enough to read the txtar fixtures and the cassette in this test
 * while the branch's readers for those formats are still placeholders.
 */
function messagesWithLines(text: string, from = 0, to = text.length): { line: number; value: Record<string, unknown> }[] {
  const found: { line: number; value: Record<string, unknown> }[] = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  let i = from;
  const skip = () => {
    while (i < to && /\s/.test(text[i])) i++;
  };
  const parseValue = (): unknown => {
    skip();
    const start = i;
    if (text[i] === '{') {
      i++;
      const object: Record<string, unknown> = {};
      skip();
      if (text[i] === '}') i++;
      else
        for (;;) {
          skip();
          const key = parseValue() as string;
          skip();
          i++; // :
          object[key] = parseValue();
          skip();
          if (text[i++] === '}') break;
        }
      if ('jsonrpc' in object) found.push({ line: lineAt(start), value: object });
      return object;
    }
    if (text[i] === '[') {
      i++;
      const array: unknown[] = [];
      skip();
      if (text[i] === ']') i++;
      else
        for (;;) {
          array.push(parseValue());
          skip();
          if (text[i++] === ']') break;
        }
      return array;
    }
    const match = /^(?:"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 100000));
    if (!match) throw new Error(`unexpected ${JSON.stringify(text.slice(i, i + 20))} at line ${lineAt(i)}`);
    i += match[0].length;
    return JSON.parse(match[0]);
  };
  for (skip(); i < to; skip()) parseValue();
  return found;
}

interface Expect {
  revision: string | null;
  errors: { line: number; category: string }[];
  tolerated_lines?: number[];
}

/** Messages of a capture, as marked lines at their own line numbers, for the rule tester. */
function markedText(folder: string): string | undefined {
  const file = readdirSync(join(realDir, folder)).find((name) => name.startsWith('capture.'))!;
  const text = readFileSync(join(realDir, folder, file), 'utf8');
  const lines: string[] = [];
  const put = (line: number, mark: string, value: unknown) => {
    while (lines.length < line - 1) lines.push('');
    lines.push(`${mark}${JSON.stringify(value)}`);
  };
  if (folder.endsWith('-txtar')) {
    const sections = [...text.matchAll(/^-- (client|server) --$/gm)];
    for (const section of sections) {
      const start = section.index! + section[0].length;
      const next = text.slice(start).search(/^-- .* --$/m);
      const end = next === -1 ? text.length : start + next;
      const mark = section[1] === 'client' ? '> ' : '< ';
      for (const { line, value } of messagesWithLines(text, start, end)) put(line, mark, value);
    }
  } else if (file.endsWith('.json')) {
    for (const { line, value } of messagesWithLines(text)) put(line, '', value);
  } else {
    return undefined;
  }
  return lines.join('\n');
}

/** The categories of expected errors that this rule family owns. */
const OURS = new Set(['envelope', 'notification-with-id', 'id-null', 'batch', 'unknown-method', 'method', 'direction', 'error-code']);

describeShared('real-captures', 'real captures: the message rules agree with their verdicts', () => {
  const folders = sharedEntries(realDir).filter((name) => existsSync(join(realDir, name, 'expect.json')));
  for (const folder of folders) {
    it(`${folder}: no error off the expected lines, and every envelope error found`, async () => {
      const expectation = JSON.parse(readFileSync(join(realDir, folder, 'expect.json'), 'utf8')) as Expect;
      const text = markedText(folder);
      const revision: Revision | undefined = isRevision(expectation.revision) ? expectation.revision : undefined;
      let findings: { line: number; rule: string; severity: string; message: string }[];
      if (text !== undefined) {
        findings = runLines(text, revision, messageRules);
      } else {
        // Formats the branch's readers handle (HTTP traces, SSE, client logs): through the engine.
        const file = join(realDir, folder, readdirSync(join(realDir, folder)).find((name) => name.startsWith('capture.'))!);
        const result = await checkCapture({ path: file, file }, { revision: revision ?? 'auto', ruleSet: messageRules });
        expect(result.error).toBeUndefined();
        expect(result.frames).toBeGreaterThan(0);
        findings = result.findings;
      }
      findings = findings.filter((f) => f.severity === 'error');
      const allowed = new Set([...expectation.errors.map((e) => e.line), ...(expectation.tolerated_lines ?? [])]);
      expect(findings.filter((f) => !allowed.has(f.line)).map((f) => `${f.line} ${f.rule}: ${f.message}`)).toEqual([]);
      const foundLines = new Set(findings.map((f) => f.line));
      const ours = expectation.errors.filter((e) => OURS.has(e.category));
      expect(ours.filter((e) => !foundLines.has(e.line))).toEqual([]);
    });
  }
  it('the cassette with a "_fastmcp" _meta key gets meta-key-name at the tools/list result (line 93)', () => {
    const findings = runLines(markedText('mcp-recorder-cassette-fastmcp-meta-key')!, '2025-11-25', messageRules);
    expect(findings.filter((f) => f.rule === 'meta-key-name').map((f) => f.line)).toEqual([93]);
  });
  it('the Go SDK bad-request fixture: initialize and ping without ids, and an initialized notification with one', () => {
    const findings = runLines(markedText('go-sdk-bad-requests-txtar')!, '2024-11-05', messageRules);
    expect(findings.filter((f) => f.severity === 'error').map((f) => `${f.line} ${f.rule}`)).toEqual(['17 request-without-id', '41 notification-with-id', '43 request-without-id', '46 params-type']);
  });
});
