import { describe, expect, test } from 'vitest';
import { ruleById } from '../../src/core/rules/index.js';
import { collectTimeline, htmlReportLink, renderHtmlReport, scriptSafeJson, startTimeline } from '../../src/report/html/index.js';
import { corpusTimeline, farCapture, hostileCapture, mixedCapture, textTimeline } from './fixtures.js';

describe('collectTimeline', () => {
  test('pairs each response with its request both ways, with the latency from the log timestamps', async () => {
    const timeline = await corpusTimeline('corpus/formats/claude-log/mcp-server-weather.log');
    const initialize = timeline.rows.find((row) => row.method === 'initialize')!;
    expect(initialize).toMatchObject({ kind: 'request', sender: 'client', line: 3, id: 0 });
    const answer = timeline.rows[initialize.answeredBy!];
    expect(answer).toMatchObject({ kind: 'result', sender: 'server', line: 5, answers: timeline.rows.indexOf(initialize), latencyMs: 569 });
    expect(timeline.client).toEqual({ name: 'claude-ai', version: '0.1.0' });
    expect(timeline.server).toEqual({ name: 'weather', version: '1.3.0' });
    expect(timeline).toMatchObject({ revision: '2024-11-05', revisionSource: 'initialize', format: 'claude-log' });
    expect(timeline.counts).toMatchObject({ frames: 9, messages: 9, requests: 4, notifications: 1, results: 4, unanswered: 0 });
  });

  test('puts frame findings on their row with the rule’s why and instead; stray output is set aside', async () => {
    const timeline = await corpusTimeline('corpus/formats/sse/stray-lines.sse');
    const parse = timeline.findings.find((f) => f.rule === 'parse-error')!;
    expect(parse.row).toBeGreaterThanOrEqual(0);
    expect(timeline.rows[parse.row]).toMatchObject({ kind: 'unparsed', line: 8 });
    expect(timeline.rows[parse.row].findings).toEqual([timeline.findings.indexOf(parse)]);
    const stray = timeline.findings.find((f) => f.rule === 'sse-unprefixed-json')!;
    expect(stray).toMatchObject({ row: -1, line: 5, severity: 'error' });
    expect(timeline.counts.setAside).toBe(timeline.findings.filter((f) => f.row < 0).length);
    const meta = ruleById('parse-error')!.meta;
    expect(timeline.rules['parse-error']).toEqual({ summary: meta.summary, why: meta.why, instead: meta.instead, spec: meta.spec });
  });

  test('marks requests that got no answer', async () => {
    const timeline = await textTimeline('mixed.log', mixedCapture());
    const ping = timeline.rows.find((row) => row.method === 'ping')!;
    expect(ping.unanswered).toBe(true);
    expect(timeline.rows.filter((row) => row.unanswered)).toEqual([ping]);
    expect(timeline.counts.unanswered).toBe(1);
    const failed = timeline.rows.find((row) => row.kind === 'error')!;
    expect(timeline.rows[failed.answers!]).toMatchObject({ method: 'tools/call', id: 3 });
    expect(timeline.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['unknown-key-slip', 'params-shape']));
  });

  test('gives each batch member its own row, body and kind', async () => {
    const text = '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"}]\n{"jsonrpc":"2.0","id":1,"result":{}}\n';
    const timeline = await textTimeline('batch.jsonl', text);
    expect(timeline.rows.map((row) => [row.kind, row.line, row.batch?.index, row.body])).toEqual([
      ['request', 1, 0, '{"jsonrpc":"2.0","id":1,"method":"ping"}'],
      ['notification', 1, 1, '{"jsonrpc":"2.0","method":"notifications/initialized"}'],
      ['result', 2, undefined, '{"jsonrpc":"2.0","id":1,"result":{}}'],
    ]);
    expect(timeline.rows[2].answers).toBe(0);
  });

  test('redacts bodies and finding messages with the function passed in, then cuts bodies to the cap', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const text = [
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"token":"${secret}","pad":"${'p'.repeat(500)}"}}}`,
      `{"jsonrpc":"2.0","id":1,"result":{"text":"${secret}"}}`,
      `{"id": ${secret}}`,
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      '',
    ].join('\n');
    const redact = (s: string) => s.replaceAll(secret, '[redacted]');
    const plain = await textTimeline('secret.jsonl', text);
    // The engine masks the credential it learned from line 1 in line 3's finding by itself...
    expect(plain.findings.filter((f) => f.line === 3).length).toBeGreaterThan(0);
    expect(plain.findings.filter((f) => f.message.includes(secret))).toEqual([]);
    // ...and the bodies are masked by the function passed in.
    const timeline = await textTimeline('secret.jsonl', text, { redact, maxBodyChars: 120 });
    expect(JSON.stringify(timeline)).not.toContain(secret);
    expect(timeline.rows[0].body).toHaveLength(120);
    expect(timeline.rows[0].body).toContain('"token":"[redacted]"');
    expect(timeline.rows[0].bodyLength).toBeGreaterThan(500);
    expect(timeline.rows[1].body).toBe('{"jsonrpc":"2.0","id":1,"result":{"text":"[redacted]"}}');
    expect(timeline.counts.truncatedBodies).toBe(1);
    expect(timeline.findings.filter((f) => f.line === 3).map((f) => f.message)).toEqual(plain.findings.filter((f) => f.line === 3).map((f) => redact(f.message)));
  });

  test('past the total body budget, bodies are cut short', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"${String(i).repeat(1000)}"}}`).join('\n');
    const timeline = await textTimeline('budget.jsonl', text, { maxTotalBodyChars: 3000 });
    expect(timeline.rows.map((row) => row.body.length).slice(0, 5)).toEqual([timeline.rows[0].bodyLength, timeline.rows[1].bodyLength, timeline.rows[2].bodyLength, 300, 300]);
    expect(timeline.counts.truncatedBodies).toBe(37);
  });

  test('shows the peers and versions the session engine established, per capture', async () => {
    // A refused initialize and its retry: the versions shown are the handshake that held (the retry's), both sides.
    const retried = await corpusTimeline('corpus/2025-06-18/session/protocol-version-invalid.jsonl');
    expect(retried).toMatchObject({ requestedVersion: '2029-01-01', negotiatedVersion: '2029-01-01', client: { name: 'c', version: '1' }, server: { name: 's', version: '1' } });
    // 2026-07-28 proposes its version in each request's _meta.
    expect((await corpusTimeline('corpus/2026-07-28/shape/valid-session.jsonl')).requestedVersion).toBe('2026-07-28');
    // The server's stream alone: its initialize answer still names it.
    expect(await corpusTimeline('corpus/formats/sse/legacy-get-stream.sse')).toMatchObject({ server: { name: 'weather', version: '0.4.1' }, negotiatedVersion: '2024-11-05' });
    expect((await corpusTimeline('corpus/formats/sse/legacy-get-stream.sse')).requestedVersion).toBeUndefined();
  });

  test('pairs within each session of a log of two servers that use the same ids', async () => {
    const timeline = await corpusTimeline('corpus/formats/claude-log/mcp.log');
    const pairs = timeline.rows.filter((row) => row.kind === 'result').map((row) => [row.session, row.line, timeline.rows[row.answers!].session, timeline.rows[row.answers!].line]);
    expect(pairs).toEqual([
      ['filesystem#1', 9, 'filesystem#1', 4],
      ['sqlite#1', 12, 'sqlite#1', 6],
      ['filesystem#1', 16, 'filesystem#1', 14],
      ['sqlite#1', 17, 'sqlite#1', 15],
    ]);
    expect(timeline.server).toEqual({ name: 'secure-filesystem-server', version: '0.2.0' });
  });

  test('links an answer listed before its request (txtar sections) both ways', async () => {
    const timeline = await corpusTimeline('corpus/formats/txtar/conformance-ping.txtar');
    const answer = timeline.rows.find((row) => row.kind === 'result' && row.id === 100)!;
    const ping = timeline.rows[answer.answers!];
    expect(ping).toMatchObject({ kind: 'request', method: 'ping', id: 100, sender: 'server', line: 22 });
    expect(timeline.rows[ping.answeredBy!]).toBe(answer);
    expect(timeline.counts.unanswered).toBe(0);
  });

  test('links a request to an answer far down the capture', async () => {
    const timeline = await textTimeline('far.log', farCapture(400));
    expect(timeline.rows.length).toBe(400);
    const far = timeline.rows.find((row) => row.id === 'far' && row.kind === 'request')!;
    expect(timeline.rows[far.answeredBy!]).toMatchObject({ line: 400, kind: 'result', latencyMs: 60_000 - 50 });
  });
});

describe('renderHtmlReport', () => {
  test('deep links encode each path segment and end in the line', () => {
    expect(htmlReportLink('captures/my session #2.jsonl', 12)).toBe('#captures/my%20session%20%232.jsonl/12');
    expect(htmlReportLink('a/b.log')).toBe('#a/b.log');
  });

  test('script-safe JSON cannot close its script tag and reads back the same', () => {
    const value = { s: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  test('one self-contained file: a CSP without remote sources, no external references, capture text never as markup', async () => {
    const html = renderHtmlReport([await textTimeline('hostile.log', hostileCapture())]);
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1];
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(html).not.toMatch(/<(link|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/\bsrc=["']?https?:/i);
    expect(html.match(/<script\b/g)).toHaveLength(3); // index, one capture, the page script
    expect(html).not.toMatch(/<img|<script>window|<!--/);
    expect(html).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML|document\.write/);
  });
});

describe('startTimeline', () => {
  test('records from a check the caller runs, findings in the order of the result', async () => {
    const { checkCapture } = await import('../../src/core/engine.js');
    const recorder = startTimeline();
    const result = await checkCapture({ path: 'mixed.log', text: mixedCapture() }, { revision: 'auto', observer: recorder.observer });
    const timeline = recorder.finish(result);
    expect(timeline.findings.map((f) => [f.rule, f.line, f.message])).toEqual(result.findings.map((f) => [f.rule, f.line, f.message]));
    expect(timeline.rows).toHaveLength(result.frames);
    const again = await textTimeline('mixed.log', mixedCapture());
    expect(timeline).toEqual(again);
  });
});

describe('redaction with the run’s Redactor', () => {
  test('applied when the page is written, a secret learned late in the capture is masked in earlier frames too', async () => {
    const { Redactor, scanFrame } = await import('../../src/core/secrets/index.js');
    const secret = 'zq7Rk2mP9xLw4vTn8bYc3HdJ';
    const text = [
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"the key is ${secret}"}}}`,
      `{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"${secret}"}]}}`,
      `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"login","arguments":{"apiKey":"${secret}"}}}`,
      '',
    ].join('\n');
    const redactor = new Redactor();
    const { timeline } = await collectTimeline({ path: 'late.jsonl', text }, { revision: '2025-06-18', observer: { frame: (frame) => scanFrame(redactor, frame) } });
    expect(JSON.stringify(timeline)).toContain(secret); // nothing masked yet: the page is where it happens
    const html = renderHtmlReport([timeline], { redact: (s) => redactor.redact(s) });
    expect(html).not.toContain(secret);
    expect(html).not.toContain(secret.slice(0, 12));
    expect(renderHtmlReport([timeline])).toContain(secret);
  });
});
