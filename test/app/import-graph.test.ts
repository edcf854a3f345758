// The app and the reporters share the run's types through leaf modules (src/app/outcome.ts,
// src/app/options.ts), and the core has leaf modules of its own (see below), so no module sits on
// an import cycle: a cycle makes the order modules load in matter, and lets a reporter reach into
// the run's code. Type-only imports count too (they are how the old circle run.ts -> check-file.ts -> workers.ts ->
// report/json-report.ts -> run.ts was closed).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

/** Each module of `folder` (absolute .ts path) with the modules it imports by relative path. */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts')) continue;
    const file = join(folder, name);
    // TypeScript's own scanner: static, type-only, re-exporting and dynamic imports alike.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ref.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = importGraph(src);
const shown = (file: string) => relative(src, file).split('\\').join('/');
const importsOf = (module: string) => (graph.get(join(src, module)) ?? []).map(shown);

describe('the import graph of src/', () => {
  it('is read from the sources (the app imports its leaf modules)', () => {
    expect(importsOf('app/run.ts')).toEqual(expect.arrayContaining(['app/outcome.ts', 'app/options.ts', 'report/json-report.ts']));
    expect(importsOf('report/json-report.ts')).toContain('app/outcome.ts');
  });

  it('finds a cycle where there is one, type-only imports included', () => {
    const sample = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(sample)).toEqual([['a', 'b', 'c']]);
    const text = "import type { X } from './x.js';\nexport { y } from '../y.js';\nconst z = await import('./z.js');";
    expect(ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName)).toEqual(['./x.js', '../y.js', './z.js']);
  });

  // A cycle inside src/core made the order the engine's modules load in matter as much as one
  // outside it; the three there were closed by leaf modules (findings/subject.ts for the readers,
  // the anchor and message.ts; session/view.ts holding the tracker's DroppedRequests;
  // protocol/shapes/shape.ts for the shape compiler and its code generator).
  it('has no cycle anywhere in src/: the core, the app, the reporters, the CLI, the Action, the config', () => {
    const found = cycles(graph).map((component) => component.map(shown));
    expect(found).toEqual([]);
  });

  it('keeps the modules that closed the core\'s cycles leaves', () => {
    expect(importsOf('core/findings/subject.ts')).toEqual([]);
    expect(importsOf('core/protocol/shapes/shape.ts')).toEqual([]);
    expect(importsOf('core/session/view.ts')).not.toContain('core/session/tracker.ts');
  });

  it('keeps the outcome and options modules leaves: types from core, golden and the timeline only', () => {
    const allowed = (module: string) => module.startsWith('core/') || module.startsWith('golden/') || module === 'report/html/timeline.ts';
    expect(importsOf('app/outcome.ts').filter((module) => !allowed(module))).toEqual([]);
    expect(importsOf('app/options.ts').filter((module) => !allowed(module) && module !== 'app/outcome.ts' && module !== 'app/shard.ts')).toEqual([]);
  });

  it('lets the reporters take the run from its outcome types, never from the run code', () => {
    const reporters = [...graph.keys()].map(shown).filter((module) => module.startsWith('report/'));
    const reach = reporters.flatMap((reporter) => importsOf(reporter).filter((module) => module.startsWith('app/') && module !== 'app/outcome.ts').map((module) => `${reporter} -> ${module}`));
    expect(reach).toEqual([]);
  });
});
