import type { RunResult } from '../app/outcome.js';
import { redactStrings } from '../core/secrets/output.js';
import { HOMEPAGE } from '../version.js';
import { joinRepoPath } from './github-commands.js';

/**
 * reviewdog's Diagnostic Format, as one JSON document (`--format rdjson`; reviewdog `-f=rdjson`):
 * https://github.com/reviewdog/reviewdog/tree/master/proto/rdf. What needs a reviewer: every new
 * finding at its line and column, each stale expectation on its line of the expectation file, a
 * capture or expectation file that could not be read. Expected findings are accepted and left out.
 */
interface RdjsonOptions {
  /** Turns report paths (relative to the working directory) into paths relative to the repository root. */
  pathPrefix?: string;
}

type RdSeverity = 'ERROR' | 'WARNING' | 'INFO';

interface RdPosition {
  line: number;
  column?: number;
}

interface RdDiagnostic {
  message: string;
  location: { path: string; range?: { start: RdPosition; end?: RdPosition } };
  severity: RdSeverity;
  code?: { value: string; url?: string };
}

interface RdjsonResult {
  source: { name: string; url: string };
  diagnostics: RdDiagnostic[];
}

const SEVERITY = { error: 'ERROR', warning: 'WARNING', info: 'INFO' } as const;

/** The rule's documentation page (docs/rules/<id>.md, generated from its metadata). */
function ruleDocsUrl(rule: string): string {
  return `${HOMEPAGE}/blob/main/docs/rules/${encodeURIComponent(rule)}.md`;
}

function buildRdjson(result: Pick<RunResult, 'files' | 'orphans' | 'mode'> & Partial<Pick<RunResult, 'redact'>>, options: RdjsonOptions = {}): RdjsonResult {
  const path = (p: string) => joinRepoPath(options.pathPrefix, p);
  const diagnostics: RdDiagnostic[] = [];
  for (const file of result.files) {
    if (file.result.error) diagnostics.push({ message: `${file.path} could not be checked: ${file.result.error}`, location: { path: path(file.path) }, severity: 'ERROR', code: { value: 'unreadable-capture' } });
    if (file.expectation.error) {
      diagnostics.push({ message: `Not a valid expectation file: ${file.expectation.error}`, location: { path: path(file.expectation.path) }, severity: 'ERROR', code: { value: 'invalid-expectation-file' } });
    }
    for (const f of file.findings) {
      if (f.expectation !== 'new') continue;
      const start: RdPosition = { line: f.line, column: f.column };
      // A finding that spans lines is shown linewise (reviewdog includes the end line when no column is given).
      const range = f.endLine !== undefined && f.endLine > f.line ? { start: { line: f.line }, end: { line: f.endLine } } : { start };
      diagnostics.push({ message: f.message, location: { path: path(file.path), range }, severity: SEVERITY[f.severity], code: { value: f.rule, url: ruleDocsUrl(f.rule) } });
    }
    for (const s of file.stale) {
      diagnostics.push({
        message: `${file.path}: ${s.rule} was expected on line ${s.line} and is no longer found. Remove the entry: --update=prune records nothing new.`,
        location: { path: path(file.expectation.path), ...(s.expectationLine !== undefined ? { range: { start: { line: s.expectationLine } } } : {}) },
        severity: 'ERROR',
        code: { value: 'stale-expectation' },
      });
    }
  }
  if (result.mode === 'check') {
    for (const o of result.orphans) {
      diagnostics.push({ message: `${o.capture} no longer exists: delete this expectation file, or update expectations.`, location: { path: path(o.path) }, severity: 'ERROR', code: { value: 'orphaned-expectation' } });
    }
  }
  const out: RdjsonResult = { source: { name: 'mcp-capture-lint', url: HOMEPAGE }, diagnostics };
  // The one redaction pass at this sink: messages and paths.
  return result.redact ? redactStrings(out, result.redact) : out;
}

export function formatRdjson(result: Parameters<typeof buildRdjson>[0], options: RdjsonOptions = {}): string {
  return `${JSON.stringify(buildRdjson(result, options), null, 2)}\n`;
}
