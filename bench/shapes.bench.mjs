#!/usr/bin/env node
// Shape-check throughput, standalone: `npx tsc -p tsconfig.build.json && node bench/shapes.bench.mjs [messages] [rounds]`.
//
// One generated capture (a realistic 2025-11-25 session: tool lists with schemas, tool calls with
// text and structured content, resource reads, prompts, progress and log notifications, sampling),
// measured in one run as:
//   1. JSON.parse of every line (the baseline);
//   2. JSON.parse + pairing + the shape checks of every message (params, and results by the method
//      of the request they answer);
//   3. the whole engine (`checkCapture`: line splitting, reader, session tracker, every rule);
//   4. JSON.parse + ajv validating every message against the official `JSONRPCMessage`
//      definition, and against the method's own request/result definition (a fairer peer: the
//      official JSONRPCMessage barely looks inside params and results). Only where
//      ../shared/mcp-spec exists.
import { existsSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = join(root, 'build');
if (!existsSync(join(build, 'core', 'protocol', 'shapes', 'index.js'))) {
  console.error('build/ is missing: run `npx tsc -p tsconfig.build.json` first.');
  process.exit(2);
}
const { getShapeModel } = await import(join(build, 'core', 'protocol', 'shapes', 'index.js'));
const { checkCapture } = await import(join(build, 'core', 'engine.js'));

const REVISION = '2025-11-25';
const COUNT = Number(process.argv[2] ?? 20000);

// ---------------------------------------------------------------------------------------------
// A generated capture

function tool(i) {
  return {
    name: `tool_${i}`,
    title: `Tool ${i}`,
    description: 'Looks things up in the knowledge base and returns the matching records with their scores.',
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to look for' }, limit: { type: 'integer', minimum: 1 }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['query'],
    },
    outputSchema: { type: 'object', properties: { hits: { type: 'array' }, total: { type: 'integer' } }, required: ['hits'] },
    annotations: { readOnlyHint: true, openWorldHint: false },
  };
}

function* session() {
  yield { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: REVISION, capabilities: { sampling: {}, elicitation: { form: {} } }, clientInfo: { name: 'bench-client', version: '1.0.0' } } };
  yield { jsonrpc: '2.0', id: 0, result: { protocolVersion: REVISION, capabilities: { tools: { listChanged: true }, resources: {}, prompts: {}, logging: {} }, serverInfo: { name: 'bench-server', version: '1.0.0' } } };
  yield { jsonrpc: '2.0', method: 'notifications/initialized' };
  let id = 1;
  for (let round = 0; ; round++) {
    const n = id++;
    switch (round % 8) {
      case 0:
        yield { jsonrpc: '2.0', id: n, method: 'tools/list', params: {} };
        yield { jsonrpc: '2.0', id: n, result: { tools: Array.from({ length: 8 }, (_, i) => tool(i)), nextCursor: 'c2' } };
        break;
      case 1:
      case 2:
        yield { jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'tool_3', arguments: { query: 'weather in Paris', limit: 5, tags: ['a', 'b'] }, _meta: { progressToken: `p${n}` } } };
        yield { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: `p${n}`, progress: 0.5, total: 1, message: 'halfway' } };
        yield {
          jsonrpc: '2.0',
          id: n,
          result: {
            content: [
              { type: 'text', text: JSON.stringify({ hits: [{ id: 1, score: 0.9 }, { id: 2, score: 0.7 }], total: 2 }) },
              { type: 'resource_link', uri: 'file:///kb/1.md', name: '1.md', mimeType: 'text/markdown' },
            ],
            structuredContent: { hits: [{ id: 1, score: 0.9 }, { id: 2, score: 0.7 }], total: 2 },
            isError: false,
          },
        };
        break;
      case 3:
        yield { jsonrpc: '2.0', id: n, method: 'resources/read', params: { uri: `file:///kb/${n}.md` } };
        yield { jsonrpc: '2.0', id: n, result: { contents: [{ uri: `file:///kb/${n}.md`, mimeType: 'text/markdown', text: '# Notes\n'.repeat(40) }] } };
        break;
      case 4:
        yield { jsonrpc: '2.0', id: n, method: 'prompts/get', params: { name: 'summarize', arguments: { topic: 'bench' } } };
        yield { jsonrpc: '2.0', id: n, result: { description: 'Summary', messages: [{ role: 'user', content: { type: 'text', text: 'Summarize the notes about the benchmark.' } }] } };
        break;
      case 5:
        yield { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', logger: 'kb', data: { event: 'cache-hit', key: `k${n}` } } };
        yield { jsonrpc: '2.0', id: n, method: 'resources/list', params: { cursor: 'c1' } };
        yield { jsonrpc: '2.0', id: n, result: { resources: Array.from({ length: 5 }, (_, i) => ({ uri: `file:///kb/${i}.md`, name: `${i}.md`, mimeType: 'text/markdown', size: 1200 })) } };
        break;
      case 6:
        yield { jsonrpc: '2.0', id: `s${n}`, method: 'sampling/createMessage', params: { messages: [{ role: 'user', content: { type: 'text', text: 'Write a haiku' } }], maxTokens: 200, temperature: 0.7, modelPreferences: { speedPriority: 0.5 } } };
        yield { jsonrpc: '2.0', id: `s${n}`, result: { role: 'assistant', content: { type: 'text', text: 'Notes in the cache' }, model: 'model-x', stopReason: 'endTurn' } };
        break;
      default:
        yield { jsonrpc: '2.0', id: n, method: 'completion/complete', params: { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'topic', value: 'be' } } };
        yield { jsonrpc: '2.0', id: n, result: { completion: { values: ['bench', 'benchmark'], hasMore: false } } };
    }
  }
}

const lines = [];
for (const message of session()) {
  lines.push(JSON.stringify(message));
  if (lines.length >= COUNT) break;
}
const text = lines.join('\n') + '\n';
const bytes = Buffer.byteLength(text);

// ---------------------------------------------------------------------------------------------
// Passes

function parseOnly() {
  let n = 0;
  for (const line of lines) if (JSON.parse(line) !== null) n++;
  return n;
}

const model = getShapeModel(REVISION);
const parsed = lines.map((line) => JSON.parse(line));
function parseAndShapes() {
  return shapes(lines, true);
}
function shapesOnly() {
  return shapes(parsed, false);
}
function shapes(items, parse) {
  const pending = new Map();
  let issues = 0;
  for (const item of items) {
    const value = parse ? JSON.parse(item) : item;
    if (typeof value.method === 'string') {
      const isRequest = value.id !== undefined && value.id !== null;
      if (isRequest) pending.set(value.id, value);
      issues += model.checkParams(isRequest ? 'request' : 'notification', value.method, value.params)?.length ?? 0;
    } else if (value.result !== undefined) {
      const request = pending.get(value.id);
      if (request) {
        pending.delete(value.id);
        issues += model.checkResult(request.method, request.params, value.result)?.length ?? 0;
      }
    }
  }
  return issues;
}

async function wholeEngine() {
  const result = await checkCapture({ path: 'bench.jsonl', text }, { revision: REVISION });
  return result.findings.length;
}
async function engineWithoutRules() {
  const result = await checkCapture({ path: 'bench.jsonl', text }, { revision: REVISION, ruleSet: [] });
  return result.findings.length;
}

let ajvPasses;
const specDir = join(root, '..', 'shared', 'mcp-spec');
if (existsSync(join(specDir, REVISION, 'schema.json'))) {
  const require = createRequire(import.meta.url);
  const Ajv = require('ajv/dist/2020').default;
  const addFormats = require('ajv-formats').default;
  const schema = JSON.parse(readFileSync(join(specDir, REVISION, 'schema.json'), 'utf8'));
  const methods = JSON.parse(readFileSync(join(specDir, 'methods.json'), 'utf8')).revisions[REVISION];
  const ajv = new Ajv({ strict: false, allowUnionTypes: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...schema, $id: 'mcp' });
  const def = (name) => ajv.getSchema(`mcp#/$defs/${name}`);
  const message = def('JSONRPCMessage');
  const byMethod = new Map();
  for (const entry of [...methods.clientRequests, ...methods.serverRequests]) {
    byMethod.set(entry.method, { request: def(entry.requestDefinition), result: def(entry.resultDefinition) });
  }
  for (const entry of [...methods.clientNotifications, ...methods.serverNotifications]) byMethod.set(entry.method, { request: def(entry.notificationDefinition) });
  ajvPasses = {
    envelope: () => envelope(lines, true),
    envelopeOnly: () => envelope(parsed, false),
    perMethod: () => perMethod(lines, true),
    perMethodOnly: () => perMethod(parsed, false),
  };
  function envelope(items, parse) {
    let invalid = 0;
    for (const item of items) if (!message(parse ? JSON.parse(item) : item)) invalid++;
    return invalid;
  }
  function perMethod(items, parse) {
      const pending = new Map();
      let invalid = 0;
      for (const item of items) {
        const value = parse ? JSON.parse(item) : item;
        if (typeof value.method === 'string') {
          if (value.id !== undefined) pending.set(value.id, value.method);
          const validate = byMethod.get(value.method)?.request;
          if (validate && !validate(value)) invalid++;
        } else if (value.result !== undefined) {
          const method = pending.get(value.id);
          pending.delete(value.id);
          const validate = method && byMethod.get(method)?.result;
          if (validate && !validate(value.result)) invalid++;
        }
      }
      return invalid;
  }
}

// Rounds are interleaved (every pass once per round) and the best round of each pass is kept:
// the machine is shared, and interleaving spreads its noise over all passes alike.
const passes = [
  ['JSON.parse only (baseline)', parseOnly],
  ['JSON.parse + pairing + shape checks', parseAndShapes],
  ['whole engine, every rule (checkCapture)', wholeEngine],
  ['whole engine, no rules (reading and pairing only)', engineWithoutRules],
  ['shape checks alone, on parsed messages', shapesOnly],
];
if (ajvPasses) {
  passes.push(['JSON.parse + ajv JSONRPCMessage (official)', ajvPasses.envelope]);
  passes.push(['JSON.parse + ajv per-method request/result (official)', ajvPasses.perMethod]);
  passes.push(['ajv JSONRPCMessage alone, on parsed messages', ajvPasses.envelopeOnly]);
  passes.push(['ajv per-method alone, on parsed messages', ajvPasses.perMethodOnly]);
}
const ROUNDS = Number(process.argv[3] ?? 9);
// A full collection before each timed pass, so no pass pays for the garbage of the one before.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
const results = passes.map(([name]) => ({ name, ms: Infinity, out: undefined }));
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < passes.length; i++) {
    collect();
    const start = process.hrtime.bigint();
    const out = await passes[i][1]();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (ms < results[i].ms) results[i] = { name: passes[i][0], ms, out };
  }
}

const baseline = results[0].ms;
console.log(`shapes bench: ${lines.length} messages, ${(bytes / 1048576).toFixed(1)} MiB, revision ${REVISION}, best of ${ROUNDS} interleaved rounds`);
for (const r of results) {
  const mbps = bytes / 1048576 / (r.ms / 1000);
  const mps = lines.length / (r.ms / 1000);
  console.log(
    `${r.name.padEnd(56)} ${r.ms.toFixed(1).padStart(8)} ms ${mbps.toFixed(1).padStart(7)} MiB/s ${Math.round(mps).toString().padStart(9)} msg/s  ${((100 * baseline) / r.ms).toFixed(0).padStart(4)}% of JSON.parse`,
  );
}
if (!ajvPasses) console.log('(ajv passes skipped: ../shared/mcp-spec is absent)');
const byName = (prefix) => results.find((r) => r.name.startsWith(prefix));
const withShapes = byName('JSON.parse + pairing').ms;
const alone = byName('shape checks alone').ms;
console.log(`\nparse + shape checks: ${((100 * baseline) / withShapes).toFixed(0)}% of JSON.parse throughput (target >= 50%)`);
if (ajvPasses) {
  const ajvEnvelope = byName('JSON.parse + ajv JSONRPCMessage').ms;
  const ajvMethod = byName('JSON.parse + ajv per-method').ms;
  console.log(`end to end (parse included): shapes ${(ajvEnvelope / withShapes).toFixed(2)}x the speed of ajv JSONRPCMessage, ${(ajvMethod / withShapes).toFixed(2)}x ajv per-method`);
  const us = (ms) => `${((ms * 1000) / lines.length).toFixed(2)} µs`;
  const envelopeAlone = byName('ajv JSONRPCMessage alone').ms;
  const methodAlone = byName('ajv per-method alone').ms;
  const derived = (ms) => `${((100 * baseline) / (baseline + ms)).toFixed(0)}%`;
  console.log(
    `derived (JSON.parse best + validation alone best; steadier on a loaded machine): shapes ${derived(alone)} of JSON.parse, ajv JSONRPCMessage ${derived(envelopeAlone)}, ajv per-method ${derived(methodAlone)}`,
  );
  console.log(`validation alone, per message: shapes ${us(alone)}, ajv JSONRPCMessage ${us(envelopeAlone)} (${(envelopeAlone / alone).toFixed(2)}x slower), ajv per-method ${us(methodAlone)} (${(methodAlone / alone).toFixed(2)}x slower)`);
}
const issueCount = byName('shape checks alone').out;
if (issueCount !== 0) console.log(`note: the generated capture should be clean, yet the shape checks found ${issueCount} issues`);
