import { stat } from 'node:fs/promises';
import type { FailOn, RunMode } from '../app/run.js';
import { parseRevisionChoice, REVISIONS, type Revision } from '../core/revisions.js';
import { ANNOTATIONS_PER_JOB } from '../report/github-commands.js';
import { COMMENT_CLEAN_MODES, COMMENT_MODES, type CommentClean, type CommentMode } from './comment.js';
import { parseShard, type ShardSpec } from '../app/shard.js';

export interface ActionInputs {
  /** Empty: the config's `captures`, else the default. */
  captures: string[];
  /** Undefined: the config's, else auto. */
  revision?: Revision | 'auto';
  /** The revisions checked beside `revision` (the input was a list). */
  compareWith?: Revision[];
  config?: string;
  mode: RunMode;
  /** Undefined: the config's, else error. */
  failOn?: FailOn;
  comment: CommentMode;
  githubToken: string;
  sarifFile?: string;
  reportFile?: string;
  /** Where to write the HTML timeline report (relative to the workspace); undefined: none. */
  htmlReport?: string;
  workingDirectory: string;
  maxAnnotations: number;
  /** Worker threads; undefined: one per core. */
  jobs?: number;
  /** Check only this shard of the captures and write its report; no annotations, summary or comment. */
  shard?: ShardSpec;
  /** Globs (relative to the workspace) of shard reports to merge instead of checking. */
  mergeReports: string[];
  /** A capture pattern that matches no file is a note instead of a failed step. */
  allowNoCaptures: boolean;
  /** Annotate expected findings too (as notices); by default only what needs action is annotated. */
  annotateExpected: boolean;
  /** What the sticky comment's marker is keyed by; undefined: the workflow and job names. */
  commentKey?: string;
  /** What a clean run does to an existing sticky comment. */
  commentClean: CommentClean;
  /** Where to write the JUnit XML report (relative to the workspace); undefined: none. */
  junitFile?: string;
  /** The pull request a `workflow_run` job comments on (a fork's, whose number came in an artifact). */
  pullRequest?: number;
}

/** An input the Action cannot use; the message names it and lists what it accepts. */
export class InputError extends Error {}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`Input \`${name}\` must be one of ${allowed.join(', ')}; got "${value}".`);
}

/** How the inputs are read: `core.getInput` and `core.getMultilineInput` at the edge ('' and [] for an input not given). */
export interface InputReader {
  getInput(name: string): string;
  getMultilineInput(name: string): string[];
}

/** The lines of a multiline input, without blank lines and `#` comments. */
function lines(reader: InputReader, name: string): string[] {
  return reader
    .getMultilineInput(name)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Reads and validates the inputs. */
export function readInputs(reader: InputReader): ActionInputs {
  const text = (name: string) => reader.getInput(name).trim();
  const captures = lines(reader, 'captures');
  const revisionText = text('revision');
  let revision: Revision | 'auto' | undefined;
  let compareWith: Revision[] | undefined;
  if (revisionText !== '') {
    // A dated revision, auto, all, or a comma-separated list (the first is the one captures are held to).
    const chosen = parseRevisionChoice(revisionText);
    if ('error' in chosen) {
      throw new InputError(`Input \`revision\` must be auto, one of ${REVISIONS.join(', ')}, all, or a comma-separated list of them; got "${revisionText}" (${chosen.error}).`);
    }
    revision = chosen.revision;
    compareWith = chosen.compareWith;
  }
  const maxText = text('max-annotations');
  const maxAnnotations = maxText === '' ? ANNOTATIONS_PER_JOB : Number(maxText);
  // GitHub shows no more than 50 a job: a larger number would promise annotations that never appear.
  if ((maxText !== '' && !/^\d+$/.test(maxText)) || maxAnnotations > ANNOTATIONS_PER_JOB) {
    throw new InputError(`Input \`max-annotations\` must be a whole number from 0 to ${ANNOTATIONS_PER_JOB}; got "${maxText}".`);
  }
  const failOnText = text('fail-on');
  const jobsText = text('jobs');
  if (jobsText !== '' && (!/^\d+$/.test(jobsText) || Number(jobsText) < 1)) {
    throw new InputError(`Input \`jobs\` must be a whole number of worker threads, 1 or more (1: none); got "${jobsText}".`);
  }
  const shardText = text('shard');
  const shard = shardText === '' ? undefined : parseShard(shardText);
  if (shard && 'error' in shard) throw new InputError(`Input \`shard\`: ${shard.error}.`);
  const mergeReports = lines(reader, 'merge-reports');
  // Digits only: in the fork recipe the number comes from an artifact the fork's run wrote.
  const pullRequestText = text('pull-request');
  if (pullRequestText !== '' && !/^[1-9]\d{0,9}$/.test(pullRequestText)) throw new InputError(`Input \`pull-request\` must be a pull request number; got "${pullRequestText}".`);
  if (shard && mergeReports.length > 0) throw new InputError('Inputs `shard` and `merge-reports` go to different jobs: a shard checks its part, the final job merges.');
  return {
    captures,
    revision,
    compareWith,
    config: text('config') || undefined,
    mode: oneOf('mode', text('mode') || 'check', ['check', 'update', 'prune'] as const),
    failOn: failOnText === '' ? undefined : oneOf('fail-on', failOnText, ['error', 'warning', 'never'] as const),
    comment: oneOf('comment', text('comment') || 'always', COMMENT_MODES),
    githubToken: text('github-token'),
    sarifFile: text('sarif-file') || undefined,
    reportFile: text('report-file') || undefined,
    htmlReport: text('html-report') || undefined,
    workingDirectory: text('working-directory') || '.',
    maxAnnotations,
    jobs: jobsText === '' ? undefined : Number(jobsText),
    shard,
    mergeReports,
    allowNoCaptures: oneOf('allow-no-captures', text('allow-no-captures') || 'false', ['true', 'false'] as const) === 'true',
    annotateExpected: oneOf('annotate-expected', text('annotate-expected') || 'false', ['true', 'false'] as const) === 'true',
    commentKey: text('comment-key') || undefined,
    commentClean: oneOf('comment-clean', text('comment-clean') || 'update', COMMENT_CLEAN_MODES),
    junitFile: text('junit-file') || undefined,
    pullRequest: pullRequestText === '' ? undefined : Number(pullRequestText),
  };
}

/** The working directory, resolved: it must exist and be a directory (else nothing could be found from it). */
export async function checkWorkingDirectory(path: string, given: string): Promise<void> {
  const found = await stat(path).catch(() => undefined);
  if (!found) throw new InputError(`Input \`working-directory\` must be a directory of the workspace; "${given}" does not exist.`);
  if (!found.isDirectory()) throw new InputError(`Input \`working-directory\` must be a directory of the workspace; "${given}" is a file.`);
}
