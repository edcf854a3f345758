import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fencedBlocks } from './markdown.js';

// What users copy from the documentation: the Action's one name, and workflows that say which
// permissions they need (a job's token has only what its `permissions` list, when it has one).

const root = fileURLToPath(new URL('../../', import.meta.url));
const REPOSITORY = 'mcp-capture-lint/mcp-capture-lint';
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => relative(root, join(root, dir, name)).split('\\').join('/'))
    .filter((path) => pattern.test(path))
    .sort();

/** The user-facing pages (not the generated rule pages) and everything that names the project's home. */
const pages = ['README.md', 'CHANGELOG.md', ...filesUnder('docs', /^docs\/[^/]+\.md$/)];
const published = [...pages, ...filesUnder('docs/rules', /\.md$/), 'action.yml', 'package.json', ...filesUnder('schema', /\.json$/), ...filesUnder('src', /\.ts$/)];

describe('one repository name', () => {
  const mentions = published.flatMap((path) =>
    read(path)
      .split('\n')
      .flatMap((line, index) => {
        const where = `${path}:${index + 1}`;
        const found: { where: string; name: string }[] = [];
        for (const match of line.matchAll(/uses:\s*['"]?([^\s'"@]*mcp-capture-lint[^\s'"@]*)@/g)) found.push({ where, name: match[1] });
        for (const match of line.matchAll(/github\.com\/([\w.<>-]+)\/([\w.<>-]+)/g)) {
          const [owner, name] = [match[1], match[2].replace(/\.git$/, '')];
          if (owner.includes('mcp-capture-lint') || name.includes('mcp-capture-lint')) found.push({ where, name: `${owner}/${name}` });
        }
        if (line.includes('<owner>')) found.push({ where, name: line.trim() });
        return found;
      }),
  );

  it(`is ${REPOSITORY}, in every uses: line and every link to the project`, () => {
    expect(mentions.filter((mention) => mention.name !== REPOSITORY)).toEqual([]);
    // Each kind of place that names it does so: the recipes, the package, SARIF's home, the schema.
    const places = new Set(mentions.map((mention) => mention.where.split(':')[0]));
    for (const place of ['README.md', 'docs/action.md', 'docs/scale.md', 'package.json', 'src/version.ts', 'schema/report.schema.json']) {
      expect(places, place).toContain(place);
    }
  });
});

type Permissions = Record<string, string>;
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Recipe {
  where: string;
  permissions: Permissions | undefined;
  steps: Step[];
}

/** Every job of every YAML block of the pages that runs the Action or uploads SARIF, with the permissions its token gets. */
function recipes(): Recipe[] {
  const found: Recipe[] = [];
  for (const page of pages) {
    for (const block of fencedBlocks(read(page))) {
      if (block.lang !== 'yaml' || !/^\s*-?\s*uses:/m.test(block.text)) continue;
      const where = `${page}:${block.line}`;
      const doc = parse(block.text) as unknown;
      if (Array.isArray(doc)) {
        found.push({ where, permissions: undefined, steps: doc as Step[] });
        continue;
      }
      const workflow = doc as { permissions?: Permissions; jobs?: Record<string, { permissions?: Permissions; steps?: Step[] }>; steps?: Step[] };
      if (workflow.jobs) {
        for (const [name, job] of Object.entries(workflow.jobs)) {
          found.push({ where: `${where} (job ${name})`, permissions: job.permissions ?? workflow.permissions, steps: job.steps ?? [] });
        }
      } else {
        found.push({ where, permissions: workflow.permissions, steps: workflow.steps ?? [] });
      }
    }
  }
  return found.filter((recipe) => recipe.steps.some((step) => /mcp-capture-lint@|github\/codeql-action\/upload-sarif@/.test(step.uses ?? '')));
}

/** What a job needs, by what its steps do. */
function needed(recipe: Recipe): Permissions {
  const need: Permissions = { contents: 'read' };
  for (const step of recipe.steps) {
    const uses = step.uses ?? '';
    if (uses.startsWith('github/codeql-action/upload-sarif@')) Object.assign(need, { 'security-events': 'write', actions: 'read' });
    // The sticky comment is on unless `comment: off`; a shard never comments (the merge does).
    if (uses.includes('mcp-capture-lint@') && step.with?.comment !== 'off' && step.with?.shard === undefined) need['pull-requests'] = 'write';
    if (/\bgit push\b/.test(step.run ?? '')) need.contents = 'write';
  }
  return need;
}

describe('every recipe lists its permissions', () => {
  const all = recipes();

  it('finds the recipes: the README\'s, the Action page\'s, the matrix, SARIF upload', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.filter((recipe) => recipe.steps.some((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'))).length).toBeGreaterThanOrEqual(2);
  });

  it('each job that uploads SARIF has security-events: write (and actions: read, for private repositories)', () => {
    const sarif = all.filter((recipe) => recipe.steps.some((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@')));
    for (const recipe of sarif) {
      expect(recipe.permissions?.['security-events'], recipe.where).toBe('write');
      expect(recipe.permissions?.actions, recipe.where).toBe('read');
    }
  });

  it('each job that runs the Action states its permissions: contents, the comment\'s pull-requests: write, the update job\'s contents: write', () => {
    const short = all.flatMap((recipe) => {
      if (!recipe.permissions) return [`${recipe.where}: no permissions block`];
      const granted = recipe.permissions;
      return Object.entries(needed(recipe))
        .filter(([scope, level]) => !(granted[scope] === level || (level === 'read' && granted[scope] === 'write')))
        .map(([scope, level]) => `${recipe.where}: needs ${scope}: ${level}`);
    });
    expect(short).toEqual([]);
  });
});
