#!/usr/bin/env node
/**
 * Records real 2026-07-28 MCP sessions for the corpus: the official v2 TypeScript client
 * (@modelcontextprotocol/client 2.x) talks to our small server on the v2 server package
 * (scripts/fixtures/v2-server.mjs) over stdio, through the same recording relay as
 * scripts/record-sdk.mjs (scripts/lib/relay.mjs: `> ` client to server, `< ` server to client,
 * every line unchanged), written to corpus/sdk/2026-07-28/fixture-stdio.jsonl.
 *
 *   node scripts/record-sdk-v2.mjs
 *
 * The client pins 2026-07-28 (`versionNegotiation: { mode: { pin } }`), so its first message is
 * the `server/discover` probe. The transport is a subclass of the SDK's StdioClientTransport only
 * so that the SDK probes on the recorded pipe itself instead of on a throw-away sibling process.
 *
 * The session is deterministic: fixed request ids (the SDK's counters), no clocks in the fixture
 * server, and the recorder waits for each exchange to finish before starting the next one.
 */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { relayed } from './lib/relay.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const revision = '2026-07-28';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes in place: the SDK sends server/discover on a sibling process only for its own base class. */
class RecordedStdioTransport extends StdioClientTransport {}

async function recordStdio(out) {
  const client = new Client(
    { name: 'mcp-capture-lint-recorder', version: '2.0.0' },
    { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: revision } } },
  );
  client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { confirm: true } }));

  const transport = new RecordedStdioTransport({
    ...relayed(out, [process.execPath, join(here, 'fixtures', 'v2-server.mjs')]),
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'ignore',
  });

  await client.connect(transport);

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

  // Progress (the SDK adds a progressToken when onprogress is given) and request-scoped logging.
  await client.callTool(
    { name: 'count-steps', arguments: { steps: 3 }, _meta: { 'io.modelcontextprotocol/logLevel': 'debug' } },
    { onprogress: () => {} },
  );

  // Subscriptions: listen for tool list changes, change the list, then the server shuts down
  // gracefully and closes the listen stream with its result.
  const subscription = await client.listen({ toolsListChanged: true });
  await client.callTool({ name: 'publish-report', arguments: {} });
  await sleep(200);
  await client.listTools(undefined, { cacheMode: 'refresh' });

  process.kill(transport.pid, 'SIGTERM'); // the relay passes it on to the server
  const how = await Promise.race([subscription.closed, sleep(3000).then(() => 'timeout')]);
  if (how !== 'graceful') throw new Error(`the listen stream ended ${how}, not gracefully`);
  await client.close().catch(() => {});
  await sleep(200);
}

const out = join(repo, 'corpus', 'sdk', revision, 'fixture-stdio.jsonl');
await recordStdio(out);
console.log(`recorded ${out}`);
process.exit(0);
