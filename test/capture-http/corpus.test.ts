import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, formatByName } from '../../src/core/capture/formats.js';
import type { FormatName } from '../../src/core/capture/reader.js';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';
import { readText, sniffInput } from './read.js';

const FOLDERS: Record<string, FormatName> = { sse: 'sse', http: 'http', curl: 'http', har: 'har', 'claude-log': 'claude-log', cassette: 'cassette' };

/**
 * Every frame of every corpus capture of these formats: `line:column sender[ session]`.
 * Checked by hand against the files (column: where the message text starts on its line).
 */
const FRAMES: Record<string, string[]> = {
  'sse/legacy-get-stream.sse': ['11:7 server', '15:7 server', '23:7 server', '29:7 server'],
  'sse/streamable-post-response.sse': ['3:7 server', '7:7 server', '11:7 server'],
  'sse/stray-lines.sse': ['2:7 server', '8:7 server'],
  'http/legacy-sse-trace.txt': ['15:7 server', '18:7 server', '24:1 client', '35:1 client'],
  'http/streamable-http-trace.http': ['7:1 client', '23:1 server', '40:1 client', '52:1 client', '60:7 server', '63:7 server'],
  'http/truncated-body.http': ['6:1 client', '11:1 server'],
  // bodies on lines with the mark of their head (`> {...}`, `< {...}`), as pasted in issues
  'http/marked-bodies-401.txt': ['8:3 client', '13:3 server'],
  // curl --trace-time -v: a time before each of curl's lines; the request body logged unmarked after the `>` head
  'http/trace-time-logged-body.txt': ['12:1 client', '20:7 server'],
  // `== Step n ==` headings, three connections, marked bodies (one pretty-printed, one an event stream)
  'http/stepped-session.txt': ['8:3 client', '13:3 server', '25:3 client', '40:3 client', '50:9 server'],
  // after a reply in mongodb-js/mongodb-mcp-server#412: the command, then the event curl printed (no blank line after it)
  'curl/initialize-no-verbose.txt': ['4:7 client', '18:7 server'],
  'curl/curl-silent-sse.txt': ['1:160 client', '3:7 server', '5:160 client', '7:7 server'],
  'curl/curl-v-json-response.txt': ['1:222 client', '21:1 server'],
  'curl/curl-v-sse-multiline-data.txt': ['4:15 client', '33:7 server', '40:7 client'],
  'har/inspector-streamable-http.har': ['50:21 client', '95:21 server', '165:21 client', '320:21 client', '353:21 server', '423:21 client', '468:21 server'],
  'har/mitmproxy-legacy-sse.har': ['30:21 client', '83:21 client', '136:21 client', '206:21 server', '206:21 server'],
  'har/truncated-export.har': ['50:21 client', '95:21 server', '165:21 client'],
  'claude-log/mcp-server-firecrawl.log': [
    '17:77 client mcp-server-firecrawl#1',
    '18:77 client mcp-server-firecrawl#2',
    '28:77 server mcp-server-firecrawl#1',
    '29:77 client mcp-server-firecrawl#1',
    '30:77 server mcp-server-firecrawl#2',
    '31:77 client mcp-server-firecrawl#2',
    '32:77 client mcp-server-firecrawl#2',
    '33:77 server mcp-server-firecrawl#2',
  ],
  'claude-log/mcp-server-weather.log': [
    '3:64 client weather#1',
    '5:64 server weather#1',
    '6:64 client weather#1',
    '7:64 client weather#1',
    '8:64 client weather#1',
    '9:64 server weather#1',
    '10:64 server weather#1',
    '11:64 client weather#1',
    '14:64 server weather#1',
  ],
  'claude-log/mcp.log': [
    '4:67 client filesystem#1',
    '6:63 client sqlite#1',
    '9:67 server filesystem#1',
    '10:67 client filesystem#1',
    '12:63 server sqlite#1',
    '13:63 client sqlite#1',
    '14:67 client filesystem#1',
    '15:63 client sqlite#1',
    '16:67 server filesystem#1',
    '17:63 server sqlite#1',
  ],
  'cassette/docs-search-session.json': ['15:18 client', '28:19 server', '56:18 client', '69:18 client', '77:19 server', '96:18 client', '108:19 server'],
  'cassette/truncated-cassette.json': ['11:18 client', '16:19 server', '29:18 client'],
};

const root = join(repoRoot, 'corpus/formats');
const files = Object.keys(FOLDERS).flatMap((folder) => captureFiles(join(root, folder)));

describe('corpus/formats captures of the HTTP-ish and log formats', () => {
  it('has at least two captures per format folder, each with its frame list here', () => {
    for (const folder of Object.keys(FOLDERS)) expect(captureFiles(join(root, folder)).length, folder).toBeGreaterThanOrEqual(2);
    expect(files.map((file) => relative(root, file)).sort()).toEqual(Object.keys(FRAMES).sort());
  });

  for (const file of files) {
    const name = relative(root, file);
    const format = FOLDERS[name.split('/')[0]];
    describe(name, () => {
      const text = readFileSync(file, 'utf8');

      it(`is detected as ${format}`, () => {
        expect(detectFormat(sniffInput(text, file)).name).toBe(format);
      });

      it('yields its frames at the right places, with senders and sessions', () => {
        const reader = formatByName(format);
        if (!reader) throw new Error(`no reader ${format}`);
        const { frames } = readText(reader, text, file);
        expect(frames.map((f) => [`${f.span.line}:${f.span.column}`, f.sender, f.session].filter(Boolean).join(' '))).toEqual(FRAMES[name]);
      });

      it('has exactly the findings its expectation file lists', async () => {
        const { unexpected, missing, result } = await compareWithExpectations(file);
        expect(result.error).toBeUndefined();
        expect(unexpected).toEqual([]);
        expect(missing).toEqual([]);
      });
    });
  }
});
