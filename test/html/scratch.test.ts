import { writeFileSync } from 'node:fs';
import { test } from 'vitest';
import { collectTimeline, renderHtmlReport } from '../../src/report/html/index.js';
test('scratch', async () => {
  const files = ['corpus/formats/claude-log/mcp-server-weather.log', 'corpus/formats/sse/stray-lines.sse', 'corpus/formats/har/inspector-streamable-http.har'];
  const tls = [];
  for (const f of files) { const { timeline } = await collectTimeline({ path: f, file: f }, { revision: 'auto' }); tls.push(timeline); }
  console.log(JSON.stringify(tls[0], null, 1).slice(0, 3000));
  console.log(JSON.stringify(tls[1].findings));
  writeFileSync('/tmp/r.html', renderHtmlReport(tls));
});
