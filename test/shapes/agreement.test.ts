import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REVISION_SHAPES, getShapeModel } from '../../src/core/protocol/shapes/index.js';
import { REVISIONS, type Revision } from '../../src/core/revisions.js';
import { describeShared, specDir } from '../helpers/shared.js';
import { officialDefinitions, type JsonSchema } from './spec.js';
import { createWalker } from './walk.js';
import { DELIBERATE_DIFFERENCES } from './deliberate.js';

interface MethodEntry {
  method: string;
  requestDefinition?: string;
  notificationDefinition?: string;
  paramsRequired: boolean;
  resultDefinition?: string;
  resultDefinitionsAllowed?: string[];
}

function methodsOf(revision: Revision): { requests: MethodEntry[]; notifications: MethodEntry[] } {
  const all = JSON.parse(readFileSync(join(specDir, 'methods.json'), 'utf8')).revisions[revision];
  const unique = (entries: MethodEntry[]) => [...new Map(entries.map((e) => [e.method, e])).values()];
  return {
    requests: unique([...all.clientRequests, ...all.serverRequests]),
    notifications: unique([...all.clientNotifications, ...all.serverNotifications]),
  };
}

/** Names of the result in methods.json that differ from ours only by naming. */
const resultName = (name: string): string => (name === 'Result' ? 'EmptyResult' : name);

/** Every disagreement between the official schema.json of a revision and the model. */
export function disagreements(revision: Revision): string[] {
  const official = officialDefinitions(revision);
  const shapes = REVISION_SHAPES[revision];
  const walker = createWalker(official, shapes.definitions);
  const { requests, notifications } = methodsOf(revision);
  const out: string[] = [];
  for (const entry of [...requests, ...notifications]) {
    const definition = (entry.requestDefinition ?? entry.notificationDefinition) as string;
    const ours = entry.requestDefinition ? shapes.methods.requests[entry.method] : shapes.methods.notifications[entry.method];
    if (!ours) {
      out.push(`${entry.method}: in the official schema, not in the model`);
      continue;
    }
    if (ours.paramsRequired !== entry.paramsRequired) out.push(`${entry.method}: params ${entry.paramsRequired ? 'required' : 'optional'} (official) vs not (model)`);
    const params = (official[definition].properties as Record<string, JsonSchema>).params;
    walker.compare(params, { kind: 'ref', name: ours.params }, `${entry.method} params`);
    if (entry.resultDefinition && 'result' in ours) {
      const allowed = (entry.resultDefinitionsAllowed ?? [entry.resultDefinition]).map(resultName).sort();
      const model = getShapeModel(revision);
      const mine = new Set<string>();
      const resolved = shapes.definitions[ours.result];
      if (resolved?.kind === 'tagged') {
        for (const m of Object.values(resolved.members)) if (m.kind === 'ref') mine.add(m.name);
        if (resolved.fallback?.shape.kind === 'ref') mine.add(resolved.fallback.shape.name);
      } else mine.add(ours.result);
      if (JSON.stringify([...mine].sort()) !== JSON.stringify(allowed)) {
        out.push(`${entry.method} result: ${allowed.join('|')} (official) vs ${[...mine].sort().join('|')} (model)`);
      }
      for (const name of mine) {
        const officialName = name === 'EmptyResult' ? 'Result' : name;
        if (official[officialName] && model.definition(name)) walker.compare(official[officialName], { kind: 'ref', name }, name);
      }
    }
  }
  const ourMethods = [...Object.keys(shapes.methods.requests), ...Object.keys(shapes.methods.notifications)];
  const theirs = new Set([...requests, ...notifications].map((e) => e.method));
  for (const method of ourMethods) if (!theirs.has(method)) out.push(`${method}: in the model, not in the official schema`);
  // Every shared definition name (content blocks, Tool, capabilities, ...).
  for (const name of Object.keys(shapes.definitions)) {
    if (official[name]) walker.compare(official[name], { kind: 'ref', name }, name);
  }
  return [...new Set([...out, ...walker.differences])].sort();
}

describeShared('mcp-spec', 'the model agrees with each revision’s schema.json', () => {
  for (const revision of REVISIONS) {
    it(`${revision}: required properties and JSON types agree, apart from the listed deliberate differences`, () => {
      const found = disagreements(revision);
      const unexplained = found.filter((d) => !DELIBERATE_DIFFERENCES.some((x) => x.matches(revision, d)));
      expect(unexplained).toEqual([]);
    });
  }

  it('every deliberate difference still occurs (none is stale)', () => {
    const all = REVISIONS.flatMap((revision) => disagreements(revision).map((d) => ({ revision, d })));
    const stale = DELIBERATE_DIFFERENCES.filter((x) => !all.some(({ revision, d }) => x.matches(revision, d))).map((x) => x.reason);
    expect(stale).toEqual([]);
  });
});
