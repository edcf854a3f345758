import { rootNotFileUri } from '../../../src/core/rules/shape/root-not-file-uri.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const roots = (...uris: string[]) => jsonl(...handshake('2025-11-25'), server(request(1, 'roots/list')), client(result(1, { roots: uris.map((uri) => ({ uri })) })));

ruleTester.run(rootNotFileUri, {
  valid: [{ name: 'file:// roots, any case of the scheme', capture: roots('file:///home/ada/project', 'FILE:///tmp'), revision: '2025-11-25' }],
  invalid: [
    {
      name: 'a bare path and an https URL',
      capture: roots('/home/ada/project', 'https://example.com/repo'),
      revision: '2025-11-25',
      errors: [
        { line: 5, severity: 'error', path: 'result.roots[0].uri', message: '"/home/ada/project" is not a file:// URI' },
        { line: 5, path: 'result.roots[1].uri', message: 'is not a file:// URI' },
      ],
    },
  ],
});
