import { clientParseFailure } from '../../../src/core/rules/capture/client-parse-failure.js';
import { ruleTester } from '../tester.js';

const logLine = (level: string, text: string) => `2025-09-11T23:28:52.407Z [my-server] [${level}] ${text} { metadata: undefined }`;

ruleTester.run(clientParseFailure, {
  valid: [{ name: 'messages the client read', capture: `${logLine('info', 'Message from server: {"jsonrpc":"2.0","id":0,"result":{}}')}\n`, format: 'claude-log', revision: '2025-06-18' }],
  invalid: [
    {
      name: 'the client could not parse what the server wrote to stdout',
      capture: `${logLine('info', 'Message from server: {"jsonrpc":"2.0","id":0,"result":{}}')}\n${logLine('error', 'Unexpected token \'d\', "[dotenv@17."... is not valid JSON')}\n`,
      format: 'claude-log',
      revision: '2025-06-18',
      errors: [{ line: 2 }],
    },
  ],
});
