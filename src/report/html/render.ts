import { createHash } from 'node:crypto';
import { CLIENT_SCRIPT, STYLES } from './assets.js';
import { redactStrings } from '../../core/secrets/output.js';
import type { CaptureTimeline, HtmlCoverage, TimelineRow } from './timeline.js';

export interface HtmlReportOptions {
  /** Page title (default "mcp-capture-lint report"). */
  title?: string;
  /** Tool version shown in the header. */
  version?: string;
  /** When the run happened (ISO text); left out by default so the file is deterministic. */
  generatedAt?: string;
  /**
   * Masks secrets in everything taken from the captures (bodies, names, ids, finding messages),
   * applied when the page is written: pass the run's Redactor here once it has scanned every
   * frame, so a secret learned late in a capture is masked in earlier frames too.
   */
  redact?: (text: string) => string;
  /** The run's requirement coverage, one block per revision (src/report/coverage.ts). */
  coverage?: HtmlCoverage[];
}

/** Row tuple positions; the client script reads the same positions (see assets.ts). */
const KIND_CODES: Record<TimelineRow['kind'], string> = {
  request: 'q',
  notification: 'n',
  result: 'r',
  error: 'e',
  invalid: 'i',
  unparsed: 'u',
};

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` cannot open or
 * close a tag, and U+2028/U+2029 are escaped for older parsers. All of them only ever occur
 * inside JSON strings, where the `\u` escapes mean the same text.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The compact form of one capture the page loads: rows as tuples, methods as a table. */
function captureData(timeline: CaptureTimeline, redact: (text: string) => string): unknown {
  const text = (value: string | undefined | null): string | null => (value === undefined || value === null ? null : redact(value));
  const peer = (info: CaptureTimeline['client']) => (info ? { name: text(info.name), version: text(info.version) } : null);
  const methods: string[] = [];
  const methodIndex = new Map<string, number>();
  const rows = timeline.rows.map((row) => {
    let method = -1;
    if (row.method !== undefined) {
      method = methodIndex.get(row.method) ?? -1;
      if (method < 0) {
        method = methods.push(row.method) - 1;
        methodIndex.set(row.method, method);
      }
    }
    return [
      KIND_CODES[row.kind],
      row.sender === 'client' ? 'c' : row.sender === 'server' ? 's' : '',
      row.senderInferred ? 1 : 0,
      row.line,
      row.endLine,
      method,
      typeof row.id === 'string' ? redact(row.id) : (row.id ?? null),
      row.batch ? [row.batch.index, row.batch.size] : 0,
      row.time ?? null,
      row.answers ?? -1,
      row.answeredBy ?? -1,
      row.latencyMs ?? null,
      row.unanswered ? (row.unansweredNote ?? 1) : 0,
      redact(row.body),
      row.bodyLength,
      row.findings ?? 0,
      text(row.session),
      text(row.detail),
    ];
  });
  return {
    path: timeline.path,
    format: timeline.format ?? null,
    revision: timeline.revision ?? null,
    revisionSource: timeline.revisionSource,
    judgedAgainst: timeline.judgedAgainst ?? null,
    comparisons: timeline.comparisons ?? null,
    coverage: timeline.coverage ?? null,
    error: text(timeline.error),
    client: peer(timeline.client),
    server: peer(timeline.server),
    requestedVersion: timeline.requestedVersion ?? null,
    negotiatedVersion: timeline.negotiatedVersion ?? null,
    counts: timeline.counts,
    expectations: timeline.expectations ?? null,
    rules: timeline.rules,
    findings: timeline.findings.map((finding) => ({ ...finding, message: redact(finding.message) })),
    methods,
    rows,
  };
}

/** captureData's fields are masked by the one pass over its result, not one by one. */
const unchanged = (text: string): string => text;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One self-contained HTML file for a run: a file list and, per capture, its timeline. No
 * network: inline CSS and JS, a CSP that forbids every remote load, the data as JSON blocks
 * that the page parses one capture at a time and renders in windows.
 */
export function renderHtmlReport(timelines: readonly CaptureTimeline[], options: HtmlReportOptions = {}): string {
  const title = options.title ?? 'mcp-capture-lint report';
  const redact = options.redact ?? ((text: string) => text);
  const index = {
    title,
    version: options.version ?? null,
    generatedAt: options.generatedAt ?? null,
    coverage: options.coverage ?? [],
    files: timelines.map((t) => ({
      path: t.path,
      revision: t.revision ?? null,
      error: t.error === undefined ? null : redact(t.error),
      frames: t.counts.frames,
      findings: t.counts.findings,
      unanswered: t.counts.unanswered,
    })),
  };
  const scriptHash = createHash('sha256').update(CLIENT_SCRIPT, 'utf8').digest('base64');
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${scriptHash}'; img-src data:; base-uri 'none'; form-action 'none'`;
  const parts: string[] = [
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">\n`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n',
    '<meta name="referrer" content="no-referrer">\n',
    `<title>${escapeHtml(title)}</title>\n<style>${STYLES}</style>\n</head>\n<body>\n`,
    '<noscript><p class="noscript">This report needs JavaScript to show the timelines (it loads nothing from the network).</p></noscript>\n',
    `<script type="application/json" id="mcl-index">${scriptSafeJson(redactStrings(index, redact))}</script>\n`,
  ];
  timelines.forEach((timeline, i) => {
    // The one redaction pass at this sink: every string and key of the capture's data (file name,
    // methods, ids, bodies), after the fields masked on the way in.
    parts.push(`<script type="application/json" id="mcl-capture-${i}">${scriptSafeJson(redactStrings(captureData(timeline, unchanged), redact))}</script>\n`);
  });
  parts.push(`<script>${CLIENT_SCRIPT}</script>\n</body>\n</html>\n`);
  return parts.join('');
}

/**
 * The fragment that opens a capture in the report and scrolls to the frame at `line`
 * (`#captures/session.jsonl/12`); the page reads the same encoding. Prefix it with the report's
 * file name or URL.
 */
export function htmlReportLink(path: string, line?: number): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `#${encoded}${line === undefined ? '' : `/${line}`}`;
}
