import type { Revision } from '../revisions.js';
import { getModel, methodHistory } from './index.js';
import type { CapabilityGate, MethodInfo } from './model.js';
import { withArticle } from '../text/words.js';

const sides = (info: MethodInfo): string =>
  info.senders.length === 2 ? 'either side' : info.senders[0] === 'client' ? 'the client (to the server)' : 'the server (to the client)';

function gateText(gate: CapabilityGate): string {
  const owner = gate.side === 'receiver' ? "the receiver's" : `the ${gate.side}'s`;
  return `${owner} ${gate.path.join('.')} capability`;
}

/**
 * One paragraph on what `method` is in `revision`, for `explain` and reports: kind, who sends it,
 * what it does, its result, the capability it needs, and where it went if the revision lacks it.
 */
export function explainMethod(revision: Revision, method: string): string {
  const model = getModel(revision);
  const info = model.methods.get(method);
  if (info) {
    const parts = [`${method}: ${withArticle(info.kind)} sent by ${sides(info)} in ${revision}. ${info.description}`];
    if (info.result) parts.push(`Its answer is ${withArticle(info.result)}.`);
    if (info.capability) parts.push(`It needs ${gateText(info.capability)}.`);
    if (info.note) parts.push(info.note);
    return parts.join(' ');
  }
  const embedded = model.embedded.get(method);
  if (embedded) return `${method}: in ${revision} not a JSON-RPC message. ${embedded.note ?? ''}`.trim();
  const removed = model.removed.get(method);
  if (removed) return `${method}: removed in ${removed.removedIn} (last defined in ${removed.lastIn}); instead: ${removed.instead}.`;
  const history = methodHistory(method);
  if (history) return `${method}: not in ${revision}; defined in ${[...history.defined, ...history.embedded].join(', ')}.`;
  return `${method}: not an MCP method in any revision (a custom extension, or a slip).`;
}

/** What an error code means in `revision`, in practice. */
export function explainErrorCode(revision: Revision, code: number): string {
  const model = getModel(revision);
  const info = model.errorCodes.get(code);
  if (info) return `${code} ${info.name}: ${info.meaning}`;
  const retired = model.retiredErrorCodes.get(code);
  if (retired) return `${code} ${retired.name}: retired in ${retired.retiredIn}, implementations must not emit it; instead: ${retired.instead}.`;
  for (const range of model.errorRanges) {
    if (code < range.from || code > range.to) continue;
    switch (range.kind) {
      case 'implementation-defined':
        return `${code}: an implementation-defined server error; ${revision} gives it no meaning.`;
      case 'legacy-mcp':
        return `${code}: in ${revision}'s legacy range (-32000..-32019), which implementations should not use; receivers must not assume a meaning.`;
      case 'reserved-mcp':
        return `${code}: in the range ${revision} reserves for the spec (-32020..-32099) but not defined by it; implementations must not emit it.`;
      case 'reserved-json-rpc':
        return `${code}: reserved by JSON-RPC for predefined errors and not defined.`;
    }
  }
  return `${code}: an application-defined error code.`;
}
