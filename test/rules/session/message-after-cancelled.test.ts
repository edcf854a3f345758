import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { messageAfterCancelled } from '../../../src/core/rules/session/message-after-cancelled.js';
import { repoRoot } from '../../helpers/corpus.js';
import { ruleTester } from '../tester.js';
import { lineOf, sdkHar, sdkStdio } from '../recordings.js';

// The stdio recording with a response to the call its client cancelled, right after the cancellation.
const cancelLine = lineOf(sdkStdio, '"reason":"the recorder cancels on purpose"');
const lines = sdkStdio.split('\n');
lines.splice(cancelLine, 0, '< {"jsonrpc":"2.0","id":17,"result":{"resultType":"complete","content":[]}}');

ruleTester.run(messageAfterCancelled, {
  valid: [
    { name: 'the recorded stdio SDK session', capture: sdkStdio, revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
    {
      name: 'legacy revisions: a late response and progress after notifications/cancelled are a race, not a finding',
      capture: readFileSync(join(repoRoot, 'corpus/2025-11-25/session/message-after-cancelled.ok.jsonl'), 'utf8'),
      revision: '2025-11-25',
    },
  ],
  invalid: [{ name: 'stdio: a response to the cancelled call', capture: lines.join('\n'), revision: '2026-07-28', errors: [{ line: cancelLine + 1 }] }],
});
