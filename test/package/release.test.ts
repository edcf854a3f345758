import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The release workflow (docs/releasing.md), read as GitHub reads it: a tag push that tests, checks
// dist/, publishes with provenance, releases with the changelog's notes and moves the major tag.

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { tags?: string[]; branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const release = parse(read('.github/workflows/release.yml')) as Workflow;
const jobs = Object.entries(release.jobs);
const allSteps = jobs.flatMap(([, job]) => job.steps);
const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
const jobRunning = (pattern: RegExp): [string, Job] => {
  const found = jobs.find(([, job]) => pattern.test(runs(job)));
  if (!found) throw new Error(`no job of release.yml runs ${pattern}`);
  return found;
};
const stepIndex = (job: Job, pattern: RegExp) => job.steps.findIndex((step) => pattern.test(step.run ?? ''));

describe('.github/workflows/release.yml', () => {
  it('runs on a pushed vX.Y.Z tag, and nothing else', () => {
    expect(Object.keys(release.on)).toEqual(['push']);
    expect(release.on.push).toEqual({ tags: ['v*.*.*'] });
    expect(release.permissions).toEqual({ contents: 'read' });
  });

  it('tests the tagged commit and checks that dist/ is what the sources build to', () => {
    const [testJob, tests] = jobRunning(/^npm test$/m);
    expect(runs(tests)).toMatch(/^npm ci\b/m);
    const [distJob, dist] = jobRunning(/^npm run build$/m);
    expect(runs(dist)).toContain('git status --porcelain -- dist');
    expect(runs(dist)).toMatch(/exit 1/);
    const [, publish] = jobRunning(/npm publish/);
    expect([publish.needs].flat().sort()).toEqual([distJob, testJob].sort());
  });

  it('publishes with provenance, with only the permissions that needs, from the npm registry set up by setup-node', () => {
    const [, publish] = jobRunning(/npm publish/);
    expect(publish.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const step = publish.steps[stepIndex(publish, /npm publish/)];
    expect(step.run).toMatch(/npm publish --provenance --access public\b/);
    expect(step.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    const setup = publish.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['registry-url']).toBe('https://registry.npmjs.org');
  });

  it('refuses a tag that is not package.json\'s version, and takes the notes from CHANGELOG.md, before publishing', () => {
    const [, publish] = jobRunning(/npm publish/);
    const check = stepIndex(publish, /require\('\.\/package\.json'\)\.version/);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(publish.steps[check].run).toMatch(/if \[ "\$TAG" != "v\$version" \]; then[\s\S]*exit 1/);
    expect(publish.env?.TAG).toBe('${{ github.ref_name }}');
    const notes = stepIndex(publish, /node scripts\/changelog-section\.mjs "\$TAG" > "\$RUNNER_TEMP\/release-notes\.md"/);
    expect(notes).toBeGreaterThan(check);
    expect(stepIndex(publish, /npm publish/)).toBeGreaterThan(notes);
  });

  it('creates the GitHub release with those notes, then moves the major tag to the release commit', () => {
    const [, publish] = jobRunning(/npm publish/);
    const create = stepIndex(publish, /gh release create "\$TAG"/);
    expect(create).toBeGreaterThan(stepIndex(publish, /npm publish/));
    expect(publish.steps[create].run).toContain('--notes-file "$RUNNER_TEMP/release-notes.md"');
    expect(publish.steps[create].env?.GH_TOKEN).toBe('${{ github.token }}');
    const move = stepIndex(publish, /git push --force origin "refs\/tags\/\$major"/);
    expect(move).toBeGreaterThan(create);
    expect(publish.steps[move].run).toContain('major="${TAG%%.*}"');
    expect(publish.steps[move].run).toContain('git tag --force "$major" "$GITHUB_SHA"');
    expect(publish.steps[move].if).toBe("env.PRERELEASE == 'false'");
  });

  it('interpolates no expression into a script: the tag reaches the shell as an environment variable', () => {
    for (const step of allSteps) expect(step.run ?? '', step.name).not.toContain('${{');
  });
});

describe('.github/workflows/ci.yml', () => {
  it('tests on every Node release line the package supports', () => {
    const ci = parse(read('.github/workflows/ci.yml')) as Workflow;
    expect(ci.jobs.test.strategy?.matrix?.node).toEqual([20, 22, 24]);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=20');
  });
});

describe('action.yml for the Marketplace', () => {
  const action = parse(read('action.yml')) as { name: string; description: string; branding: { icon: string; color: string } };
  it('has a description within the Marketplace\'s 125 characters, and its branding', () => {
    expect(action.description.length).toBeGreaterThan(20);
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.branding).toEqual({ icon: 'check-circle', color: 'blue' });
  });
});
