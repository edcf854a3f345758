/**
 * The pass-through HTTP proxy and the transcript writers the Streamable HTTP recorders share
 * (scripts/record-http.mjs, scripts/record-sdk-v2.mjs): the proxy listens on 127.0.0.1, forwards
 * every byte to the server and keeps each exchange; the writers turn the exchanges into a
 * `curl -v`-style transcript and a HAR 1.2 log.
 *
 * Exchanges are listed in the order their requests reached the proxy.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';

/**
 * @typedef {{ started: Date, ended?: Date, method: string, url: string, headers: [string,string][], body: string,
 *   status?: number, statusText?: string, resHeaders: [string,string][], resBody: string }} Exchange
 */

const pairs = (raw) => {
  const list = [];
  for (let i = 0; i < raw.length; i += 2) list.push([raw[i], raw[i + 1]]);
  return list;
};

/** Starts a proxy on 127.0.0.1 (an ephemeral port) in front of 127.0.0.1:`serverPort`. */
export async function startProxy(serverPort) {
  /** @type {Exchange[]} */
  const exchanges = [];
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
  return { port: proxy.address().port, exchanges, close: () => proxy.close() };
}

const quote = (text) => `'${text.replace(/'/g, `'\\''`)}'`;
const skipped = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'user-agent', 'sec-fetch-mode', 'accept-language']);

/** Writes the exchanges as a `curl -v`-style transcript: the command (-d is the body), `> ` request, `< ` response headers, the body. */
export function writeCurlTranscript(file, exchanges, port) {
  const curl = [];
  for (const ex of exchanges) {
    const url = `http://127.0.0.1:${port}${ex.url}`;
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
  writeFileSync(file, curl.join('\n'));
}

/** Writes the exchanges as a HAR 1.2 log; `creator` names the recording script. */
export function writeHar(file, exchanges, port, creator) {
  const header = (list) => list.map(([name, value]) => ({ name, value }));
  const typeOf = (list) => list.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const har = {
    log: {
      version: '1.2',
      creator: { name: creator, version: '1' },
      entries: exchanges.map((ex) => ({
        startedDateTime: ex.started.toISOString(),
        time: ex.ended ? ex.ended.getTime() - ex.started.getTime() : 0,
        request: {
          method: ex.method,
          url: `http://127.0.0.1:${port}${ex.url}`,
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
  writeFileSync(file, `${JSON.stringify(har, null, 2)}\n`);
}

/**
 * Makes recorded exchanges reproducible: the proxy's ephemeral port becomes `port` (in Host
 * headers; the writers take `port` for URLs) and each exchange gets a fixed clock, one second
 * apart from `epoch`, with no duration. Headers and bodies are otherwise untouched.
 */
export function normaliseExchanges(exchanges, fromPort, port, epoch = '2026-07-28T12:00:00.000Z') {
  const base = new Date(epoch).getTime();
  const host = (list) => list.map(([name, value]) => [name, name.toLowerCase() === 'host' ? value.replace(`127.0.0.1:${fromPort}`, `127.0.0.1:${port}`) : value]);
  return exchanges.map((ex, i) => ({ ...ex, headers: host(ex.headers), started: new Date(base + i * 1000), ended: new Date(base + i * 1000) }));
}
