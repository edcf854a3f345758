import { invalidJsonDocument } from '../../../src/core/rules/capture/invalid-json-document.js';
import { ruleTester } from '../tester.js';

ruleTester.run(invalidJsonDocument, {
  valid: [{ name: 'a whole HAR document', capture: '{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": []}}\n', format: 'har', revision: '2025-06-18' }],
  invalid: [{ name: 'a HAR document cut off: reported where it ends', capture: '{"log": {"version": "1.2",\n "entries": [\n {"request": {"method": "POST"', format: 'har', revision: '2025-06-18', errors: [{ line: 3 }] }],
});
