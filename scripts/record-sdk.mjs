#!/usr/bin/env node
/**
 * Records real MCP sessions for the corpus: the official TypeScript SDK (@modelcontextprotocol/sdk)
 * as the client, @modelcontextprotocol/server-everything as the server, over stdio, through a
 * recording relay that copies every line unchanged and writes it, with its direction, to
 * corpus/sdk/<revision>/everything-stdio.jsonl.
 *
 * Mark convention (marked JSONL, read by the jsonl reader): `> ` starts a line the client wrote to
 * the server's stdin, `< ` a line the server wrote to its stdout. The rest of the line is the bytes
 * exactly as they crossed the pipe.
 *
 *   node scripts/record-sdk.mjs                 # every revision SDK 1.x speaks
 *   node scripts/record-sdk.mjs 2025-06-18      # one revision
 *   node scripts/record-sdk.mjs 2025-06-18 --out-dir /tmp/rec   # to /tmp/rec/<revision>/ instead
 *   node scripts/record-sdk.mjs 2025-06-18 --out-dir /tmp/rec --extra-pings 2
 *                                               # the same session after two more pings: every later
 *                                               # id and line shifts, as in a session recorded again
 *
 * The SDK client always proposes its latest revision; to record an older one, the initialize
 * request's protocolVersion is set before the SDK serialises it (the server then answers that
 * revision, and the SDK client accepts it as it would from an older server). The client declares
 * only the capabilities that exist in the revision it proposes, as a client of that revision would.
 *
 * The relay process is scripts/lib/relay.mjs, shared with scripts/record-sdk-v2.mjs.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relayed } from './lib/relay.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];


async function record(only, outDir, extraPings) {
  const require = createRequire(import.meta.url);
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const types = await import('@modelcontextprotocol/sdk/types.js');
  const serverEntry = require.resolve('@modelcontextprotocol/server-everything/dist/index.js');
  for (const revision of only.length > 0 ? only : REVISIONS) {
    const out = join(outDir, revision, 'everything-stdio.jsonl');
    await recordOne({ Client, StdioClientTransport, types, serverEntry, revision, out, extraPings });
    console.log(`recorded ${out}`);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const atLeast = (revision, from) => REVISIONS.indexOf(revision) >= REVISIONS.indexOf(from);

async function recordOne({ Client, StdioClientTransport, types, serverEntry, revision, out, extraPings }) {
  const capabilities = { sampling: {}, roots: { listChanged: true } };
  if (atLeast(revision, '2025-06-18')) capabilities.elicitation = {};
  const client = new Client({ name: 'mcp-capture-lint-recorder', version: '1.0.0' }, { capabilities });

  client.setRequestHandler(types.CreateMessageRequestSchema, async (request) => ({
    role: 'assistant',
    content: { type: 'text', text: `A canned answer to ${request.params.messages.length} message(s).` },
    model: 'recorder-model',
    stopReason: 'endTurn',
  }));
  client.setRequestHandler(types.ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///tmp/project', name: 'project' }] }));
  if (capabilities.elicitation) {
    client.setRequestHandler(types.ElicitRequestSchema, async () => ({ action: 'accept', content: { name: 'Ada Lovelace', check: true, integer: 3 } }));
  }

  const transport = new StdioClientTransport({
    ...relayed(out, [process.execPath, serverEntry, 'stdio']),
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'ignore',
  });
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (message.method === 'initialize') message.params.protocolVersion = revision;
    return send(message, options);
  };

  await client.connect(transport);
  await sleep(600); // the server asks for roots 350 ms after initialized

  for (let i = 0; i < extraPings; i++) await client.ping();
  await client.ping();
  await client.setLoggingLevel('debug');
  const { tools } = await client.listTools();
  const { resources } = await client.listResources();
  await client.listResourceTemplates();
  if (resources[0]) {
    await client.readResource({ uri: resources[0].uri });
    await client.subscribeResource({ uri: resources[0].uri });
    await client.unsubscribeResource({ uri: resources[0].uri });
  }
  await client.listPrompts();
  await client.getPrompt({ name: 'simple-prompt' });
  await client.getPrompt({ name: 'args-prompt', arguments: { city: 'Paris' } });
  await client.complete({ ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } });

  await client.callTool({ name: 'echo', arguments: { message: 'hello from the recorder' } });
  await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 3 } });
  if (tools.some((t) => t.name === 'get-structured-content')) await client.callTool({ name: 'get-structured-content', arguments: { location: 'New York' } });

  // Progress: the server reports each step for a request that carries a progressToken.
  await client.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 0.6, steps: 3 } }, undefined, { onprogress: () => {} });

  // Cancellation: the SDK sends notifications/cancelled when the signal aborts.
  const controller = new AbortController();
  const cancelled = client
    .callTool({ name: 'trigger-long-running-operation', arguments: { duration: 0.6, steps: 2 } }, undefined, { signal: controller.signal })
    .catch(() => undefined);
  await sleep(100);
  controller.abort('the recorder cancels on purpose');
  await cancelled;
  await sleep(800); // let the server finish the cancelled operation

  // Sampling and elicitation: the server asks the client in the middle of a tools/call.
  await client.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'Say hello', maxTokens: 20 } });
  if (capabilities.elicitation) await client.callTool({ name: 'trigger-elicitation-request', arguments: {} });

  // Roots: the client announces a change; the server asks for the list again.
  await client.sendRootsListChanged();
  await sleep(300);
  await client.callTool({ name: 'get-roots-list', arguments: {} });

  // Logging: the server emits log notifications while the simulation runs.
  await client.callTool({ name: 'toggle-simulated-logging', arguments: {} });
  await sleep(1200);
  await client.callTool({ name: 'toggle-simulated-logging', arguments: {} });
  await sleep(200);

  await client.close();
  await sleep(300);
}

const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--out-dir');
// The corpus by default; elsewhere for tests that record a session again and compare.
const outDir = outDirFlag >= 0 ? args[outDirFlag + 1] : join(repo, 'corpus', 'sdk');
const extraPingsFlag = args.indexOf('--extra-pings');
await record(args.filter((a) => REVISIONS.includes(a)), outDir, extraPingsFlag >= 0 ? Number(args[extraPingsFlag + 1]) : 0);
