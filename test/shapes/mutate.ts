/** One changed copy of a valid value. */
export interface Mutant {
  /** `drop result.content`, `retype params.name`. */
  label: string;
  value: unknown;
}

const clone = <T>(value: T): T => structuredClone(value);

/** A value of another JSON type than `value`. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 7;
  if (typeof value === 'number') return 'seven';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not an array';
  if (value === null) return 'not null';
  return 'not an object';
}

/**
 * Every mutant of `root` below `under` (a path of keys, e.g. ['params']): each property of each
 * object dropped in turn, and each property and array item replaced by a value of another type.
 */
export function mutantsOf(root: unknown, under: readonly (string | number)[] = [], limit = 400): Mutant[] {
  const out: Mutant[] = [];
  const start = under.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (out.length >= limit || node === null || typeof node !== 'object') return;
    const entries: Array<[string | number, unknown]> = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (const [key, child] of entries) {
      const at = [...path, key];
      const label = at.join('.');
      if (!Array.isArray(node)) out.push({ label: `drop ${label}`, value: edit(root, at, undefined) });
      out.push({ label: `retype ${label}`, value: edit(root, at, wrongType(child)) });
      visit(child, at);
    }
  };
  visit(start, [...under]);
  return out.slice(0, limit);
}

function edit(root: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy = clone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}
