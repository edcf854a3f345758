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
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProxy, writeCurlTranscript, writeHar } from './lib/http-recording.mjs';

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

const proxy = await startProxy(serverPort);
const proxyPort = proxy.port;
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
writeCurlTranscript(join(out, 'everything-streamable-http.curl.txt'), proxy.exchanges, proxyPort);
writeHar(join(out, 'everything-streamable-http.har'), proxy.exchanges, proxyPort, 'mcp-capture-lint scripts/record-http.mjs');
console.log(`recorded ${proxy.exchanges.length} HTTP exchanges into ${out}`);
process.exit(0);
