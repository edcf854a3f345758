import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotedBeforeNotValidJson, stripMetadataSuffix } from '../../src/core/capture/claude-log.js';
import { parseHeaderLine } from '../../src/core/capture/content-length.js';
import { parseCurlCommand } from '../../src/core/capture/curl-command.js';
import { JsonScanner, LinePositions, positionIn, type PathPart } from '../../src/core/capture/json-scan.js';
import { isJsonText } from '../../src/core/capture/json-scan.js';
import { MAX_NESTING_DEPTH, NESTING_TOO_DEEP, parseFrame } from '../../src/core/capture/parse.js';
import type { CaptureFormat, LineRecord } from '../../src/core/capture/reader.js';
import { checkCapture } from '../../src/core/engine.js';

/**
 * Inputs whose reading time grew with the square of their size (found by the fuzzer, and by
 * reading every reader for work redone per value or per character). Where the code can count its
 * work, the tests bound the count; elsewhere they compare the time for n and 4n: linear work
 * takes about 4 times as long, quadratic work 16 times; the bound (8) leaves room for a busy machine,
 * and each figure is the best of three runs.
 */

async function bestMs(run: () => unknown, times = 3): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Time for 4n is under 8 times that for n (quadratic: 16); tiny times are floored so noise cannot fail it. */
async function expectLinear(run: (n: number) => unknown, n: number): Promise<void> {
  const small = await bestMs(() => run(n));
  const large = await bestMs(() => run(4 * n));
  expect(large, `n: ${small.toFixed(1)} ms, 4n: ${large.toFixed(1)} ms`).toBeLessThan(8 * Math.max(small, 10));
}

const line = (text: string, n = 1, offset = 0): LineRecord => ({ text, line: n, offset });
const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';

describe('json-scan (HAR, cassette, HTTP bodies): work grows with the text, not with depth squared', () => {
  it('byte offsets of the values of a deeply nested line: each character counted about once', () => {
    const depth = 9000;
    const text = `{"a":${'[{"k":'.repeat(depth / 2)}"é😀"${'}]'.repeat(depth / 2)}}`;
    const scanner = new JsonScanner({ valueStart: () => false, containerEnd: () => undefined });
    scanner.push(line(text));
    expect(scanner.hasFailed).toBe(false);
    // The quadratic version counted the whole prefix for every value: depth²/2 ≈ 4·10^7 characters.
    expect(scanner.positionWork).toBeLessThanOrEqual(text.length);
  });

  it('positions are exactly those of positionIn (multi-byte text, surrogate pairs, positions inside a pair)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'é', '東', '😀', '\uD800', '\uDC00', '"', ' '), { maxLength: 40 }),
        fc.array(fc.nat({ max: 60 }), { maxLength: 12 }),
        (chars, indexes) => {
          const record = line(chars.join(''), 3, 17);
          const positions = new LinePositions();
          for (const index of indexes) expect(positions.at(record, index)).toEqual(positionIn(record, index));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('hands every value its path (the live path stays right through keys, indexes and closes)', () => {
    const seen: string[] = [];
    const ends: string[] = [];
    const scanner = new JsonScanner({
      valueStart: (path) => void seen.push(path.join('/')),
      containerEnd: (path) => void ends.push(path.join('/')),
    });
    scanner.push(line('{"a":[1,{"b":[true,null]},"x"],"c":{"d":{}}}'));
    expect(seen).toEqual(['', 'a', 'a/0', 'a/1', 'a/1/b', 'a/1/b/0', 'a/1/b/1', 'a/2', 'c', 'c/d']);
    expect(ends).toEqual(['a/1/b', 'a/1', 'a', 'c/d', 'c', '']);
  });

  it('a captured path is a copy: later values do not change it', () => {
    const captured: PathPart[][] = [];
    const scanner = new JsonScanner({ valueStart: (path) => path.length === 2, captured: (path) => void captured.push(path as PathPart[]) });
    scanner.push(line('{"a":[{"x":1},{"y":2}],"b":[3]}'));
    expect(captured).toEqual([['a', 0], ['a', 1], ['b', 0]]);
  });

  it('scanning nesting 2500 and 10,000 levels deep takes linear time', async () => {
    const scan = (depth: number) => {
      const scanner = new JsonScanner({ valueStart: () => false, containerEnd: () => undefined });
      for (let i = 0; i < 20; i++) {
        scanner.reset();
        scanner.push(line(`${'{"a":['.repeat(depth / 2 - 1)}0${']}'.repeat(depth / 2 - 1)}`));
      }
    };
    await expectLinear(scan, 2500);
  });

  it('a HAR with a deeply nested line is checked in linear time, and nesting past the limit is a clear finding', async () => {
    const har = (depth: number) =>
      `{"log":{"version":"1.2","entries":[{"request":{"method":"POST","url":"http://x/mcp","postData":{"mimeType":"application/json","text":${JSON.stringify(ping)}}},"deep":${'['.repeat(depth)}${']'.repeat(depth)}}]}}`;
    const small = await bestMs(() => checkCapture({ path: 'deep.har', text: har(2000) }, { revision: '2025-06-18' }));
    const large = await bestMs(() => checkCapture({ path: 'deep.har', text: har(8000) }, { revision: '2025-06-18' }));
    expect(large, `2000: ${small.toFixed(1)} ms, 8000: ${large.toFixed(1)} ms`).toBeLessThan(8 * Math.max(small, 10));
    const tooDeep = await checkCapture({ path: 'deep.har', text: har(100_000) }, { revision: '2025-06-18' });
    expect(tooDeep.frames).toBe(1);
    const finding = tooDeep.findings.find((f) => f.rule === 'invalid-json-document');
    expect(finding?.message).toMatch(/nested deeper than 10000 levels/);
  });
});

describe('curl -d: words of the command are read in linear time', () => {
  const body = (length: number) => `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"s":"${'a'.repeat(length)}"}}`;
  const command = (length: number) => `curl -X POST http://localhost/mcp -H 'Content-Type: application/json' -d '${body(length)}'`;

  it('positions of the words cost about one count per character', () => {
    const text = command(200_000);
    const positions = new LinePositions();
    const parsed = parseCurlCommand([line(text)], positions);
    expect(parsed.data?.text).toBe(body(200_000));
    // The quadratic version counted the prefix twice per character: about 4·10^10.
    expect(positions.counted).toBeLessThanOrEqual(text.length);
  });

  it('the -d argument keeps its exact place in the file (multi-byte text, continuation lines)', () => {
    const lines = [line(`curl -s http://localhost/mcp \\`, 1, 0), line(`  -d '{"jsonrpc":"2.0","id":1,"method":"é😀"}'`, 2, 31)];
    const parsed = parseCurlCommand(lines);
    expect(parsed.data?.start).toEqual({ line: 2, column: 7, offset: 37 });
    expect(parsed.data?.end).toEqual({ line: 2, column: 46, offset: 31 + Buffer.byteLength(`  -d '{"jsonrpc":"2.0","id":1,"method":"é😀"}`) });
  });

  it('checking an 80 KB and a 320 KB `curl -d` line takes linear time', async () => {
    await expectLinear((n) => checkCapture({ path: 'curl.txt', text: `${command(n)}\n` }, { revision: '2025-06-18' }), 80_000);
  });
});

describe('Content-Length headers: no backtracking over blanks', () => {
  const oldHeader = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;

  it('reads a header line exactly as the former regex did', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'b', '-', '1', ':', ' ', '\t', '\r', '\u2028', 'x', 'é'), { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        const old = oldHeader.exec(text);
        expect(parseHeaderLine(text)).toEqual(old ? { name: old[1], value: old[2] } : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('a body that can never parse, after an absurd Content-Length, is not re-parsed at every line', async () => {
    // Under MAX_DECLARED_BYTES, so the lines are taken in as one body (a larger length is not believed at all).
    const text = (n: number) => `Content-Length: 60000000\r\n\r\n${'x content-length: 1\r\n'.repeat(n)}`;
    await expectLinear((n) => checkCapture({ path: 'cl.txt', text: text(n) }, { revision: '2025-06-18', format: 'content-length' }), 4000);
    const result = await checkCapture({ path: 'cl.txt', text: text(10) }, { revision: '2025-06-18', format: 'content-length' });
    expect(result.findings.map((f) => `${f.rule}@${f.line}`)).toEqual(['content-length-framing@1', 'empty-capture@1']);
  });

  it('a pretty-printed body whose declared length runs into the next header on a later line is still cut there', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }, null, 2).replace(/\n/g, '\r\n');
    const second = '{"jsonrpc":"2.0","id":2,"method":"ping"}';
    const text = `Content-Length: 999\r\n\r\n${body}Content-Length: ${second.length}\r\n\r\n${second}`;
    const result = await checkCapture({ path: 'cl.txt', text }, { revision: '2025-06-18', format: 'content-length' });
    expect(result.frames).toBe(2);
    expect(result.findings.map((f) => `${f.rule}@${f.line}`)).toContain('content-length-framing@1');
  });

  it('a long header line full of blanks takes linear time', async () => {
    await expectLinear((n) => checkCapture({ path: 'cl.txt', text: `Content-Length: 40\r\nX-Note: a${' '.repeat(n)}b\r\n\r\n${ping}` }, { revision: '2025-06-18', format: 'content-length' }), 50_000);
  });
});

describe('Claude Desktop logs: no backtracking on long lines', () => {
  const oldSuffix = /\s+\{\s*(?:metadata:.*)?$|\s+\{"context":.*$/;
  const oldWhat = /("(?:[^"\\]|\\.)*")(?:\.\.\.)? is not valid JSON/;
  const piece = fc.constantFrom(' ', '\t', '\r', '\n', '\u2028', '\u00a0', '{', '}', '"', '\\', 'x', 'metadata:', '"context":', ' is not valid JSON', '...', ':');

  it('strips the metadata suffix exactly as the former regex did', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        expect(stripMetadataSuffix(text)).toBe(text.replace(oldSuffix, ''));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the quoted text before "is not valid JSON" exactly as the former regex did', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        expect(quotedBeforeNotValidJson(text)).toBe(oldWhat.exec(text)?.[1]);
      }),
      { numRuns: 3000 },
    );
  });

  const log = (rest: string) => `2025-01-01T00:00:00.000Z [srv] [info] Message from client: ${ping}\n2025-01-01T00:00:00.000Z [srv] [info] ${rest}\n`;

  it('a log line with a long run of blanks takes linear time', async () => {
    await expectLinear((n) => checkCapture({ path: 'mcp.log', text: log(`note${' '.repeat(n)}x`) }, { revision: '2025-06-18' }), 40_000);
  });

  it('a parse-failure line full of escaped quotes takes linear time, and is still reported', async () => {
    await expectLinear((n) => checkCapture({ path: 'mcp.log', text: log(`Unexpected token "${'\\"'.repeat(n)} x`) }, { revision: '2025-06-18' }), 20_000);
    const result = await checkCapture({ path: 'mcp.log', text: log(`Unexpected token "${'\\"'.repeat(1000)} x`) }, { revision: '2025-06-18' });
    expect(result.findings.map((f) => `${f.rule}@${f.line}`)).toContain('client-parse-failure@2');
  });
});

describe('pretty JSON: an array of many messages opened on one long line', () => {
  it('is read in linear time', async () => {
    const text = (n: number) => `[${Array.from({ length: n }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"ping"}`).join(',')},\n${ping}\n]\n`;
    await expectLinear((n) => checkCapture({ path: 'a.json', text: text(n) }, { revision: '2025-06-18', format: 'json' }), 3000);
  });
});

describe('a reader whose create() throws', () => {
  it('gives that file a per-file error instead of rejecting, and the next file is still checked', async () => {
    const broken: CaptureFormat = {
      name: 'jsonl',
      description: 'a reader that cannot start',
      sniff: () => 1,
      create: () => {
        throw new Error('cannot start');
      },
    };
    const failed = await checkCapture({ path: 'a.jsonl', text: `${ping}\n` }, { revision: '2025-06-18', reader: broken });
    expect(failed.error).toBe('internal error while reading: cannot start');
    expect(failed.path).toBe('a.jsonl');
    expect(failed.frames).toBe(0);
    const next = await checkCapture({ path: 'b.jsonl', text: `${ping}\n` }, { revision: '2025-06-18' });
    expect(next.error).toBeUndefined();
    expect(next.frames).toBe(1);
  });
});

describe('frames nested too deep are not built, only checked', () => {
  const token = fc.constantFrom('{', '}', '[', ']', '"', '\\', ':', ',', ' ', '\n', '\t', '0', '-', '1', '.', 'e', 'E', '+', 'true', 'false', 'null', 'nul', '"a"', '\\u00e9', '\\u12', '\\x', '\u0001', '\u2028', 'é', '😀', '\uFEFF');

  it('isJsonText accepts exactly what JSON.parse accepts', () => {
    const accepts = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.array(token, { maxLength: 25 }).map((t) => t.join('')), fc.tuple(fc.json(), fc.nat(), token).map(([j, at, t]) => j.slice(0, at % (j.length + 1)) + t + j.slice(at % (j.length + 1)))), (text) => {
        expect(isJsonText(text)).toBe(accepts(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('a too-deep frame that is valid JSON gets the nesting error, one that is not gets JSON.parse\'s reason', () => {
    const depth = 100_000;
    const valid = parseFrame({ index: 0, raw: `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`, span: { line: 1, column: 1, endLine: 1, endColumn: 1, offset: 0, length: 0 } });
    expect(valid.value).toBeUndefined();
    expect(valid.parseError).toMatch(new RegExp(`^${NESTING_TOO_DEEP} ${MAX_NESTING_DEPTH} levels`));
    const broken = parseFrame({ index: 0, raw: `{"a":${'['.repeat(depth)}${']'.repeat(depth - 1)}}`, span: { line: 1, column: 1, endLine: 1, endColumn: 1, offset: 0, length: 0 } });
    expect(broken.parseError).not.toMatch(new RegExp(NESTING_TOO_DEEP));
    expect(broken.parseError).toMatch(/JSON/);
  });
});

describe('progress for finished and unknown tokens: work grows with the messages', () => {
  const handshake = [
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
  ];
  /** n calls with a token, each answered, then progress for the tokens named. */
  const answeredThenProgress = (n: number, late: readonly number[]): string => {
    const out = [...handshake];
    for (let i = 1; i <= n; i++) {
      out.push(`{"jsonrpc":"2.0","id":${i},"method":"tools/call","params":{"name":"t","arguments":{},"_meta":{"progressToken":"p${i}"}}}`);
      out.push(`{"jsonrpc":"2.0","id":${i},"result":{"content":[]}}`);
    }
    for (const i of late) out.push(`{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p${i}","progress":1}}`);
    return out.join('\n');
  };
  const everyToken = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('stays linear when every token gets progress after its answer (each one a finding, each looked up)', async () => {
    await expectLinear((n) => checkCapture({ path: 'late.jsonl', text: answeredThenProgress(n, everyToken(n)) }, { revision: '2025-06-18' }), 5000);
  });

  it('remembers the last 16,384 finished tokens: progress after the answer for those, never issued for older ones', async () => {
    const result = await checkCapture({ path: 'late.jsonl', text: answeredThenProgress(17_000, [1, 17_000]) }, { revision: '2025-06-18' });
    const progress = result.findings.filter((f) => f.rule === 'progress-invalid').map((f) => `${f.severity} ${/"p\d+"/.exec(f.message)?.[0]} ${/already answered|no client request/.exec(f.message)?.[0]}`);
    expect(progress.sort()).toEqual(['error "p1" no client request', 'warning "p17000" already answered']);
  });
});
