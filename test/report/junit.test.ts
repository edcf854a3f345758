import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { formatJunit } from '../../src/report/junit.js';
import { fakeResult } from './fake-result.js';

/** Jenkins' JUnit schema (test/report/fixtures/junit-10.xsd), checked by libxml2's xmllint (compiled to WebAssembly). */
const XSD = readFileSync(new URL('./fixtures/junit-10.xsd', import.meta.url), 'utf8');

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'report.xml', contents: xml }], schema: [{ fileName: 'junit-10.xsd', contents: XSD }] });
  return result.errors.map((e) => e.rawMessage);
}

/** The test cases of a suite, as `name: failure | error | pass`. */
function outcomes(xml: string, suite: string): string[] {
  const start = xml.indexOf(`<testsuite name="${suite}"`);
  const body = xml.slice(start, xml.indexOf('</testsuite>', start));
  return [...body.matchAll(/<testcase name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)].map(([, name, , inner]) => `${name}: ${/<failure/.test(inner ?? '') ? 'failure' : /<error/.test(inner ?? '') ? 'error' : 'pass'}`);
}

describe('JUnit XML', () => {
  const result = fakeResult([
    { path: 'caps/new.jsonl', findings: [{ line: 6, column: 4, message: 'This frame is not valid JSON.' }, { line: 9, rule: 'id-type', severity: 'warning', message: 'Ids are strings or integers.' }] },
    { path: 'caps/accepted.jsonl', findings: Array.from({ length: 15 }, (_, i) => ({ line: i + 3, expectation: 'expected' as const, message: `Known ${i}.` })) },
    { path: 'caps/stale.jsonl', stale: [{ line: 4, rule: 'parse-error', severity: 'error', expectationLine: 7 }] },
  ]);
  const xml = formatJunit(result);

  it('validates against the JUnit schema Jenkins uses; the validator rejects what breaks it', async () => {
    expect(await schemaErrors(xml)).toEqual([]);
    // The check can fail: a case without its name, a count that is not an attribute of the root.
    expect(await schemaErrors(xml.replace(/<testcase name="[^"]*"/, '<testcase'))).not.toEqual([]);
    expect(await schemaErrors(xml.replace('<testsuites ', '<testsuites bogus="1" '))).not.toEqual([]);
  });

  it('a suite per capture, a case per rule that ran on it; a new finding that fails the run is a failure with its file and line', () => {
    expect(xml).toMatch(/<testsuites name="mcp-capture-lint" tests="\d+" failures="2" errors="0"/);
    expect(xml).toContain('<property name="revision" value="2025-06-18"/>');
    const cases = outcomes(xml, 'caps/new.jsonl');
    expect(cases).toContain('parse-error: failure');
    // A new warning does not fail the run (fail-on error): it passes, listed in its output.
    expect(cases).toContain('id-type: pass');
    expect(cases.length).toBeGreaterThan(20);
    expect(xml).toContain('<failure type="parse-error" message="caps/new.jsonl:6:4: This frame is not valid JSON.">caps/new.jsonl:6:4 error: This frame is not valid JSON.</failure>');
    expect(xml).toContain('New, below fail-on (error):\ncaps/new.jsonl:9:1 warning: Ids are strings or integers.');
  });

  it('expected findings pass, with the accepted findings in the case output; a stale expectation is a failure of its own', () => {
    // 15 accepted findings are not 15 failures (a SARIF-to-JUnit converter made them so).
    expect(outcomes(xml, 'caps/accepted.jsonl').filter((c) => !c.endsWith('pass'))).toEqual([]);
    expect(xml).toMatch(/<system-out>Accepted \(listed in caps\/accepted\.jsonl\.expected\.yaml\):\ncaps\/accepted\.jsonl:3:1 error: Known 0\./);
    expect(outcomes(xml, 'caps/stale.jsonl')).toContain('expectation parse-error on line 4 is still found: failure');
    expect(xml).toContain('caps/stale.jsonl.expected.yaml:7: parse-error was expected on line 4 of caps/stale.jsonl and is no longer found.');
    expect(formatJunit(fakeResult([{ path: 'caps/accepted.jsonl', findings: [{ expectation: 'expected' }] }]))).toMatch(/failures="0" errors="0"/);
  });

  it('capture text cannot break the XML: markup, quotes and characters XML forbids', async () => {
    const hostile = fakeResult([{ path: 'caps/<a> & "b".jsonl', findings: [{ line: 2, message: 'Quoted: </failure></testcase><testcase name="x"/> ]]> \u0001\u001b\ud800 "q" \'s\'\nnext' }] }]);
    const out = formatJunit(hostile);
    expect(await schemaErrors(out)).toEqual([]);
    expect(out).not.toContain('</failure></testcase>');
    expect(out).toContain('\\u0001\\u001b\\ud800');
    expect(out).toContain('<testsuite name="caps/&lt;a&gt; &amp; &quot;b&quot;.jsonl"');
  });

  it('masks secrets in every string', () => {
    const out = formatJunit(fakeResult([{ path: 'a.jsonl', findings: [{ message: 'token ghp_secret' }] }], { redact: (t: string) => t.replace(/ghp_\w+/g, '***') }));
    expect(out).not.toContain('ghp_secret');
    expect(out).toContain('token ***');
  });
});
