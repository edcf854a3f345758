import type { FailOn, RunMode } from '../app/run.js';
import { isRevision, REVISIONS, type Revision } from '../core/revisions.js';
import { ANNOTATIONS_PER_JOB } from '../report/github-commands.js';
import { COMMENT_MODES, type CommentMode } from './comment.js';

export interface ActionInputs {
  /** Empty: the config's `captures`, else the default. */
  captures: string[];
  /** Undefined: the config's, else auto. */
  revision?: Revision | 'auto';
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
}

/** An input the Action cannot use; the message names it and lists what it accepts. */
export class InputError extends Error {}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`Input \`${name}\` must be one of ${allowed.join(', ')}; got "${value}".`);
}

/** Reads and validates the inputs (`getInput` returns '' for an input not given, as @actions/core does). */
export function readInputs(getInput: (name: string) => string): ActionInputs {
  const text = (name: string) => getInput(name).trim();
  const captures = getInput('captures')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const revisionText = text('revision');
  let revision: Revision | 'auto' | undefined;
  if (revisionText !== '') {
    if (revisionText !== 'auto' && !isRevision(revisionText)) {
      throw new InputError(`Input \`revision\` must be auto or one of ${REVISIONS.join(', ')}; got "${revisionText}".`);
    }
    revision = revisionText;
  }
  const maxText = text('max-annotations');
  const maxAnnotations = maxText === '' ? ANNOTATIONS_PER_JOB : Number(maxText);
  if (!Number.isInteger(maxAnnotations) || maxAnnotations < 0) {
    throw new InputError(`Input \`max-annotations\` must be a whole number from 0 to ${ANNOTATIONS_PER_JOB}; got "${maxText}".`);
  }
  const failOnText = text('fail-on');
  return {
    captures,
    revision,
    config: text('config') || undefined,
    mode: oneOf('mode', text('mode') || 'check', ['check', 'update'] as const),
    failOn: failOnText === '' ? undefined : oneOf('fail-on', failOnText, ['error', 'warning', 'never'] as const),
    comment: oneOf('comment', text('comment') || 'always', COMMENT_MODES),
    githubToken: text('github-token'),
    sarifFile: text('sarif-file') || undefined,
    reportFile: text('report-file') || undefined,
    htmlReport: text('html-report') || undefined,
    workingDirectory: text('working-directory') || '.',
    maxAnnotations: Math.min(maxAnnotations, ANNOTATIONS_PER_JOB),
  };
}
