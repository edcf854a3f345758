import { isPlainObject, type Message } from '../../message.js';
import { SecretNames } from '../../secrets/names.js';
import { paramsOf } from '../../session/tracker.js';

/**
 * The 2026-07-28 request headers that mirror the body (streamable-http#request-metadata): the
 * standard `Mcp-Method` / `Mcp-Name`, the `Mcp-Param-{Name}` headers a tool's `x-mcp-header`
 * annotations designate, and the `=?base64?…?=` encoding of values plain ASCII cannot carry.
 * What a client must send and what a server must reject are the same facts, so the client rules
 * and the server rules read them here.
 */

/** The sentinel, markers lower-case as the spec requires. */
const SENTINEL = /^=\?base64\?(.*)\?=$/s;
/** The sentinel with markers in any case: `=?BASE64?…?=` is a slip, not a plain value. */
const SENTINEL_ANY_CASE = /^=\?base64\?(.*)\?=$/is;
/** What a plain value may hold: visible ASCII and space (control characters, tab included, need the sentinel). */
const SAFE_ASCII = /^[\x20-\x7e]*$/;
/** RFC 9110 `tchar`: the characters of a field-name token. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern finds
const CONTROL = /[\x00-\x1f\x7f]/;

type Decoded = { value: string } | { problem: string };

/** A header value as the server compares it: the sentinel decoded, plain safe ASCII as is. */
export function decodeHeaderValue(raw: string): Decoded {
  const sentinel = SENTINEL.exec(raw);
  if (sentinel) {
    const encoded = sentinel[1];
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 === 1) return { problem: `its =?base64?…?= value "${encoded}" is not valid base64` };
    try {
      const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
      return { value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    } catch {
      return { problem: `its =?base64?…?= value "${encoded}" does not decode to UTF-8 text` };
    }
  }
  if (!SAFE_ASCII.test(raw)) return { problem: 'it holds characters outside printable ASCII, which MUST be sent as =?base64?<base64 of the UTF-8 text>?=' };
  return { value: raw };
}

/** Why a value cannot go into a header as plain text, or undefined when it can. */
function whyEncoded(value: string): string | undefined {
  if (!SAFE_ASCII.test(value)) return CONTROL.test(value) ? 'it holds control characters' : 'it holds non-ASCII characters';
  if (/^\s|\s$/.test(value)) return 'it has leading or trailing whitespace';
  if (SENTINEL.test(value)) return 'it looks like the =?base64?…?= sentinel itself';
  return undefined;
}

/** How a value goes into an MCP header: as is when safe ASCII and not sentinel-like, else the sentinel. */
function encodeForHeader(value: string): string {
  if (whyEncoded(value) === undefined) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}

/**
 * What is wrong with a header that mirrors a body value, as a server validating it sees it.
 * `missing`: no header; `markers`: the sentinel with upper-case markers; `plain-unsafe`: a value
 * that needs the sentinel sent without it; `plain-sentinel`: a value shaped like the sentinel sent
 * as is; `bad-base64`: a sentinel that does not decode; `mismatch`: the (decoded) value differs.
 */
type MirrorFaultKind = 'missing' | 'markers' | 'plain-unsafe' | 'plain-sentinel' | 'bad-base64' | 'mismatch';

interface MirrorFault {
  kind: MirrorFaultKind;
  /** The end of a sentence about the header: `but its =?base64?…?= value "x" is not valid base64`. */
  detail: string;
}

/**
 * Judges a header against the body value it mirrors (`expected`, as text). `equal` compares a
 * decoded header with the body value when text equality is not the test (integers compare as numbers).
 */
function mirrorFault(raw: string | undefined, expected: string, equal: (decoded: string) => boolean = (decoded) => decoded === expected): MirrorFault | undefined {
  if (raw === undefined) return { kind: 'missing', detail: '' };
  const needs = whyEncoded(expected);
  if (SENTINEL.test(raw)) {
    if (raw === expected) return { kind: 'plain-sentinel', detail: `the body value ${quote(expected)} is shaped like the =?base64?…?= sentinel, so it MUST be sent base64-encoded (a server decodes what it gets)` };
    const decoded = decodeHeaderValue(raw);
    if ('problem' in decoded) return { kind: 'bad-base64', detail: decoded.problem };
    if (!equal(decoded.value)) return { kind: 'mismatch', detail: `it decodes to ${quote(decoded.value)} where the body has ${quote(expected)}` };
    return undefined;
  }
  if (SENTINEL_ANY_CASE.test(raw) && !equal(raw)) return { kind: 'markers', detail: 'its =?base64?…?= markers are not lower-case: they are case-sensitive and MUST appear exactly as =?base64? and ?=, so a server reads the value as plain text' };
  if (needs !== undefined && !SENTINEL.test(expected)) return { kind: 'plain-unsafe', detail: `the body value ${quote(expected)} cannot be sent as plain text (${needs}): it MUST be sent as =?base64?<base64 of the UTF-8 text>?=` };
  if (!SAFE_ASCII.test(raw)) return { kind: 'mismatch', detail: `it holds characters outside printable ASCII, and the body has ${quote(expected)}` };
  if (!equal(raw)) return { kind: 'mismatch', detail: `the body has ${quote(expected)}` };
  return undefined;
}

const SHOWN_MAX = 120;

/** A header value as a finding shows it: control characters escaped, a long value cut. */
export function showHeader(raw: string | undefined): string {
  if (raw === undefined) return '';
  // eslint-disable-next-line no-control-regex -- escaping them is the point
  const escaped = raw.replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return escaped.length > SHOWN_MAX ? `${escaped.slice(0, SHOWN_MAX)}…` : escaped;
}

/** A body value quoted in a finding, cut when long. */
export function quote(value: string): string {
  const text = JSON.stringify(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…"` : text;
}

/** The body field Mcp-Name mirrors, per method. */
const NAME_FIELD: Readonly<Record<string, string>> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

/** A header of a request that does not mirror the body as the spec says. */
export interface HeaderFault {
  /** The header as the spec spells it: `Mcp-Method`, `Mcp-Param-Region`. */
  header: string;
  /** The value sent, when one was. */
  raw?: string;
  /** The body value as the header should carry it (before encoding), when there is one. */
  expected?: string;
  /** The value to send instead; undefined when the header must be left out. */
  send?: string;
  /** The body field mirrored: `the body's method`, `params.arguments.region`. */
  source: string;
  kind: MirrorFaultKind | 'unexpected' | 'unsafe-integer';
  detail: string;
  /** The JSON path of the mirrored body field, for Mcp-Param headers. */
  path?: string;
}

/** Mcp-Method and Mcp-Name against the body of a client's request (undefined headers: none recorded). */
export function standardHeaderFaults(request: Message, headers: Readonly<Record<string, string>>): HeaderFault[] {
  const faults: HeaderFault[] = [];
  if (!request.method) return faults;
  const method = mirrorFault(headers['mcp-method'], request.method);
  if (method) faults.push({ header: 'Mcp-Method', raw: headers['mcp-method'], expected: request.method, send: encodeForHeader(request.method), source: "the body's method", ...method });
  const field = NAME_FIELD[request.method];
  const value = field ? paramsOf(request)?.[field] : undefined;
  if (typeof value === 'string') {
    const name = mirrorFault(headers['mcp-name'], value);
    if (name) faults.push({ header: 'Mcp-Name', raw: headers['mcp-name'], expected: value, send: encodeForHeader(value), source: `params.${field}`, ...name });
  }
  return faults;
}

// ---------------------------------------------------------------------------------------------
// x-mcp-header annotations

/** One `x-mcp-header` annotation in a tool's inputSchema. */
interface HeaderAnnotation {
  /** The annotation's value (the `{name}` of `Mcp-Param-{name}`), as found. */
  value: unknown;
  /** The JSON path of the annotated schema inside the inputSchema: `properties.region` (`''`: the root). */
  at: string;
  /** The chain of `properties` keys to it, when it is statically reachable from the root. */
  propertyPath?: readonly string[];
  schema: Record<string, unknown>;
}

/** A constraint an annotation breaks, with the requirement it comes from. */
interface AnnotationProblem {
  annotation: HeaderAnnotation;
  requirement: string;
  /** The end of a sentence: `is empty`. */
  detail: string;
  /** SHOULD NOT: a warning. */
  advisory?: boolean;
}

/** Keywords whose value is data, not a subschema: an `x-mcp-header` key inside them is no annotation. */
const DATA_KEYWORDS = new Set(['x-mcp-header', 'enum', 'const', 'default', 'examples', 'example', 'required', 'type', 'description', 'title']);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const PRIMITIVE = new Set(['integer', 'string', 'boolean']);
/** Schemas walked per inputSchema at most: a hostile schema costs a bounded walk. */
const MAX_NODES = 5000;
/** Annotations judged per inputSchema at most. */
const MAX_ANNOTATIONS = 200;

const childPath = (path: string, key: string): string =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** A path inside a schema (`properties.region`, `["a-b"]`, `''`) joined to the path of the schema itself. */
export function schemaPath(base: string, inner: string): string {
  return inner === '' || inner.startsWith('[') ? `${base}${inner}` : `${base}.${inner}`;
}

/** Every `x-mcp-header` annotation in an inputSchema, in document order, with its position. */
export function headerAnnotations(inputSchema: unknown): HeaderAnnotation[] {
  const found: HeaderAnnotation[] = [];
  if (!isPlainObject(inputSchema)) return found;
  // Nodes point at their parent, and paths are built only for the annotations found: a schema
  // nested thousands deep costs a walk, not a copy of its path at every level.
  type Node = { schema: unknown; parent?: Node; key?: string; index?: number; property?: string; reachable: boolean };
  const atOf = (node: Node): string => {
    const parts: Node[] = [];
    for (let at: Node | undefined = node; at?.parent; at = at.parent) parts.push(at);
    let path = '';
    for (let k = parts.length - 1; k >= 0; k--) path = parts[k].index !== undefined ? `${path}[${parts[k].index}]` : childPath(path, parts[k].key!);
    return path;
  };
  const propertyPathOf = (node: Node): string[] => {
    const names: string[] = [];
    for (let at: Node | undefined = node; at?.property !== undefined; at = at.parent?.parent) names.push(at.property);
    return names.reverse();
  };
  // The root is no property: an annotation on it is reachable by no property path.
  const root: Node = { schema: inputSchema, reachable: false };
  const stack: Node[] = [root];
  let nodes = 0;
  while (stack.length > 0 && nodes < MAX_NODES && found.length < MAX_ANNOTATIONS) {
    const node = stack.pop()!;
    const { schema } = node;
    nodes++;
    if (Array.isArray(schema)) {
      for (let index = schema.length - 1; index >= 0; index--) stack.push({ schema: schema[index], parent: node, index, reachable: false });
      continue;
    }
    if (!isPlainObject(schema)) continue;
    if (Object.hasOwn(schema, 'x-mcp-header')) found.push({ value: schema['x-mcp-header'], at: atOf(node), propertyPath: node.reachable ? propertyPathOf(node) : undefined, schema });
    const children: Node[] = [];
    for (const [keyword, value] of Object.entries(schema)) {
      if (DATA_KEYWORDS.has(keyword)) continue;
      if (SCHEMA_MAPS.has(keyword) && isPlainObject(value)) {
        // Only a chain of `properties` keys from the root reaches a property statically.
        const reachable = keyword === 'properties' && (node.reachable || node === root);
        const map: Node = { schema: value, parent: node, key: keyword, reachable: false };
        for (const name in value) {
          if (nodes + stack.length + children.length >= MAX_NODES) break;
          if (Object.hasOwn(value, name)) children.push({ schema: value[name], parent: map, key: name, property: reachable ? name : undefined, reachable });
        }
      } else if (typeof value === 'object' && value !== null) {
        children.push({ schema: value, parent: node, key: keyword, reachable: false });
      }
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]);
  }
  return found;
}

const secretNames = new SecretNames();

/** The type an annotated schema gives its value, or why it is not one of integer, string, boolean. */
function primitiveProblem(schema: Record<string, unknown>): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return PRIMITIVE.has(type) ? undefined : `is on a property of type ${JSON.stringify(type)}${type === 'number' ? ' (number is not permitted: use integer or string)' : ''}`;
  if (Array.isArray(type)) {
    const kinds = type.filter((t) => t !== 'null');
    return kinds.length > 0 && kinds.every((t) => typeof t === 'string' && PRIMITIVE.has(t)) ? undefined : `is on a property of type ${JSON.stringify(type)}`;
  }
  // No `type`: a `const` or `enum` of primitives still fixes the kind of value.
  const primitive = (value: unknown) => typeof value === 'string' || typeof value === 'boolean' || Number.isInteger(value) || value === null;
  if ('const' in schema && primitive(schema.const) && schema.const !== null) return undefined;
  if (Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every(primitive) && schema.enum.some((v) => v !== null)) return undefined;
  return 'is on a property that declares no type (it must be integer, string or boolean)';
}

/** The constraints (server/tools#x-mcp-header) each annotation of an inputSchema breaks. */
export function annotationProblems(annotations: readonly HeaderAnnotation[]): AnnotationProblem[] {
  const problems: AnnotationProblem[] = [];
  const seen = new Map<string, HeaderAnnotation>();
  for (const annotation of annotations) {
    const { value } = annotation;
    const add = (requirement: string, detail: string, advisory?: boolean) => problems.push({ annotation, requirement, detail, advisory });
    if (typeof value !== 'string') add('headers.x-mcp-header-token', `is ${value === null ? 'null' : `a ${Array.isArray(value) ? 'array' : typeof value}`}, not a header-name token`);
    else if (value === '') add('headers.x-mcp-header-not-empty', 'is empty');
    else if (CONTROL.test(value)) add('headers.x-mcp-header-no-controls', 'holds control characters (a CR or LF in a header name splits the request)');
    else if (!TOKEN.test(value)) add('headers.x-mcp-header-token', "is not an RFC 9110 field-name token (letters, digits and !#$%&'*+-.^_`|~ only)");
    if (typeof value === 'string' && value !== '') {
      const key = value.toLowerCase();
      const first = seen.get(key);
      if (first) add('headers.x-mcp-header-unique', `repeats the annotation ${JSON.stringify(first.value)} at ${schemaPath('inputSchema', first.at)}: names must be unique ignoring case`);
      else seen.set(key, annotation);
    }
    if (!annotation.propertyPath) add('headers.x-mcp-header-reachable', annotation.at === '' ? 'is on the schema root, not on a property' : 'is on a property not reached from the schema root through properties keys alone (it is inside items, oneOf/anyOf/allOf/not, if/then/else, $defs or the like)');
    const typeProblem = primitiveProblem(annotation.schema);
    if (typeProblem) add('headers.x-mcp-header-primitive', typeProblem);
    const parameter = annotation.propertyPath?.[annotation.propertyPath.length - 1];
    const sensitive = [parameter, typeof value === 'string' ? value : undefined].find((name) => name !== undefined && secretNames.isSecret(name));
    if (sensitive !== undefined) add('headers.no-sensitive-parameters', `marks ${JSON.stringify(sensitive)}, which is named like a credential (header values are visible to proxies and load balancers, and SHOULD NOT carry passwords, keys or tokens)`, true);
  }
  return problems;
}

const problemsByTool = new WeakMap<object, AnnotationProblem[]>();

/** The annotation problems of a listed tool (cached per tool object: a tool is called many times). */
function toolAnnotationProblems(tool: Record<string, unknown>): AnnotationProblem[] {
  let problems = problemsByTool.get(tool);
  if (!problems) {
    problems = annotationProblems(headerAnnotations(tool.inputSchema));
    problemsByTool.set(tool, problems);
  }
  return problems;
}

/** The annotations that make a tool invalid (the SHOULD NOT about sensitive names does not). */
export function invalidatingProblems(tool: Record<string, unknown>): AnnotationProblem[] {
  return toolAnnotationProblems(tool).filter((problem) => !problem.advisory);
}

const annotationsByTool = new WeakMap<object, HeaderAnnotation[]>();

function toolAnnotations(tool: Record<string, unknown>): HeaderAnnotation[] {
  let annotations = annotationsByTool.get(tool);
  if (!annotations) {
    annotations = headerAnnotations(tool.inputSchema);
    annotationsByTool.set(tool, annotations);
  }
  return annotations;
}

/** `-7`, `42`, `42.0`, `4.2e1`: a header value that reads as a number (servers compare integers as numbers). */
const NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * The Mcp-Param-{Name} headers of a tools/call against the tool's annotations
 * (streamable-http#custom-headers-from-tool-parameters): each annotated argument present mirrored,
 * encoded as Value Encoding says; no header for an argument absent or null. A tool whose
 * annotations are invalid has none to mirror (a client must drop it; x-mcp-header-invalid says so).
 */
export function paramHeaderFaults(call: Message, tool: Record<string, unknown>, headers: Readonly<Record<string, string>>): HeaderFault[] {
  const faults: HeaderFault[] = [];
  if (invalidatingProblems(tool).length > 0) return faults;
  const args = paramsOf(call)?.arguments;
  for (const annotation of toolAnnotations(tool)) {
    const name = annotation.value as string;
    const header = `Mcp-Param-${name}`;
    const raw = headers[header.toLowerCase()];
    const propertyPath = annotation.propertyPath!;
    let value: unknown = args;
    for (const key of propertyPath) value = isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    const path = propertyPath.reduce(childPath, 'params.arguments');
    const source = path;
    if (value === undefined || value === null) {
      if (raw !== undefined) faults.push({ header, raw, source, path, kind: 'unexpected', detail: `the call has no value at ${path}${value === null ? ' (it is null)' : ''}, so the header MUST be left out` });
      continue;
    }
    let expected: string;
    let equal: ((decoded: string) => boolean) | undefined;
    if (typeof value === 'string') expected = value;
    else if (typeof value === 'boolean') expected = String(value);
    else if (typeof value === 'number' && Number.isInteger(value)) {
      if (!Number.isSafeInteger(value)) {
        faults.push({ header, raw, source, path, kind: 'unsafe-integer', detail: `the integer at ${path} is outside the safe range -(2^53-1)..2^53-1, where a header value and the body no longer agree exactly` });
        continue;
      }
      expected = String(value);
      equal = (decoded) => NUMBER.test(decoded.trim()) && Number(decoded) === value;
    } else continue; // not a primitive: tool-arguments-invalid judges the argument
    const fault = mirrorFault(raw, expected, equal);
    if (fault) faults.push({ header, raw, expected, send: encodeForHeader(expected), source, path, ...fault });
  }
  return faults;
}

/** The requirement a client's Mcp-Param-* header fault breaks. */
export function clientRequirement(fault: HeaderFault): string {
  switch (fault.kind) {
    case 'markers':
      return 'headers.base64-markers';
    case 'plain-unsafe':
      return 'headers.base64-unsafe-values';
    case 'plain-sentinel':
      return 'headers.encode-sentinel-lookalikes';
    case 'bad-base64':
      return 'headers.encode-values';
    case 'unsafe-integer':
      return 'headers.x-mcp-header-safe-integer';
    default:
      return 'headers.client-mirrors-parameters';
  }
}

/**
 * The faults a server that processes the body MUST reject the request for (server-validation):
 * a standard or designated header missing, not matching once decoded, or holding invalid
 * characters. A header sent for an absent argument and an unsafe integer are the client's own slips.
 */
function mustReject(fault: HeaderFault): boolean {
  return fault.kind !== 'unexpected' && fault.kind !== 'unsafe-integer';
}

/**
 * The header faults of the request an answer answers that a server processing the body MUST
 * reject (Mcp-Method, Mcp-Name, and the Mcp-Param-* headers of the tool the server itself
 * listed), when the request came over HTTP with its header block recorded; [] otherwise.
 * MCP-Protocol-Version is judged by the protocol-version rules.
 */
export function rejectableFaults(request: Message, headers: Readonly<Record<string, string>>, tools: ReadonlyMap<string, Record<string, unknown>> | undefined): HeaderFault[] {
  const faults = standardHeaderFaults(request, headers);
  if (request.method === 'tools/call') {
    const name = paramsOf(request)?.name;
    const tool = typeof name === 'string' ? tools?.get(name) : undefined;
    if (tool) faults.push(...paramHeaderFaults(request, tool, headers));
  }
  return faults.filter(mustReject);
}

/** A fault as a clause about the request: `whose Mcp-Name: Echo does not match params.name ("echo")`. */
export function describeFault(fault: HeaderFault): string {
  const { header, source } = fault;
  const raw = showHeader(fault.raw);
  const body = fault.expected === undefined ? '' : ` (${quote(fault.expected)})`;
  switch (fault.kind) {
    case 'missing':
      return `without the ${header} header ${source} calls for`;
    case 'bad-base64':
      return `whose ${header}: ${raw} is not valid =?base64?…?= encoding`;
    case 'markers':
      return `whose ${header}: ${raw} does not match ${source}${body} (with upper-case markers it is a plain value)`;
    case 'plain-sentinel':
      return `whose ${header}: ${raw} does not decode to ${source} (the body value was sent as is)`;
    case 'plain-unsafe':
      if (fault.raw !== undefined && !SAFE_ASCII.test(fault.raw)) return `whose ${header}: ${raw} holds invalid characters (outside printable ASCII, and not =?base64?…?= encoded)`;
      return `whose ${header}: ${raw} does not match ${source}${body}`;
    default:
      return `whose ${header}: ${raw} does not match ${source} (${fault.detail})`;
  }
}

/** The requirement a server breaks by serving a request with this fault. */
export function serverRequirement(fault: HeaderFault): string {
  if (!fault.header.startsWith('Mcp-Param-')) return 'headers.server-rejects-mismatch';
  return fault.raw !== undefined && !SAFE_ASCII.test(fault.raw) ? 'headers.server-rejects-invalid-characters' : 'headers.server-validates-values';
}
