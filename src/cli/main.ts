import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { discoverCaptures } from '../app/discover.js';
import { checkCapture, type FileCheckResult } from '../core/engine.js';
import { isRevision, type Revision } from '../core/revisions.js';
import { buildJsonReport } from '../report/json-report.js';
import { VERSION } from '../version.js';

export interface CliIo {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Minimal first CLI: `check [paths]` with --revision and --format text|json. Returns the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const args = [...argv];
  if (args[0] === 'check') args.shift();
  let revision: Revision | 'auto' = 'auto';
  let format = 'text';
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--revision') {
      const value = args[++i];
      if (value !== 'auto' && !isRevision(value)) {
        io.stderr(`mcp-capture-lint: --revision must be auto or a dated revision, not ${value}\n`);
        return 2;
      }
      revision = value;
    } else if (arg === '--format') format = args[++i];
    else if (arg === '--version') {
      io.stdout(`${VERSION}\n`);
      return 0;
    } else paths.push(arg);
  }
  if (paths.length === 0) paths.push('.');
  for (const path of paths) {
    if (!/[*?{[]/.test(path) && !(await stat(resolve(io.cwd, path)).catch(() => undefined))) {
      io.stderr(`mcp-capture-lint: ${path}: no such file or directory\n`);
      return 2;
    }
  }
  const results: FileCheckResult[] = [];
  for (const capture of await discoverCaptures({ cwd: io.cwd, patterns: paths })) {
    results.push(await checkCapture({ path: capture.path, file: capture.absolute }, { revision }));
  }
  const report = buildJsonReport(results, VERSION);
  if (format === 'json') io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else {
    for (const file of report.files) {
      if (file.error) io.stdout(`${file.path}: ${file.error}\n`);
      for (const f of file.findings) io.stdout(`${file.path}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.rule}\n`);
    }
    io.stdout(`${report.summary.files} files, ${report.summary.frames} frames: ${report.summary.errors} errors, ${report.summary.warnings} warnings\n`);
  }
  return report.summary.errors > 0 || report.files.some((f) => f.error) ? 1 : 0;
}
