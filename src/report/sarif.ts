import { createHash } from 'node:crypto';
import type { RunResult } from '../app/outcome.js';
import { specLinkFor } from '../core/protocol/spec-links.js';
import { coverageHeadline } from '../core/requirement-coverage/coverage.js';
import type { Revision } from '../core/revisions.js';
import { RULES } from '../core/rules/index.js';
import { exampleFormat } from '../core/rules/rule-docs.js';
import type { Rule, RuleMeta } from '../core/rules/rule.js';
import { redactStrings } from '../core/secrets/output.js';
import { HOMEPAGE } from '../version.js';
import { occurrences } from '../golden/expectations.js';
import { encodePathForUrl } from './escape.js';
import { joinRepoPath } from './github-commands.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * The partial fingerprint's name; bump the version if the recipe changes. v2: rule, path, anchor and
 * occurrence (v1 hashed the message, which changed when a message named a line or an id).
 */
export const FINGERPRINT_KEY = 'mcpCaptureLint/v2';

export interface SarifOptions {
  /** Turns report paths (relative to the working directory) into paths relative to the repository root. */
  pathPrefix?: string;
  /** The rule catalog (defaults to every rule). */
  rules?: readonly Rule[];
}

type Level = 'error' | 'warning' | 'note';
const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

interface ReportingDescriptor {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri?: string;
  defaultConfiguration: { level: Level };
  properties: { tags: string[] };
}

function pascal(id: string): string {
  return id.replace(/(^|[-_.])([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
}

/**
 * A rule's descriptor. With `heldTo` (every capture of the run held to that one revision) its
 * links are that revision's page of the spec; otherwise the rule's own, and each result names its
 * capture's page (`properties.specUrl`).
 */
function descriptor(meta: RuleMeta, heldTo: Revision | undefined): ReportingDescriptor {
  const spec = specLinkFor(meta.spec, heldTo);
  const fence = meta.examples ? '```' + exampleFormat(meta.examples) : '';
  const examples = meta.examples
    ? `\n\n**Bad:**\n\n${fence}\n${meta.examples.bad}\n\`\`\`\n\n**Good:**\n\n${fence}\n${meta.examples.good}\n\`\`\``
    : '';
  const revisions = meta.revisions === 'all' ? 'all revisions' : meta.revisions.join(', ');
  const rule: ReportingDescriptor = {
    id: meta.id,
    name: pascal(meta.id),
    shortDescription: { text: meta.summary },
    fullDescription: { text: `${meta.summary} ${meta.why}` },
    help: {
      text: `${meta.summary}\n\nWhy: ${meta.why}\n\nInstead: ${meta.instead}\n\nApplies to: ${revisions}.\n\nSpec: ${spec}`,
      markdown: `${meta.summary}\n\n**Why:** ${meta.why}\n\n**Instead:** ${meta.instead}\n\nApplies to: ${revisions}. [Specification](${spec})${examples}`,
    },
    defaultConfiguration: { level: LEVEL[meta.severity] },
    properties: { tags: ['mcp', meta.family] },
  };
  if (spec) rule.helpUri = spec;
  return rule;
}

function fallbackDescriptor(id: string, level: Level): ReportingDescriptor {
  const text = `Finding ${id} of mcp-capture-lint.`;
  return {
    id,
    name: pascal(id),
    shortDescription: { text },
    fullDescription: { text },
    help: { text, markdown: text },
    defaultConfiguration: { level },
    properties: { tags: ['mcp'] },
  };
}

/**
 * A line-independent fingerprint from the identity the expectation file uses (rule, anchor,
 * occurrence): moving a frame up or down, or re-recording with other ids, keeps its alert. A
 * finding without an anchor is identified by its message instead.
 */
function fingerprint(rule: string, path: string, anchor: string | undefined, message: string, occurrence: number): string {
  const what = anchor === undefined ? `message\u0000${message}` : `anchor\u0000${anchor}`;
  return createHash('sha256').update(`${rule}\u0000${path}\u0000${what}\u0000${occurrence}`).digest('hex').slice(0, 32);
}

/** The SARIF 2.1.0 log (one run) of the findings, for code scanning (`upload-sarif`). */
export function buildSarif(result: Pick<RunResult, 'files' | 'report'>, options: SarifOptions = {}): Record<string, unknown> {
  const catalog = options.rules ?? RULES;
  const heldTo = soleRevision(result.files);
  const descriptors: ReportingDescriptor[] = catalog.map((rule) => descriptor(rule.meta, heldTo));
  const specOf = new Map(catalog.map((rule) => [rule.meta.id, rule.meta.spec]));
  const indexById = new Map(descriptors.map((d, i) => [d.id, i]));
  const results: Record<string, unknown>[] = [];
  for (const file of result.files) {
    const uri = encodePathForUrl(joinRepoPath(options.pathPrefix, file.path));
    const occurrence = occurrences(file.findings);
    const revision = file.result.revision;
    file.findings.forEach((f, i) => {
      let ruleIndex = indexById.get(f.rule);
      if (ruleIndex === undefined) {
        ruleIndex = descriptors.push(fallbackDescriptor(f.rule, LEVEL[f.severity])) - 1;
        indexById.set(f.rule, ruleIndex);
      }
      const entry: Record<string, unknown> = {
        ruleId: f.rule,
        ruleIndex,
        level: LEVEL[f.severity],
        message: { text: f.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
              region: { startLine: f.line, startColumn: f.column, endLine: Math.max(f.endLine, f.line) },
            },
          },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(f.rule, joinRepoPath(options.pathPrefix, file.path), f.anchor, f.message, occurrence[i]) },
        baselineState: f.expectation === 'new' ? 'new' : 'unchanged',
        properties: {
          expectation: f.expectation,
          ...(f.anchor === undefined ? {} : { anchor: f.anchor }),
          occurrence: occurrence[i],
          ...(f.movedFrom === undefined ? {} : { movedFrom: f.movedFrom }),
          ...specUrlProperty(specOf.get(f.rule), revision, heldTo),
        },
      };
      if (f.expectation === 'expected') {
        // Listed in the capture's expectation file: a negative fixture or an accepted baseline.
        const moved = f.movedFrom === undefined ? '' : ` (moved from line ${f.movedFrom} to ${f.line})`;
        entry.suppressions = [{ kind: 'external', status: 'accepted', justification: `Expected in ${file.expectation.path}${moved}.` }];
      }
      results.push(entry);
    });
  }
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: result.report.tool.name,
            version: result.report.tool.version,
            semanticVersion: result.report.tool.version,
            informationUri: HOMEPAGE,
            rules: descriptors,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        columnKind: 'utf16CodeUnits',
        results,
        // The requirement coverage of the run (the JSON report's `coverage`), with its headline per
        // revision; informational, it changes no result.
        ...(result.report.coverage && result.report.coverage.length > 0
          ? { properties: { requirementCoverage: result.report.coverage.map((coverage) => ({ headline: coverageHeadline(coverage), ...coverage })) } }
          : {}),
      },
    ],
  };
}

/** The one revision every checked capture of the run is held to, if they share one. */
function soleRevision(files: Pick<RunResult, 'files'>['files']): Revision | undefined {
  const revisions = new Set(files.filter((file) => !file.result.error).map((file) => file.result.revision));
  const [only] = revisions;
  return revisions.size === 1 ? only : undefined;
}

/** The spec page of a result's capture, when the run's captures do not share one revision (the descriptor's link serves otherwise). */
function specUrlProperty(spec: string | undefined, revision: Revision | undefined, heldTo: Revision | undefined): { specUrl?: string } {
  if (spec === undefined || revision === undefined || heldTo !== undefined) return {};
  return { specUrl: specLinkFor(spec, revision) };
}

export function formatSarif(result: Pick<RunResult, 'files' | 'report'> & Partial<Pick<RunResult, 'redact'>>, options: SarifOptions = {}): string {
  const sarif = buildSarif(result, options);
  // The one redaction pass at this sink: everything but the tool's rule catalogue (our own help text).
  const redact = result.redact;
  const runs = sarif.runs as { tool: unknown }[];
  const log = redact ? { ...sarif, runs: runs.map(({ tool, ...rest }) => ({ tool, ...redactStrings(rest, redact) })) } : sarif;
  return `${JSON.stringify(log, null, 2)}\n`;
}
