// The config held against the schema it ships with (schema/config.schema.json, the one editors
// complete from), at run time. The hand checks in config.ts speak first: they say what to write
// instead, with "did you mean". The schema then catches whatever they let through (a key added to
// the schema and not to the reader, or the other way round), at the line and column of the YAML
// node it is about, and never says again what a hand check already said there.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import { readShippedSchema, ReportSchemaUnavailable } from '../app/report-schema.js';

export const CONFIG_SCHEMA_PATH = 'schema/config.schema.json';

let compiled: ValidateFunction | null | undefined;

/**
 * Compiled once per process. A copy of the tool without its schema file (a hand-made bundle) is
 * checked by the hand checks alone: they judge everything the schema does (test/config/schema.test.ts).
 */
function configValidator(): ValidateFunction | null {
  if (compiled !== undefined) return compiled;
  try {
    compiled = new Ajv({ strict: true, allErrors: true }).compile(readShippedSchema(CONFIG_SCHEMA_PATH) as object);
  } catch (error) {
    if (!(error instanceof ReportSchemaUnavailable)) throw error;
    compiled = null;
  }
  return compiled;
}

export interface SchemaProblem {
  line: number;
  column: number;
  /** Offsets of the YAML node the problem is about. */
  start: number;
  end: number;
  message: string;
}

/**
 * What the schema refuses in `doc`, one problem per YAML node, leaving out every node (and every
 * node under or above it) where one of `reportedAt` (offsets of the hand checks' problems) lies.
 */
export function schemaProblems(doc: Document, lineCounter: LineCounter, reportedAt: readonly number[]): SchemaProblem[] {
  const validate = configValidator();
  if (!validate || validate(doc.toJS() ?? {})) return [];
  const byNode = new Map<number, SchemaProblem>();
  for (const error of validate.errors ?? []) {
    const path = pointerPath(error.instancePath);
    const params = error.params as Record<string, unknown>;
    // An unknown key is about the key; a missing one about the mapping that lacks it.
    const extra = error.keyword === 'additionalProperties' ? String(params.additionalProperty) : undefined;
    const chain = nodeChain(doc, extra === undefined ? path : [...path, extra], extra !== undefined);
    const node = chain[chain.length - 1];
    const range = node?.range ?? [0, 0];
    const [start, end] = [range[0], range[1]];
    // Already said by a hand check: at this node, inside it, or at a node it sits in (below the root).
    const said = reportedAt.some((offset) => (offset >= start && offset <= end) || chain.slice(1).some((outer) => outer.range !== undefined && outer.range !== null && offset === outer.range[0]));
    // One problem per stretch of the file: not again inside a node the schema already refused.
    const inside = [...byNode.values()].some((problem) => start >= problem.start && start <= problem.end);
    if (said || inside) continue;
    const pos = lineCounter.linePos(start);
    byNode.set(start, { line: pos.line, column: pos.col, start, end, message: describe(error, path, extra) });
  }
  return [...byNode.values()];
}

/** The YAML nodes from the root down to `path` (as far as they exist); `keyLast`: end at the key node of the last step. */
function nodeChain(doc: Document, path: readonly (string | number)[], keyLast: boolean): Node[] {
  const chain: Node[] = [];
  let node = doc.contents;
  if (node) chain.push(node);
  path.forEach((step, index) => {
    if (!node) return;
    let next: Node | null = null;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(step));
      next = ((keyLast && index === path.length - 1 ? pair?.key : pair?.value) as Node | null | undefined) ?? null;
    } else if (isSeq(node)) next = (node.items[Number(step)] as Node | null | undefined) ?? null;
    node = next;
    if (node) chain.push(node);
  });
  return chain;
}

function pointerPath(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `overrides[0].rules`: where in the config, as a reader would write it. */
function dotted(path: readonly string[]): string {
  return path.reduce((text, step) => (/^\d+$/.test(step) ? `${text}[${step}]` : text === '' ? step : `${text}.${step}`), '');
}

function describe(error: ErrorObject, path: readonly string[], extra: string | undefined): string {
  const params = error.params as Record<string, unknown>;
  const where = path.length === 0 ? 'the config' : dotted(path);
  const schema = `(${CONFIG_SCHEMA_PATH})`;
  switch (error.keyword) {
    case 'additionalProperties':
      return `"${extra}" is not a key the config schema knows here ${schema}.`;
    case 'required':
      return `${where} needs "${String(params.missingProperty)}" ${schema}.`;
    case 'enum':
      return `${where} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')} ${schema}.`;
    default:
      return `${where} ${error.message ?? 'does not match'} ${schema}.`;
  }
}
