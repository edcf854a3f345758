import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../../src/core/capture/frame.js';
import { formatByName } from '../../src/core/capture/formats.js';
import { readFile } from '../capture-http/read.js';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';
import { readerForCorpusFile as readerFor } from '../session/readers.js';

/**
 * The 2026-07-28 sessions recorded from the official v2 SDK (scripts/record-sdk-v2.mjs): each must
 * match its expectations with no error-level finding beyond the documented ones, and must still
 * contain every feature it was recorded to exercise, so a re-recording that silently lost one fails.
 */
const dir = join(repoRoot, 'corpus', 'sdk', '2026-07-28');
const files = captureFiles(dir);

/** Error-level findings that are documented real SDK violations (corpus/sdk/README.md): `file line rule`. */
const DOCUMENTED_ERRORS = new Set<string>([]);

const PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';
const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';

type Json = Record<string, any>;
interface Exchange {
  request: Json;
  line: number;
  response?: Json;
  /** Server notifications that name this request (progress token, or listen subscription id), in order. */
  notifications: Json[];
}

function read(file: string) {
  const format = formatByName(readerFor(file));
  if (!format) throw new Error(`no ${readerFor(file)} reader`);
  return readFile(format, file);
}

/** The session as exchanges: each client request with its response and the notifications tied to it. */
function exchangesOf(frames: Frame[]) {
  const exchanges: Exchange[] = [];
  const byId = new Map<string, Exchange>();
  const byProgressToken = new Map<string, Exchange>();
  const loose: Json[] = [];
  let lastOpen: Exchange | undefined;
  for (const frame of frames) {
    const m = frame.value as Json;
    if (typeof m !== 'object' || m === null) continue;
    const key = (id: unknown) => JSON.stringify(id);
    if (frame.sender === 'client' && typeof m.method === 'string' && 'id' in m) {
      const exchange: Exchange = { request: m, line: frame.span.line, notifications: [] };
      exchanges.push(exchange);
      byId.set(key(m.id), exchange);
      const token = m.params?._meta?.progressToken;
      if (token !== undefined) byProgressToken.set(key(token), exchange);
      lastOpen = exchange;
    } else if (frame.sender === 'server' && 'id' in m && !('method' in m)) {
      const exchange = byId.get(key(m.id));
      if (exchange) exchange.response = m;
    } else if (frame.sender === 'server' && typeof m.method === 'string') {
      const subscription = m.params?._meta?.[SUBSCRIPTION_ID];
      const token = m.params?.progressToken;
      const owner =
        subscription !== undefined
          ? byId.get(key(subscription))
          : token !== undefined
            ? byProgressToken.get(key(token))
            : m.method === 'notifications/message' && lastOpen && !lastOpen.response
              ? lastOpen // request-scoped logging: only the request in flight can own it
              : undefined;
      (owner ? owner.notifications : loose).push(m);
    }
  }
  return { exchanges, loose };
}

const calls = (exchanges: Exchange[], method: string) => exchanges.filter((e) => e.request.method === method);
const resultOf = (e: Exchange) => e.response?.result as Json | undefined;

describe.skipIf(files.length === 0)('recorded 2026-07-28 SDK sessions', () => {
  it('has a stdio recording', () => {
    expect(files.map((f) => basename(f))).toContain('fixture-stdio.jsonl');
  });

  for (const file of files) {
    const name = relative(dir, file);

    it(`${name}: matches its expectations, no undocumented error`, async () => {
      const { result, unexpected, missing } = await compareWithExpectations(file);
      expect(result.error).toBeUndefined();
      expect(result.revision).toBe('2026-07-28');
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
      const errors = result.findings.filter((f) => f.severity === 'error').map((f) => `${name} ${f.line} ${f.rule}`);
      expect(errors.filter((e) => !DOCUMENTED_ERRORS.has(e))).toEqual([]);
    });

    describe(`${name}: covers what it was recorded for`, () => {
      const { frames, issues } = read(file);
      const { exchanges, loose } = exchangesOf(frames);

      it('every frame parsed, with a known sender, and the reader raised nothing', () => {
        expect(issues).toEqual([]);
        expect(frames.length).toBeGreaterThan(30);
        expect(frames.filter((f) => f.value === undefined || f.sender === undefined)).toEqual([]);
      });

      it('opens with server/discover, which offers 2026-07-28 with the server capabilities', () => {
        expect(exchanges[0]?.request.method).toBe('server/discover');
        const discover = resultOf(exchanges[0]);
        expect(discover?.supportedVersions).toContain('2026-07-28');
        expect(Object.keys(discover?.capabilities ?? {})).toEqual(expect.arrayContaining(['tools', 'resources', 'prompts', 'completions', 'logging']));
        expect(discover?.resultType).toBe('complete');
      });

      it('every request carries the 2026-07-28 _meta; every result a resultType', () => {
        expect(exchanges.length).toBeGreaterThanOrEqual(18);
        for (const e of exchanges) {
          expect(e.request.params?._meta?.[PROTOCOL_VERSION], `line ${e.line}`).toBe('2026-07-28');
          if (e.response && 'result' in e.response) expect(resultOf(e)?.resultType, `answer to line ${e.line}`).toMatch(/^(complete|input_required)$/);
        }
      });

      it('errors: a missing resource and an unknown tool are answered -32602 (not the retired -32002)', () => {
        const errors = exchanges.filter((e) => e.response && 'error' in e.response);
        expect(errors.map((e) => `${e.request.method} ${e.response!.error.code}`)).toEqual(['resources/read -32602', 'tools/call -32602']);
      });

      it('cancellation: one tools/call is cancelled and never answered (stdio: notifications/cancelled; HTTP: the client closes the response)', () => {
        const unanswered = exchanges.filter((e) => !e.response);
        expect(unanswered.map((e) => `${e.request.method} ${e.request.params.name}`)).toEqual(['tools/call wait-for-cancel']);
        const cancels = frames.filter((f) => f.sender === 'client' && (f.value as Json).method === 'notifications/cancelled').map((f) => (f.value as Json).params.requestId);
        expect(cancels).toEqual(readerFor(file) === 'jsonl' ? [unanswered[0].request.id] : []);
      });

      it('lists and reads resources and templates, lists and gets prompts, completes both kinds of reference', () => {
        for (const method of ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list', 'prompts/get']) {
          expect(calls(exchanges, method).length, method).toBeGreaterThanOrEqual(1);
        }
        expect(calls(exchanges, 'resources/read').length).toBeGreaterThanOrEqual(2);
        const refs = calls(exchanges, 'completion/complete').map((e) => e.request.params.ref.type);
        expect(refs).toEqual(expect.arrayContaining(['ref/prompt', 'ref/resource']));
        for (const e of calls(exchanges, 'completion/complete')) expect(resultOf(e)?.completion?.values.length).toBeGreaterThan(0);
      });

      /** The retry that follows an input_required answer: same call, new id, one response per key asked. */
      const retryOf = (first: Exchange) => {
        const question = resultOf(first)!;
        const retry = exchanges[exchanges.indexOf(first) + 1];
        expect(retry.request.method).toBe(first.request.method);
        expect(retry.request.params.name).toBe(first.request.params.name);
        expect(retry.request.id).not.toEqual(first.request.id);
        expect(Object.keys(retry.request.params.inputResponses ?? {}).sort()).toEqual(Object.keys(question.inputRequests ?? {}).sort());
        expect(resultOf(retry)?.resultType).toBe('complete');
        return retry;
      };
      const asked = () => calls(exchanges, 'tools/call').filter((e) => resultOf(e)?.resultType === 'input_required');
      const embedded = (e: Exchange) => Object.values(resultOf(e)!.inputRequests ?? {}).map((r: any) => r.method).sort();

      it('input_required with an elicitation and a requestState; the retry echoes the requestState', () => {
        const rounds = asked().filter((e) => typeof resultOf(e)!.requestState === 'string');
        expect(rounds.map(embedded)).toEqual([['elicitation/create']]);
        const retry = retryOf(rounds[0]);
        expect(retry.request.params.requestState).toBe(resultOf(rounds[0])!.requestState);
        expect(retry.request.params.inputResponses.confirm.action).toBe('accept');
      });

      it('input_required asking for roots and sampling in one round, without requestState; the retry carries none', () => {
        const rounds = asked().filter((e) => resultOf(e)!.requestState === undefined);
        expect(rounds.map(embedded)).toEqual([['roots/list', 'sampling/createMessage']]);
        const retry = retryOf(rounds[0]);
        expect('requestState' in retry.request.params).toBe(false);
        const capabilities = rounds[0].request.params._meta['io.modelcontextprotocol/clientCapabilities'];
        expect(Object.keys(capabilities)).toEqual(expect.arrayContaining(['roots', 'sampling']));
      });

      it('progress notifications and request-scoped log messages belong to the tools/call that asked for them', () => {
        const withProgress = calls(exchanges, 'tools/call').filter((e) => e.request.params?._meta?.progressToken !== undefined);
        expect(withProgress.length).toBe(1);
        const progress = withProgress[0].notifications.filter((n) => n.method === 'notifications/progress');
        expect(progress.length).toBeGreaterThanOrEqual(2);
        expect(progress.map((n) => n.params.progress)).toEqual([...progress.map((n) => n.params.progress)].sort((a, b) => a - b));
        const logging = exchanges.filter((e) => e.notifications.some((n) => n.method === 'notifications/message'));
        expect(logging.length).toBeGreaterThanOrEqual(1);
        for (const e of logging) expect(e.request.params?._meta?.[LOG_LEVEL], `line ${e.line}`).toBeDefined();
        expect(loose.filter((n) => n.method === 'notifications/message' || n.method === 'notifications/progress')).toEqual([]);
      });

      it.runIf(readerFor(file) !== 'jsonl')('over HTTP: every request is a POST with the 2026-07-28 headers that mirror its body', () => {
        const requests = frames.filter((f) => f.sender === 'client');
        expect(requests.length).toBe(exchanges.length);
        for (const f of requests) {
          const m = f.value as Json;
          const headers = f.transport?.headers ?? {};
          expect(f.transport?.kind, `line ${f.span.line}`).toBe('http');
          expect(headers['mcp-protocol-version'], `line ${f.span.line}`).toBe(m.params._meta[PROTOCOL_VERSION]);
          expect(headers['mcp-method'], `line ${f.span.line}`).toBe(m.method);
          const named = m.method === 'resources/read' ? m.params.uri : m.method === 'tools/call' || m.method === 'prompts/get' ? m.params.name : undefined;
          expect(headers['mcp-name'], `line ${f.span.line}`).toBe(named);
        }
        // Mid-call notifications come on an event stream: the progress and listen answers are SSE.
        const streamed = frames.filter((f) => f.sender === 'server' && f.transport?.headers?.['content-type'] === 'text/event-stream' && f.transport.sseEvent !== undefined);
        expect(streamed.map((f) => (f.value as Json).method)).toEqual(
          expect.arrayContaining(['notifications/progress', 'notifications/message', 'notifications/subscriptions/acknowledged', 'notifications/tools/list_changed']),
        );
      });

      it('subscriptions/listen: acknowledged first, a list_changed with the subscription id, then the closing result', () => {
        const listens = calls(exchanges, 'subscriptions/listen');
        expect(listens.length).toBe(1);
        const listen = listens[0];
        const methods = listen.notifications.map((n) => n.method);
        expect(methods[0]).toBe('notifications/subscriptions/acknowledged');
        expect(methods).toContain('notifications/tools/list_changed');
        for (const n of listen.notifications) expect(n.params._meta[SUBSCRIPTION_ID]).toEqual(listen.request.id);
        const closing = resultOf(listen);
        expect(closing?.resultType).toBe('complete');
        expect(closing?._meta?.[SUBSCRIPTION_ID]).toEqual(listen.request.id);
        expect(loose).toEqual([]);
      });
    });
  }
});
