import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { UNIT_PROJECT } from '../../vitest.config.js';

// The unit project shares each worker's modules between its files (isolate: false, see
// vitest.config.ts): a file there that mocks a module would hand the mock to the files after it.
const root = resolve(import.meta.dirname, '../..');
const MOCKS = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;

describe('the unit project (shared modules)', () => {
  const test = UNIT_PROJECT.test!;
  const files = fg.sync(test.include!, { cwd: root, ignore: test.exclude });

  it('holds the unit files, not the ones that drive the built CLI', () => {
    expect(files).toContain('test/rules/tester.test.ts');
    expect(files.filter((file) => file.startsWith('test/cli/'))).toEqual([]);
    expect(test.isolate).toBe(false);
  });

  it('holds no file that mocks a module', () => {
    expect(files.filter((file) => MOCKS.test(readFileSync(resolve(root, file), 'utf8')))).toEqual([]);
    // Spelt in two pieces, so this file does not hold what it looks for.
    expect(MOCKS.test(['vi', "mock('../../src/core/capture/lines.js', async () => ({}));"].join('.'))).toBe(true);
  });
});
