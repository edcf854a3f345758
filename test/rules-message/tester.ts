import type { Frame, Sender } from '../../src/core/capture/frame.js';
import { classifyMessage } from '../../src/core/message.js';
import { getModel } from '../../src/core/protocol/index.js';
import type { Revision } from '../../src/core/revisions.js';
import { RULES } from '../../src/core/rules/index.js';
import { appliesTo, reportText, type Rule } from '../../src/core/rules/rule.js';
import { SessionTracker } from '../../src/core/session/tracker.js';
import type { Severity } from '../../src/core/findings/finding.js';

export interface TestFinding {
  rule: string;
  severity: Severity;
  line: number;
  message: string;
  path?: string;
}

/**
 * Runs rules over capture lines the way the engine does (frames, batch members, session pairing),
 * without a capture reader, so lines may carry `>` (client) and `<` (server) direction marks
 * whatever the JSONL reader of the branch supports.
 */
export function runLines(text: string, revision: Revision | undefined, rules: readonly Rule[] = RULES): TestFinding[] {
  const findings: TestFinding[] = [];
  const tracker = new SessionTracker();
  const model = revision ? getModel(revision) : undefined;
  const listeners = rules
    .filter((rule) => appliesTo(rule.meta, revision))
    .map((rule) =>
      rule.create({
        revision,
        model,
        session: tracker,
        report: (report) => {
          const at = report.at;
          const span = at ? ('span' in at ? at.span : at.frame.span) : undefined;
          findings.push({ rule: rule.meta.id, severity: report.severity ?? rule.meta.severity, line: span?.line ?? report.line ?? 0, message: reportText(report), path: report.path });
        },
      }),
    );
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    let sender: Sender | undefined;
    let json = raw;
    const mark = /^\s*(>|<)\s/.exec(raw);
    if (mark) {
      sender = mark[1] === '>' ? 'client' : 'server';
      json = raw.slice(mark[0].length);
    }
    const frame: Frame = { index: i, raw: json, span: { line: i + 1, column: 1, endLine: i + 1, endColumn: json.length + 1, offset: 0, length: json.length } };
    if (sender) {
      frame.sender = sender;
      frame.senderSource = 'mark';
    }
    try {
      frame.value = JSON.parse(json);
    } catch (error) {
      frame.parseError = (error as Error).message;
    }
    for (const listener of listeners) listener.frame?.(frame);
    if (frame.parseError !== undefined) return;
    const messages = Array.isArray(frame.value)
      ? frame.value.map((member, index, all) => classifyMessage(frame, member, { index, size: all.length }))
      : [classifyMessage(frame, frame.value)];
    for (const message of messages) {
      tracker.observe(message);
      for (const listener of listeners) listener.message?.(message);
    }
  });
  return findings;
}

/** `line rule` keys of the findings, for compact assertions. */
export function keys(findings: readonly TestFinding[]): string[] {
  return findings.map((f) => `${f.line} ${f.rule}`);
}
