import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeShared, realCapturesDir as dir, sharedEntries } from '../helpers/shared.js';
import { scanCapture } from './scan-capture.js';

const cases = sharedEntries(dir).filter((name) => existsSync(join(dir, name, 'expect.json')));
const captureFile = (name: string) => join(dir, name, readdirSync(join(dir, name)).find((f) => f.startsWith('capture.'))!);

/** The one real secret in the real captures (already a same-shape fake, per its README). */
const X_API_KEY_CAPTURE = 'neural-collab-claude-log-mcp-remote-failures';
const X_API_KEY = 'OrYooqSgfZq+Putzf+1O4ECrZWubTMOUXTUF9aqCB0g=';

describeShared('real-captures', 'real captures', () => {
  it('are all here', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });

  for (const name of cases.filter((n) => n !== X_API_KEY_CAPTURE)) {
    it(`${name}: nothing is taken for a secret, every line prints as it is`, () => {
      const text = readFileSync(captureFile(name), 'utf8');
      const { redactor, lines } = scanCapture(text, captureFile(name));
      expect(redactor.secrets()).toEqual([]);
      const changed = lines.filter((line) => redactor.redact(line) !== line);
      expect(changed).toEqual([]);
    });
  }

  it(`${X_API_KEY_CAPTURE}: the x-api-key value is found and masked on all 12 lines, and nothing else changes`, () => {
    const file = captureFile(X_API_KEY_CAPTURE);
    const text = readFileSync(file, 'utf8');
    const { redactor, lines } = scanCapture(text, file);
    expect(redactor.secrets()).toContain(X_API_KEY);
    const holding = lines.filter((line) => line.includes(X_API_KEY));
    expect(holding).toHaveLength(12);
    for (const line of holding) {
      const redacted = redactor.redact(line);
      expect(redacted).not.toContain(X_API_KEY);
      expect(redacted).not.toContain(X_API_KEY.slice(0, 8));
    }
    // Line 67 names the key only as a value, far from any `x-api-key:`: masked because it was learned on line 66.
    expect(redactor.redact(lines[66])).toBe("[38956] Warning: Environment variable '…B0g=' not found for header 'x-api-key'.");
    expect(lines.filter((line) => !line.includes(X_API_KEY) && redactor.redact(line) !== line)).toEqual([]);
    expect(redactor.redact(text)).not.toContain(X_API_KEY);
  });
});
