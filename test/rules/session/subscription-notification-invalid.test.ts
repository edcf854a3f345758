import { subscriptionNotificationInvalid } from '../../../src/core/rules/session/subscription-notification-invalid.js';
import { ruleTester } from '../tester.js';
import { replaceOnce, sdkHar, sdkStdio } from '../recordings.js';

// The stdio recording with the change notification moved before the acknowledgement.
const lines = sdkStdio.split('\n');
const ack = lines.findIndex((line) => line.includes('notifications/subscriptions/acknowledged'));
const change = lines.findIndex((line) => line.includes('notifications/tools/list_changed'));
const [changed] = lines.splice(change, 1);
lines.splice(ack, 0, changed);
// And as recorded, with the change notification stripped of its subscription id.
const stripped = replaceOnce(sdkStdio, '"params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"listen:0"}}}', '"params":{}}');

ruleTester.run(subscriptionNotificationInvalid, {
  valid: [
    { name: 'the recorded stdio SDK session', capture: sdkStdio, revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'stdio: the change notification before the acknowledgement', capture: lines.join('\n'), revision: '2026-07-28', errors: [{ line: ack + 1 }] },
    { name: 'stdio: the change notification without its subscription id', capture: stripped, revision: '2026-07-28', errors: [{ line: change + 1 }] },
  ],
});
