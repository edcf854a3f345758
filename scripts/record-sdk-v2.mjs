#!/usr/bin/env node
/**
 * Records real 2026-07-28 MCP sessions for the corpus: the official v2 TypeScript client
 * (@modelcontextprotocol/client 2.x) talks to our small server on the v2 server package
 * (scripts/fixtures/v2-server.mjs) over stdio, through the same recording relay as
 * scripts/record-sdk.mjs (scripts/lib/relay.mjs: `> ` client to server, `< ` server to client,
 * every line unchanged), written to corpus/sdk/2026-07-28/fixture-stdio.jsonl; and once over
 * Streamable HTTP through the pass-through proxy of scripts/record-http.mjs
 * (scripts/lib/http-recording.mjs), written as fixture-streamable-http.curl.txt (a `curl -v`-style
 * transcript) and fixture-streamable-http.har (HAR 1.2).
 *
 *   node scripts/record-sdk-v2.mjs            # both
 *   node scripts/record-sdk-v2.mjs stdio      # one of them
 *   node scripts/record-sdk-v2.mjs http
 *
 * The client pins 2026-07-28 (`versionNegotiation: { mode: { pin } }`), so its first message is
 * the `server/discover` probe. The transport is a subclass of the SDK's StdioClientTransport only
 * so that the SDK probes on the recorded pipe itself instead of on a throw-away sibling process.
 *
 * The sessions are deterministic: fixed request ids (the SDK's counters), no clocks in the fixture
 * server, and the recorder waits for each exchange to finish before starting the next one. The
 * HTTP transcripts are normalised (scripts/lib/http-recording.mjs `normaliseExchanges`): the
 * proxy's ephemeral port is written as 3000 and the HAR clock starts at a fixed instant.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { normaliseExchanges, startProxy, writeCurlTranscript, writeHar } from './lib/http-recording.mjs';
import { relayed } from './lib/relay.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const revision = '2026-07-28';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes in place: the SDK sends server/discover on a sibling process only for its own base class. */
class RecordedStdioTransport extends StdioClientTransport {}

const fixture = join(here, 'fixtures', 'v2-server.mjs');
const out = join(repo, 'corpus', 'sdk', revision);

function newClient() {
  const client = new Client(
    { name: 'mcp-capture-lint-recorder', version: '2.0.0' },
    { capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} }, versionNegotiation: { mode: { pin: revision } } },
  );
  // The answers to the server's embedded input requests (2026-07-28 has no server-to-client requests).
  client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { confirm: true } }));
  client.setRequestHandler('roots/list', async () => ({ roots: [{ uri: 'file:///tmp/project', name: 'project' }] }));
  client.setRequestHandler('sampling/createMessage', async () => ({
    role: 'assistant',
    content: { type: 'text', text: 'A small project that records MCP sessions.' },
    model: 'recorder-model',
    stopReason: 'endTurn',
  }));
  return client;
}

/** The session both transports record; `shutDownServer` asks the server to stop gracefully. */
async function exercise(client, shutDownServer) {
  await client.listTools();
  await client.listResources();
  await client.listResourceTemplates();
  await client.readResource({ uri: 'fixture://readme' });
  await client.readResource({ uri: 'fixture://colours/azure' });
  await client.listPrompts();
  await client.getPrompt({ name: 'review-code', arguments: { language: 'rust', code: 'fn main() {}' } });
  await client.complete({ ref: { type: 'ref/prompt', name: 'review-code' }, argument: { name: 'language', value: 'ty' } });
  await client.complete({ ref: { type: 'ref/resource', uri: 'fixture://colours/{name}' }, argument: { name: 'name', value: 'c' } });

  await client.callTool({ name: 'echo', arguments: { message: 'hello from the v2 recorder' } });

  // Multi-round trip: input_required with an elicitation, fulfilled by the handler above, retried.
  await client.callTool({ name: 'confirm-order', arguments: { item: 'widget', quantity: 3 } });
  // Two input requests in one round (roots and sampling), no requestState.
  await client.callTool({ name: 'summarise-project', arguments: {} });

  // Progress (the SDK adds a progressToken when onprogress is given) and request-scoped logging.
  await client.callTool(
    { name: 'count-steps', arguments: { steps: 3 }, _meta: { 'io.modelcontextprotocol/logLevel': 'debug' } },
    { onprogress: () => {} },
  );

  // Errors: a resource that does not exist (2026-07-28: -32602), a tool that does not exist.
  await client.readResource({ uri: 'fixture://missing' }).catch(() => undefined);
  await client.callTool({ name: 'no-such-tool', arguments: {} }).catch(() => undefined);

  // Cancellation: on stdio the SDK sends notifications/cancelled; on HTTP it closes the response.
  const controller = new AbortController();
  const cancelled = client.callTool({ name: 'wait-for-cancel', arguments: {} }, { signal: controller.signal }).catch(() => undefined);
  await sleep(150);
  controller.abort('the recorder cancels on purpose');
  await cancelled;
  await sleep(150);

  // Subscriptions: listen for tool list changes, change the list, then the server shuts down
  // gracefully and closes the listen stream with its result.
  const subscription = await client.listen({ toolsListChanged: true });
  await client.callTool({ name: 'publish-report', arguments: {} });
  await sleep(200);
  await client.listTools(undefined, { cacheMode: 'refresh' });

  shutDownServer();
  const how = await Promise.race([subscription.closed, sleep(3000).then(() => 'timeout')]);
  if (how !== 'graceful') throw new Error(`the listen stream ended ${how}, not gracefully`);
  await client.close().catch(() => {});
  await sleep(200);
}

async function recordStdio() {
  const file = join(out, 'fixture-stdio.jsonl');
  const client = newClient();
  const transport = new RecordedStdioTransport({
    ...relayed(file, [process.execPath, fixture]),
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'ignore',
  });
  await client.connect(transport);
  await exercise(client, () => process.kill(transport.pid, 'SIGTERM')); // the relay passes it on to the server
  console.log(`recorded ${file}`);
}

async function recordHttp() {
  const serverPort = 39000 + Math.floor(Math.random() * 1000);
  const server = spawn(process.execPath, [fixture, '--http'], { env: { PATH: process.env.PATH ?? '', PORT: String(serverPort) }, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise((resolve, reject) => {
    server.stderr.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const proxy = await startProxy(serverPort);
  try {
    const client = newClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${proxy.port}/mcp`)));
    await exercise(client, () => server.kill('SIGTERM'));
    await exited;
  } finally {
    proxy.close();
    server.kill('SIGKILL'); // a no-op once it has exited; never leave it running after a failure
  }

  const exchanges = normaliseExchanges(proxy.exchanges, proxy.port, 3000);
  mkdirSync(out, { recursive: true });
  writeCurlTranscript(join(out, 'fixture-streamable-http.curl.txt'), exchanges, 3000);
  writeHar(join(out, 'fixture-streamable-http.har'), exchanges, 3000, 'mcp-capture-lint scripts/record-sdk-v2.mjs');
  console.log(`recorded ${exchanges.length} HTTP exchanges into ${out}`);
}

const only = process.argv.slice(2);
if (only.length === 0 || only.includes('stdio')) await recordStdio();
if (only.length === 0 || only.includes('http')) await recordHttp();
process.exit(0);
