import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getModel } from '../../src/core/protocol/index.js';
import type { RevisionModel } from '../../src/core/protocol/model.js';
import { REVISIONS, type Revision } from '../../src/core/revisions.js';
import { describeShared, specDir } from '../helpers/shared.js';

interface MethodRow {
  method: string;
  paramsRequired: boolean;
  resultDefinition?: string;
  requestDefinition?: string;
}
type Unions = Record<'clientRequests' | 'serverRequests' | 'clientNotifications' | 'serverNotifications', MethodRow[]>;
type MethodsJson = { revisions: Record<Revision, Unions & Record<string, any>> };

function modelUnions(model: RevisionModel) {
  const pick = (kind: 'request' | 'notification', sender: 'client' | 'server') =>
    [...model.methods.values()].filter((m) => m.kind === kind && m.senders.includes(sender)).map((m) => m.method).sort();
  return {
    clientRequests: pick('request', 'client'),
    serverRequests: pick('request', 'server'),
    clientNotifications: pick('notification', 'client'),
    serverNotifications: pick('notification', 'server'),
  };
}

/** Reads a union straight from schema.json: the `method` const of each member (or of the union itself when inlined). */
function schemaUnion(schema: any, name: string): string[] {
  const defs = schema.definitions ?? schema.$defs;
  const union = defs[name];
  if (!union) return [];
  const members = union.anyOf ?? [union];
  return members
    .map((member: any) => (member.$ref ? defs[member.$ref.split('/').pop()] : member))
    .map((def: any) => def.properties.method.const as string)
    .sort();
}

describeShared('mcp-spec', 'the protocol model agrees with the official spec files', () => {
  let methodsJson: MethodsJson;
  beforeAll(() => {
    methodsJson = JSON.parse(readFileSync(join(specDir, 'methods.json'), 'utf8')) as MethodsJson;
  });
  for (const revision of REVISIONS) {
    describe(revision, () => {
      const model = getModel(revision);
      const ours = modelUnions(model);
      let official: MethodsJson['revisions'][Revision];
      let schema: any;
      let defs: any;
      beforeAll(() => {
        official = methodsJson.revisions[revision];
        schema = JSON.parse(readFileSync(join(specDir, revision, 'schema.json'), 'utf8'));
        defs = schema.definitions ?? schema.$defs;
      });

      for (const union of ['clientRequests', 'serverRequests', 'clientNotifications', 'serverNotifications'] as const) {
        it(`${union}: the same methods as methods.json`, () => {
          expect(ours[union]).toEqual(official[union].map((row) => row.method).sort());
        });
      }
      it('the four unions read directly from schema.json have the same methods', () => {
        expect(ours.clientRequests).toEqual(schemaUnion(schema, 'ClientRequest'));
        expect(ours.serverRequests).toEqual(schemaUnion(schema, 'ServerRequest'));
        expect(ours.clientNotifications).toEqual(schemaUnion(schema, 'ClientNotification'));
        expect(ours.serverNotifications).toEqual(schemaUnion(schema, 'ServerNotification'));
      });
      it('each request pairs with the result methods.json names, and paramsRequired agrees', () => {
        const rows = [...official.clientRequests, ...official.serverRequests, ...official.clientNotifications, ...official.serverNotifications];
        for (const row of rows) {
          const info = model.methods.get(row.method)!;
          expect({ method: row.method, result: info.result, paramsRequired: info.paramsRequired }).toEqual({
            method: row.method,
            result: row.resultDefinition ?? undefined,
            paramsRequired: row.paramsRequired,
          });
        }
      });
      it('each request definition in schema.json requires params exactly when the model says, and its result exists', () => {
        const rows = [...official.clientRequests, ...official.serverRequests, ...official.clientNotifications, ...official.serverNotifications];
        for (const row of rows) {
          const def = defs[row.requestDefinition ?? ''] ?? Object.values(defs).find((d: any) => d?.properties?.method?.const === row.method);
          const required: string[] = (def).required ?? [];
          expect({ method: row.method, params: required.includes('params') }).toEqual({ method: row.method, params: model.methods.get(row.method)!.paramsRequired });
          const result = model.methods.get(row.method)!.result;
          if (result && result !== 'EmptyResult') expect(defs[result], `${row.method} -> ${result}`).toBeDefined();
        }
      });
      it('embedded-only requests match methods.json inputRequests', () => {
        const embedded = (official.inputRequests?.requests ?? []) as MethodRow[];
        expect([...model.embedded.keys()].sort()).toEqual(embedded.map((r) => r.method).sort());
        for (const row of embedded) expect(model.embedded.get(row.method)!.result).toBe(row.resultDefinition);
      });
      it('every error-code constant in schema.json is an error code the model defines', () => {
        for (const { code } of official.errorCodes as { code: number }[]) expect(model.errorCodes.has(code), String(code)).toBe(true);
      });
      it('batches are allowed exactly where JSONRPCMessage has array members', () => {
        const members = defs.JSONRPCMessage.anyOf as any[];
        expect(model.batches).toBe(members.some((m) => m.type === 'array'));
      });
    });
  }
});

describe('the model as a chain of deltas', () => {
  it('each revision names what changed', () => {
    for (const revision of REVISIONS) expect(getModel(revision).changes.length).toBeGreaterThan(0);
  });
  it('remembers removed methods with the revision that removed them and what replaces them', () => {
    const ping = getModel('2026-07-28').removed.get('ping')!;
    expect(ping).toMatchObject({ removedIn: '2026-07-28', lastIn: '2025-11-25', kind: 'request' });
    expect(getModel('2025-11-25').removed.size).toBe(0);
    expect(getModel('2026-07-28').removed.get('logging/setLevel')!.instead).toContain('logLevel');
  });
  it('keeps addedIn from the revision that introduced a method', () => {
    expect(getModel('2026-07-28').methods.get('tools/list')!.addedIn).toBe('2024-11-05');
    expect(getModel('2025-11-25').methods.get('elicitation/create')!.addedIn).toBe('2025-06-18');
    expect(getModel('2026-07-28').methods.get('server/discover')!.addedIn).toBe('2026-07-28');
  });
  it('error codes: -32002 up to 2025-11-25, -32042 only in 2025-11-25, -32020..-32022 from 2026-07-28', () => {
    const has = (r: Revision, code: number) => getModel(r).errorCodes.has(code);
    expect(REVISIONS.map((r) => has(r, -32002))).toEqual([true, true, true, true, false]);
    expect(REVISIONS.map((r) => has(r, -32042))).toEqual([false, false, false, true, false]);
    expect(REVISIONS.map((r) => has(r, -32021))).toEqual([false, false, false, false, true]);
    expect(getModel('2026-07-28').retiredErrorCodes.get(-32002)!.instead).toContain('-32602');
  });
  it('completion/complete needs the completions capability only from 2025-03-26', () => {
    expect(getModel('2024-11-05').methods.get('completion/complete')!.capability).toBeUndefined();
    expect(getModel('2025-03-26').methods.get('completion/complete')!.capability).toEqual({ side: 'server', path: ['completions'] });
  });
});
