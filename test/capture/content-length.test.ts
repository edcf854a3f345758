import { describe, expect, it } from 'vitest';
import { readText, where } from './read.js';

const body = (id: number, extra = '') => `{"jsonrpc":"2.0","id":${id},"method":"ping"${extra}}`;
const frame = (text: string, nl = '\r\n', declared = Buffer.byteLength(text)) => `Content-Length: ${declared}${nl}${nl}${text}`;
const issues = (text: string) => readText(text, { format: 'content-length' }).issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity}`);

describe('Content-Length reader', () => {
  it('reads bodies followed directly by the next header, with headers kept on the frame', () => {
    const text = `Content-Length: ${body(1).length}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${body(1)}${frame(body(2))}`;
    const { frames, issues: found } = readText(text);
    expect(found).toEqual([]);
    expect(where(frames)).toEqual(['4:1', '6:1']);
    expect(frames[0].transport?.headers).toEqual({ 'content-length': String(body(1).length), 'content-type': 'application/vscode-jsonrpc; charset=utf-8' });
    expect(frames[0].span).toMatchObject({ line: 4, column: 1, endLine: 4, endColumn: body(1).length + 1, length: body(1).length });
    expect(frames[1].span.offset).toBe(text.indexOf(body(2)));
  });

  it('counts the length in UTF-8 bytes and lets bodies span lines', () => {
    const pretty = '{\n  "jsonrpc": "2.0",\n  "method": "notifications/message",\n  "params": {"level": "info", "data": "Zürich 12°C"}\n}';
    const text = `${frame(pretty, '\n')}\n\n${frame(body(1), '\n')}\n`;
    const { frames, issues: found } = readText(text, { format: 'content-length' });
    expect(found).toEqual([]);
    expect(where(frames)).toEqual(['3:1', '11:1']);
    expect(frames[0].raw).toBe(pretty);
    expect(frames[0].span).toMatchObject({ endLine: 7, endColumn: 2 });
  });

  it('finds the real body when the declared length is too short (characters instead of bytes)', () => {
    const text = `${frame(body(1, ',"params":{"city":"Zürich"}'), '\n', body(1, ',"params":{"city":"Zürich"}').length)}\n${frame(body(2), '\n')}\n`;
    const { frames, issues: found } = readText(text, { format: 'content-length' });
    expect(where(frames)).toEqual(['3:1', '6:1']);
    expect(frames.every((f) => f.parseError === undefined)).toBe(true);
    expect(found.map((i) => `${i.rule}@${i.line}`)).toEqual(['content-length-framing@1']);
    expect(found[0].message).toMatch(/declares Content-Length: \d+, but its message is \d+ bytes: a reader stops 1 byte short/);
  });

  it('finds the real body when the declared length is too long', () => {
    const text = `${frame(body(1), '\n', body(1).length + 30)}\n${frame(body(2), '\n')}\n`;
    const { frames, issues: found } = readText(text, { format: 'content-length' });
    expect(where(frames)).toEqual(['3:1', '6:1']);
    expect(found.map((i) => `${i.rule}@${i.line}`)).toEqual(['content-length-framing@1']);
    expect(found[0].message).toMatch(/swallow the next frame/);
  });

  it('finds the real body when a too-long length runs into a header on the same line', () => {
    const text = `${frame(body(1), '\r\n', body(1).length + 5)}${frame(body(2))}`;
    const { frames, issues: found } = readText(text, { format: 'content-length' });
    expect(where(frames)).toEqual(['3:1', '5:1']);
    expect(found.map((i) => i.rule)).toEqual(['content-length-framing']);
  });

  it('reports a header block without Content-Length, a bad value, a missing blank line', () => {
    expect(issues(`Content-Type: application/json\r\n\r\n${body(1)}\r\n`)).toEqual(['content-length-framing@1:1 error', 'stray-output@3:1 error']);
    expect(issues(`Content-Length: many\r\n\r\n${body(1)}\r\n`)[0]).toBe('content-length-framing@1:1 error');
    const missingBlank = readText(`Content-Length: ${body(1).length}\n${body(1)}\n`, { format: 'content-length' });
    expect(where(missingBlank.frames)).toEqual(['2:1']);
    expect(missingBlank.issues.map((i) => i.rule)).toEqual(['content-length-framing']);
  });

  it('reports stray lines between frames', () => {
    expect(issues(`${frame(body(1), '\n')}\nserver started\n${frame(body(2), '\n')}`)).toEqual(['stray-output@4:1 error']);
  });

  it('reports a body cut off by the end of the capture as a framing error: its length runs past the file', () => {
    const text = `${frame(body(1), '\n')}\n${frame(body(2), '\n').slice(0, -10)}`;
    const { frames, issues: found } = readText(text, { format: 'content-length' });
    expect(frames).toHaveLength(1);
    expect(found.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(['content-length-framing@4 error']);
    expect(found[0].message).toContain('the capture ends after');
    // A header block with no body at all hides nothing: a cut recording.
    expect(issues(`${frame(body(1), '\n')}\nContent-Length: 10\n`)).toEqual(['truncated-frame@4:1 warning']);
  });

  const session = [
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"1.0","id":2,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":3,"method":"ping"}',
  ];

  it('does not take a declared length past the limit at its word: the messages after it are read', () => {
    for (const declared of ['99999999', '1099511627776']) {
      const { frames, issues: found } = readText(`Content-Length: ${declared}\n\n${session.join('\n')}\n`, { format: 'content-length' });
      expect(found.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual([
        'content-length-framing@1 error',
        'stray-output@3 error',
        'stray-output@4 error',
        'stray-output@5 error',
      ]);
      expect(found[0].message).toContain(`Content-Length: ${declared}, more than the`);
      expect(where(frames)).toEqual(['3:1', '4:1', '5:1']);
      expect(frames[1].raw).toBe(session[1]);
    }
  });

  it('resynchronises when a body closed and the next line goes on with another message', () => {
    const { frames, issues: found } = readText(`Content-Length: 9999\n\n${session.join('\n')}\n`, { format: 'content-length' });
    expect(where(frames)).toEqual(['3:1', '4:1', '5:1']);
    expect(found.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(['content-length-framing@1 error', 'stray-output@4 error', 'stray-output@5 error']);
  });

  it('resynchronises when a body can never be JSON and a line holds a whole message', () => {
    const { frames, issues: found } = readText(`Content-Length: 9999\n\nserver started\n${session.join('\n')}\n`, { format: 'content-length' });
    expect(where(frames)).toEqual(['3:1 !', '4:1', '5:1', '6:1']);
    expect(found.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual([
      'content-length-framing@1 error',
      'stray-output@4 error',
      'stray-output@5 error',
      'stray-output@6 error',
    ]);
  });

  it('reads the messages a body that never closes took in, to the end of the file', () => {
    // `[` opens a value that swallows every line after it: each whole message line is still read.
    const text = `Content-Length: 9999\n\n[\n${session.map((m) => `${m},`).join('\n')}\n`;
    const { frames, issues: found } = readText(text, { format: 'content-length' });
    expect(found.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(['content-length-framing@1 error']);
    expect(found[0].message).toContain('were read on their own');
    expect(where(frames)).toEqual(['4:1', '5:1', '6:1']);
    expect(frames.map((f) => f.raw)).toEqual(session);
  });
});
