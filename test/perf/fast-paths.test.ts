import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBase64 } from '../../src/core/protocol/shapes/lang.js';
import { SecretNames } from '../../src/core/secrets/names.js';
import { BoundedMap } from '../../src/core/session/bounded.js';
import { UsedIds } from '../../src/core/session/used-ids.js';
import { compileToolSchema, jsonHash, sameJson, sameSchemaKey, schemaKeyHash } from '../../src/core/session/schemas.js';
import { checkCapture } from '../../src/core/engine.js';
import type { Message } from '../../src/core/message.js';
import { RULES } from '../../src/core/rules/index.js';
import type { Rule, RuleListener } from '../../src/core/rules/rule.js';

// The fast paths the bench work put in place of simpler code must say exactly what the simple code said.
describe('isBase64', () => {
  const reference = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

  it('agrees with the base64 regular expression it replaces', () => {
    // Wider characters whose low byte is a base64 letter (U+0141 ends in 0x41, 'A') must not pass.
    const letter = fc.constantFrom(...'AZaz09+/=-_ \n\u00e9\u0141\u012b\u4141$.'.split(''));
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 14 }), (letters) => {
        const text = letters.join('');
        expect(isBase64(text)).toBe(reference.test(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('gives the same verdicts on blobs too large for its decode buffer', () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 7).toString('base64');
    expect(isBase64(big)).toBe(true);
    expect(isBase64(`${big.slice(0, 1000)}\u0141${big.slice(1001)}`)).toBe(false);
    expect(isBase64(`${big.slice(0, -4)}AA=A`)).toBe(false);
  });

  it('accepts real base64 and rejects cut or padded-wrong text', () => {
    for (let size = 0; size < 40; size++) {
      const encoded = Buffer.from(Array.from({ length: size }, (_, i) => (i * 37) % 256)).toString('base64');
      expect(isBase64(encoded)).toBe(true);
      if (encoded.length > 1) expect(isBase64(encoded.slice(0, -1))).toBe(false);
    }
    expect(isBase64('')).toBe(true);
    expect(isBase64('====')).toBe(false);
    expect(isBase64('a===')).toBe(false);
    expect(isBase64('ab=c')).toBe(false);
  });
});

describe('BoundedMap', () => {
  it('remembers the latest value of every one of the last `limit` distinct keys set, and never more than twice that many', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer()), { maxLength: 3000 }), (limit, writes) => {
        const latest = new Map<number, number>();
        const bounded = new BoundedMap<number, number>(limit);
        for (const [key, value] of writes) {
          // A Map in recency order: delete then set moves the key last.
          latest.delete(key);
          latest.set(key, value);
          bounded.set(key, value);
        }
        const recent = [...latest.keys()].slice(-limit);
        for (const key of recent) expect(bounded.get(key)).toBe(latest.get(key));
        let held = 0;
        for (let key = 0; key <= 20; key++) {
          if (bounded.has(key)) {
            held += 1;
            expect(bounded.get(key)).toBe(latest.get(key));
          } else {
            expect(bounded.get(key)).toBeUndefined();
          }
        }
        expect(held).toBeLessThanOrEqual(2 * limit);
      }),
      { numRuns: 300 },
    );
  });
});

describe('UsedIds', () => {
  // Ids as peers write them: mostly counting up (by ones, now and then by twos), with jumps ahead,
  // ids below the count, strings, a number and its string twin, fractions, negatives, huge numbers.
  const step = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom<['next', number]>(['next', 1], ['next', 2]) },
    { weight: 2, arbitrary: fc.integer({ min: 3, max: 5000 }).map((n): ['next', number] => ['next', n]) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 60 }).map((n): ['id', number] => ['id', n]) },
    { weight: 1, arbitrary: fc.constantFrom<['id', string | number]>(['id', '1'], ['id', 'a'], ['id', 1.5], ['id', -3], ['id', 2 ** 33], ['id', 2 ** 32 - 1]) },
  );

  it('gives the latest request of every one of the last `limit` distinct ids, never a stale one, and records first answers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(step, fc.boolean()), { maxLength: 2000 }), (limit, writes) => {
        // The reference: every request's line and first answer, by id, in recency order.
        const latest = new Map<string | number, { line: number; answerLine: number; answerIsError: boolean }>();
        const used = new UsedIds(limit);
        const pending: { id: string | number; line: number; handle: ReturnType<UsedIds['add']>; reference: { line: number; answerLine: number; answerIsError: boolean } }[] = [];
        let count = 0;
        let line = 0;
        for (const [[kind, n], answerNow] of writes) {
          const id = kind === 'next' ? (count += n) : n;
          line += 1;
          const reference = { line, answerLine: 0, answerIsError: false };
          latest.delete(id);
          latest.set(id, reference);
          pending.push({ id, line, handle: used.add(id, 'tools/call', line), reference });
          // Answer the oldest pending request now and then, sometimes with an error, sometimes twice.
          if (answerNow && pending.length > 0) {
            const oldest = pending.shift()!;
            line += 1;
            const isError = line % 3 === 0;
            used.answer(oldest.handle, oldest.line, line, isError);
            used.answer(oldest.handle, oldest.line, line + 1000, false);
            if (oldest.reference.answerLine === 0) Object.assign(oldest.reference, { answerLine: line, answerIsError: isError });
          }
        }
        for (const id of [...latest.keys()].slice(-limit)) expect(used.get(id), `id ${JSON.stringify(id)}`).toMatchObject(latest.get(id)!);
        for (const id of latest.keys()) {
          if (!used.has(id)) continue;
          expect(used.get(id)?.line).toBe(latest.get(id)!.line);
          // The first answer of the request the entry names, or none yet; never another request's.
          const entry = used.get(id)!;
          if (entry.answerLine !== 0) expect({ answerLine: entry.answerLine, answerIsError: entry.answerIsError }).toEqual({ answerLine: latest.get(id)!.answerLine, answerIsError: latest.get(id)!.answerIsError });
        }
        for (const absent of [-1, 'b', 0.5, count + 1, count + 3, 2 ** 34]) if (!latest.has(absent)) expect(used.get(absent)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every id and its answer as its ring grows from a few slots', () => {
    const used = new UsedIds(50_000);
    const handles = [];
    for (let id = 0; id < 5000; id++) handles.push(used.add(id, 'ping', 2 * id + 1));
    // Answers recorded before, during and after the ring's growth.
    for (let id = 0; id < 5000; id += 3) used.answer(handles[id], 2 * id + 1, 2 * id + 2, id % 2 === 0);
    for (let id = 0; id < 5000; id++) {
      const answered = id % 3 === 0;
      expect(used.get(id), `id ${id}`).toEqual({ id, method: 'ping', line: 2 * id + 1, answerLine: answered ? 2 * id + 2 : 0, answerIsError: answered && id % 2 === 0 });
    }
  });

  it('remembers the latest 50,000 of 300,000 ids counted up, and forgets ids whose ring slot was reused', () => {
    const used = new UsedIds(50_000);
    for (let id = 0; id < 300_000; id += id % 7 === 0 ? 2 : 1) used.add(id, id % 2 === 0 ? 'tools/call' : 'notifications/initialized', id + 1);
    for (let id = 299_999; id >= 250_000; id--) if (used.has(id)) expect(used.get(id)?.line).toBe(id + 1);
    expect(used.get(299_999)).toEqual({ id: 299_999, method: 'notifications/initialized', line: 300_000, answerLine: 0, answerIsError: false });
    // 299,999 - 2^17 shares its slot with a later id: it must read as forgotten, not as that id.
    expect(used.get(299_999 - (1 << 17))).toBeUndefined();
    expect(used.get(0)).toBeUndefined();
  });
});

describe('SecretNames answers from its name cache', () => {
  it('says what a fresh instance says, before and after the cache is cleared', () => {
    const cached = new SecretNames(['myCustomKey']);
    const names = ['apiKey', 'X-Api-Key', 'progressToken', 'cookies', 'Cookies', 'auth', 'signature', 'name', 'GITHUB_TOKEN', 'myCustomKey', 'pageToken'];
    const answers = (n: SecretNames, name: string) => [n.isSecret(name), n.isCredentialPosition(name), n.isCookieList(name)];
    for (let round = 0; round < 2; round++) {
      for (const name of names) expect(answers(cached, name), name).toEqual(answers(new SecretNames(['myCustomKey']), name));
      for (let filler = 0; filler < 5000; filler++) cached.isSecret(`filler${filler}`);
    }
    expect(answers(cached, 'X-Api-Key')).toEqual([true, true, false]);
    expect(answers(cached, 'progressToken')).toEqual([false, false, false]);
    expect(answers(cached, 'Cookies')).toEqual([false, false, true]);
  });
});

describe('message dispatch by kind and method', () => {
  // A listener that names methods must see exactly the messages an unfiltered listener would pick
  // out by the same test, in the same order, including responses judged by the answered method.
  it('hands a listener with `methods` exactly the messages whose (answered) method it names', async () => {
    const seen: { filtered: string[]; manual: string[] } = { filtered: [], manual: [] };
    const label = (m: Message) => `${m.kind}:${m.frame.span.line}`;
    const wanted = ['tools/call', 'notifications/progress'];
    const methodOf = (m: Message) => (m.kind === 'request' || m.kind === 'notification' ? m.method : m.answers?.method);
    const rule = (id: string, listener: (sink: string[]) => RuleListener): Rule => ({
      meta: { ...RULES[0].meta, id, revisions: 'all' },
      create: () => listener(id === 'filtered' ? seen.filtered : seen.manual),
    });
    const ruleSet = [
      rule('filtered', (sink) => ({ kinds: ['request', 'notification', 'result', 'error'], methods: wanted, message: (m) => void sink.push(label(m)) })),
      rule('manual', (sink) => ({
        message: (m) => {
          const method = methodOf(m);
          if (m.kind !== 'invalid' && method !== undefined && wanted.includes(method)) sink.push(label(m));
        },
      })),
    ];
    const text = [
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"a","_meta":{"progressToken":1}}}',
      '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}',
      '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
      '{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}',
      '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}',
      '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"b"}}',
      '{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"bad"}}',
      '{"jsonrpc":"2.0","id":9,"result":{}}',
      '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}',
    ].join('\n');
    await checkCapture({ path: 'dispatch.jsonl', text }, { revision: '2025-06-18', ruleSet });
    expect(seen.filtered).toEqual(['request:1', 'notification:2', 'result:5', 'request:6', 'error:7']);
    expect(seen.filtered).toEqual(seen.manual);
  });
});

describe('tool schema cache keys', () => {
  /** JSON text with keys sorted at every level: equal exactly when the values are equal JSON. */
  const canonical = (value: unknown): string =>
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
    );

  it('finds two parsed values equal, and hashes them alike, exactly when they are the same JSON', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(null, true, false, 0, 1, -1, 1.5, '', 'a', 'type', 'string'), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('type', 'properties', 'a', 'b', 'required'), tie('value'), { maxKeys: 3 })),
    })).value;
    fc.assert(
      fc.property(json, json, (a, b) => {
        const equal = canonical(a) === canonical(b);
        expect(sameJson(a, b)).toBe(equal);
        if (equal) expect(jsonHash(a)).toBe(jsonHash(b));
      }),
      { numRuns: 5000 },
    );
  });

  it('as schema keys, tells schemas apart exactly when they differ in more than their annotations where a schema stands', () => {
    // The reference: blank every string annotation at a schema position, then compare as JSON.
    const subschema = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema']);
    const schemaMap = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
    const schemaList = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
    const blank = (value: unknown, at: 'schema' | 'map' | 'list' | 'data'): unknown => {
      if (at === 'data' || value === null || typeof value !== 'object') return value;
      if (Array.isArray(value)) return at === 'map' ? value : value.map((item) => blank(item, 'schema'));
      if (at === 'list') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, member]) => {
          if (at === 'map') return [key, blank(member, 'schema')];
          if (typeof member === 'string' && ['title', 'description', '$comment'].includes(key)) return [key, ''];
          if (typeof member === 'boolean' && ['deprecated', 'readOnly', 'writeOnly'].includes(key)) return [key, false];
          if (key === 'default' || (key === 'examples' && Array.isArray(member))) return [key, null];
          return [key, blank(member, subschema.has(key) ? 'schema' : schemaMap.has(key) ? 'map' : schemaList.has(key) ? 'list' : 'data')];
        }),
      );
    };
    const keys = fc.constantFrom('type', 'properties', 'items', 'anyOf', 'enum', 'description', 'title', 'x', 'required', 'default', 'examples', 'readOnly');
    const schema = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, true, 0, 1.5, '', 'a', 'b', 'string', 'description'),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(schema, schema, fc.boolean(), (a, b, twin) => {
        // Half the time, b is a with other annotation texts (the case the key exists for).
        const other = twin ? JSON.parse(JSON.stringify(a).replace(/"(description|title)":"[^"]*"/g, '"$1":"other text"').replace(/"default":(true|null|0|"[^"]*")/g, '"default":1.5')) : b;
        const equal = canonical(blank(a, 'schema')) === canonical(blank(other, 'schema'));
        expect(sameSchemaKey(a, other)).toBe(equal);
        if (equal) expect(schemaKeyHash(a)).toBe(schemaKeyHash(other));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives tools whose schemas differ only in their descriptions one compiled validator, and keeps the rest apart', () => {
    const tool = (description: string, field = 'query', enumText = 'a') =>
      JSON.parse(
        JSON.stringify({
          type: 'object',
          description: `Tool: ${description}`,
          properties: { [field]: { type: 'string', description, examples: [description], default: description }, mode: { enum: [{ description: enumText }] } },
          required: [field],
        }),
      );
    const compiled = compileToolSchema(tool('looks things up'), '2025-06-18');
    expect(compileToolSchema(tool('finds files'), '2025-06-18')).toBe(compiled);
    // A property named "description", an enum value's text, a description that is not a string: not annotations.
    expect(compileToolSchema(tool('looks things up', 'description'), '2025-06-18')).not.toBe(compiled);
    expect(compileToolSchema(tool('looks things up', 'query', 'b'), '2025-06-18')).not.toBe(compiled);
    const numbered = tool('x');
    numbered.properties.query.description = 5;
    const invalid = compileToolSchema(numbered, '2025-06-18');
    expect(invalid).not.toBe(compiled);
    expect(invalid.ok).toBe(false);
    const badExamples = tool('x');
    badExamples.properties.query.examples = 'not a list';
    const invalidExamples = compileToolSchema(badExamples, '2025-06-18');
    expect(invalidExamples).not.toBe(compiled);
    expect(invalidExamples.ok).toBe(false);
  });

  it('serves a schema listed again (a new parse, keys in another order) from the cache', () => {
    const first = JSON.parse('{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}');
    const again = JSON.parse('{"required":["q"],"properties":{"q":{"type":"string"}},"type":"object"}');
    const other = JSON.parse('{"type":"object","properties":{"q":{"type":"number"}},"required":["q"]}');
    const compiled = compileToolSchema(first, '2025-06-18');
    expect(compileToolSchema(again, '2025-06-18')).toBe(compiled);
    expect(compileToolSchema(other, '2025-06-18')).not.toBe(compiled);
  });

  it('finds a schema listed again with the same text by that text, per dialect, and the rest by content', () => {
    const text = '{"type":"object","properties":{"path":{"type":"string","minLength":1,"description":"a path"}},"required":["path"]}';
    const compiled = compileToolSchema(JSON.parse(text), '2025-06-18');
    expect(compiled).toMatchObject({ ok: true, dialect: 'draft-07' });
    // The same text parsed anew (every tools/list does): the very same validator.
    expect(compileToolSchema(JSON.parse(text), '2025-06-18')).toBe(compiled);
    // The same text under a revision whose default dialect differs: its own validator.
    const modern = compileToolSchema(JSON.parse(text), '2025-11-25');
    expect(modern).toMatchObject({ ok: true, dialect: '2020-12' });
    expect(modern).not.toBe(compiled);
    // A text seen for the first time that differs only by an annotation's text: the content key still finds it.
    const described = JSON.parse(text);
    described.properties.path.description = 'where to look';
    expect(JSON.stringify(described)).not.toBe(text);
    expect(compileToolSchema(described, '2025-06-18')).toBe(compiled);
    // A schema too large to be kept by its text is still served from the cache by its content.
    const large = { type: 'object', properties: Object.fromEntries(Array.from({ length: 800 }, (_, i) => [`field${i}`, { type: 'string', maxLength: i + 1 }])) };
    expect(JSON.stringify(large).length).toBeGreaterThan(16 * 1024);
    const largeCompiled = compileToolSchema(structuredClone(large), '2025-06-18');
    expect(largeCompiled.ok).toBe(true);
    expect(compileToolSchema(structuredClone(large), '2025-06-18')).toBe(largeCompiled);
  });
});
