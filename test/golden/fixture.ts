import { onTestFinished } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary working directory holding the given files; `cleanup()` removes it. */
/** A workspace removed when the current test ends. */
export function scratchWorkspace(files: Record<string, string>): ReturnType<typeof workspace> {
  const w = workspace(files);
  onTestFinished(w.cleanup);
  return w;
}

export function workspace(files: Record<string, string>): { dir: string; write(path: string, text: string): void; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-run-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  return { dir, write, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const INIT_REQUEST = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"example-client","version":"1.0.0"}}}';
export const INIT_RESULT = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"example-server","version":"1.0.0"}}}';
/** A complete, correct 2025-06-18 stdio session: a correct checker finds nothing in it. */
export const CLEAN_CAPTURE = [
  INIT_REQUEST,
  INIT_RESULT,
  '{"jsonrpc":"2.0","method":"notifications/initialized"}',
  '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
  '{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}',
].join('\n') + '\n';
/** The same session with a request that is not JSON on line 6, then a ping answered: one parse-error (an error) there. */
export const BROKEN_LINE = 6;
export const BROKEN_CAPTURE = `${CLEAN_CAPTURE}{"jsonrpc":"2.0","id":3,"method":"tools/call",,"params":{}}\n{"jsonrpc":"2.0","id":4,"method":"ping"}\n{"jsonrpc":"2.0","id":4,"result":{}}\n`;
