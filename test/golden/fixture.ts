import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary working directory holding the given files; `cleanup()` removes it. */
export function workspace(files: Record<string, string>): { dir: string; write(path: string, text: string): void; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-run-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  return { dir, write, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const INIT_REQUEST = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
export const INIT_RESULT = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';
/** A stdio capture whose line 3 is not JSON (parse-error, an error). */
export const BROKEN_CAPTURE = `${INIT_REQUEST}\n${INIT_RESULT}\n{"jsonrpc":"2.0","id":2,"method":"tools/list"\n`;
export const CLEAN_CAPTURE = `${INIT_REQUEST}\n${INIT_RESULT}\n`;
