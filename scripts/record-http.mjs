#!/usr/bin/env node
/**
 * Records one real Streamable HTTP session for the corpus: the official TypeScript SDK client
 * (@modelcontextprotocol/sdk) talks to @modelcontextprotocol/server-everything's Streamable HTTP
 * server through a pass-through proxy on 127.0.0.1 that forwards every byte and keeps each HTTP
 * exchange. The session is written twice:
 *
 *   corpus/sdk/2025-11-25/everything-streamable-http.curl.txt  a `curl -v`-style transcript: per
 *       exchange the curl command (its -d argument is the request body), `> ` request headers,
 *       `< ` response headers, then the response body (JSON or the SSE stream as received);
 *   corpus/sdk/2025-11-25/everything-streamable-http.har       the same exchanges as a HAR 1.2 log.
 *
 * Exchanges are listed in the order their requests reached the proxy. A server request sent on a
 * POST's event stream (sampling, elicitation) is therefore listed before the POST that answers it,
 * and the GET stream, which stays open for the whole session, comes right after initialization.
 *
 *   node scripts/record-http.mjs
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const revision = '2025-11-25';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const require = createRequire(import.meta.url);
const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
const types = await import('@modelcontextprotocol/sdk/types.js');
const serverEntry = require.resolve('@modelcontextprotocol/server-everything/dist/index.js');

const serverPort = 38000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, [serverEntry, 'streamableHttp'], { env: { PATH: process.env.PATH ?? '', PORT: String(serverPort) }, stdio: ['ignore', 'ignore', 'pipe'] });
await new Promise((resolve, reject) => {
  server.stderr.on('data', (chunk) => String(chunk).includes('listening') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** @type {{ started: Date, ended?: Date, method: string, url: string, headers: [string,string][], body: string, status?: number, statusText?: string, resHeaders: [string,string][], resBody: string }[]} */
const exchanges = [];
const pairs = (raw) => {
  const list = [];
  for (let i = 0; i < raw.length; i += 2) list.push([raw[i], raw[i + 1]]);
  return list;
};

const proxy = http.createServer((req, res) => {
  const exchange = { started: new Date(), method: req.method, url: req.url, headers: pairs(req.rawHeaders), body: '', resHeaders: [], resBody: '' };
  exchanges.push(exchange);
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    exchange.body = body.toString('utf8');
    const headers = { ...req.headers, host: `127.0.0.1:${serverPort}` };
    const upstream = http.request({ host: '127.0.0.1', port: serverPort, method: req.method, path: req.url, headers }, (upRes) => {
      exchange.status = upRes.statusCode;
      exchange.statusText = upRes.statusMessage;
      exchange.resHeaders = pairs(upRes.rawHeaders);
      res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, upRes.rawHeaders);
      upRes.on('data', (chunk) => {
        exchange.resBody += chunk.toString('utf8');
        res.write(chunk);
      });
      upRes.on('end', () => {
        exchange.ended = new Date();
        res.end();
      });
    });
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  });
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyPort = proxy.address().port;
const base = `http://127.0.0.1:${proxyPort}/mcp`;

const client = new Client({ name: 'mcp-capture-lint-recorder', version: '1.0.0' }, { capabilities: { sampling: {}, roots: { listChanged: true }, elicitation: {} } });
client.setRequestHandler(types.CreateMessageRequestSchema, async () => ({ role: 'assistant', content: { type: 'text', text: 'A canned answer.' }, model: 'recorder-model', stopReason: 'endTurn' }));
client.setRequestHandler(types.ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///tmp/project', name: 'project' }] }));
client.setRequestHandler(types.ElicitRequestSchema, async () => ({ action: 'accept', content: { name: 'Ada Lovelace', check: true, integer: 3 } }));
const transport = new StreamableHTTPClientTransport(new URL(base));

await client.connect(transport);
await sleep(700);
await client.ping();
await client.setLoggingLevel('info');
await client.listTools();
const { resources } = await client.listResources();
if (resources[0]) await client.readResource({ uri: resources[0].uri });
await client.listPrompts();
await client.getPrompt({ name: 'args-prompt', arguments: { city: 'Paris' } });
await client.complete({ ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'S' } });
await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 3 } });
await client.callTool({ name: 'get-structured-content', arguments: { location: 'Chicago' } });
await client.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 0.4, steps: 2 } }, undefined, { onprogress: () => {} });
await client.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'Say hello', maxTokens: 20 } });
await client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
await sleep(200);
await transport.terminateSession();
await client.close();
await sleep(300);
proxy.close();
server.kill();

// --- write the curl -v transcript and the HAR --------------------------------------------------
const out = join(repo, 'corpus', 'sdk', revision);
mkdirSync(out, { recursive: true });
const quote = (text) => `'${text.replace(/'/g, `'\\''`)}'`;
const skipped = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'user-agent', 'sec-fetch-mode', 'accept-language']);
const curl = [];
for (const ex of exchanges) {
  const url = `http://127.0.0.1:${proxyPort}${ex.url}`;
  const flags = ex.headers.filter(([name]) => !skipped.has(name.toLowerCase())).map(([name, value]) => `-H ${quote(`${name}: ${value}`)}`);
  const command = ['$ curl -v', ex.method === 'GET' ? '-N' : `-X ${ex.method}`, url, ...flags];
  if (ex.body) command.push(`-d ${quote(ex.body)}`);
  curl.push(command.join(' '));
  curl.push(`> ${ex.method} ${ex.url} HTTP/1.1`);
  for (const [name, value] of ex.headers) curl.push(`> ${name}: ${value}`);
  curl.push('>');
  if (ex.status !== undefined) {
    curl.push(`< HTTP/1.1 ${ex.status} ${ex.statusText ?? ''}`.trimEnd());
    for (const [name, value] of ex.resHeaders) curl.push(`< ${name}: ${value}`);
    curl.push('<');
    if (ex.resBody) curl.push(ex.resBody.replace(/\n+$/, ''));
  }
  curl.push('');
}
writeFileSync(join(out, 'everything-streamable-http.curl.txt'), curl.join('\n'));

const header = (list) => list.map(([name, value]) => ({ name, value }));
const typeOf = (list) => list.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
const har = {
  log: {
    version: '1.2',
    creator: { name: 'mcp-capture-lint scripts/record-http.mjs', version: '1' },
    entries: exchanges.map((ex) => ({
      startedDateTime: ex.started.toISOString(),
      time: ex.ended ? ex.ended.getTime() - ex.started.getTime() : 0,
      request: {
        method: ex.method,
        url: `http://127.0.0.1:${proxyPort}${ex.url}`,
        httpVersion: 'HTTP/1.1',
        headers: header(ex.headers),
        queryString: [],
        cookies: [],
        headersSize: -1,
        bodySize: Buffer.byteLength(ex.body),
        ...(ex.body ? { postData: { mimeType: typeOf(ex.headers), text: ex.body } } : {}),
      },
      response: {
        status: ex.status ?? 0,
        statusText: ex.statusText ?? '',
        httpVersion: 'HTTP/1.1',
        headers: header(ex.resHeaders),
        cookies: [],
        content: { size: Buffer.byteLength(ex.resBody), mimeType: typeOf(ex.resHeaders), text: ex.resBody },
        redirectURL: '',
        headersSize: -1,
        bodySize: Buffer.byteLength(ex.resBody),
      },
      cache: {},
      timings: { send: 0, wait: ex.ended ? ex.ended.getTime() - ex.started.getTime() : 0, receive: 0 },
    })),
  },
};
writeFileSync(join(out, 'everything-streamable-http.har'), `${JSON.stringify(har, null, 2)}\n`);
console.log(`recorded ${exchanges.length} HTTP exchanges into ${out}`);
process.exit(0);
