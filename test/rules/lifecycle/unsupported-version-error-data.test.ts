import { unsupportedVersionErrorData } from '../../../src/core/rules/lifecycle/unsupported-version-error-data.js';
import { jsonl, ruleTester } from '../tester.js';
import { server } from '../messages.js';

const unsupported = (data?: unknown) => server({ jsonrpc: '2.0', id: 1, error: { code: -32022, message: 'Unsupported protocol version', ...(data === undefined ? {} : { data }) } });

ruleTester.run(unsupportedVersionErrorData, {
  valid: [{ name: 'the error names the versions the server supports', capture: jsonl(unsupported({ requested: '2027-01-01', supported: ['2026-07-28'] })), revision: '2026-07-28' }],
  invalid: [{ name: 'data without the supported versions', capture: jsonl(unsupported({ requested: '2027-01-01' })), revision: '2026-07-28', errors: [{ line: 1 }] }],
});
