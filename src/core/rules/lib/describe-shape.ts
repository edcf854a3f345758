import type { ShapeIssue } from '../../protocol/shapes/lang.js';

// Shape findings name their message as every finding does.
export { describeMessage } from './describe-message.js';

/** Issues listed in one finding before the rest are summed up. */
export const MAX_ISSUES_PER_FINDING = 5;

/** One issue in words: where, what was expected, what is there. */
export function describeIssue(issue: ShapeIssue): string {
  if (issue.found === undefined) {
    const misspelt = issue.misspelt ? ` (\`${issue.misspelt}\` is there instead: a misspelling?)` : '';
    return `\`${issue.path}\` is missing${misspelt}; expected ${issue.expected}`;
  }
  const hint = issue.suggestion ? ` (did you mean ${JSON.stringify(issue.suggestion)}?)` : '';
  return `\`${issue.path}\` is ${issue.found}${hint}; expected ${issue.expected}`;
}

export function listIssues(issues: readonly ShapeIssue[]): string {
  const shown = issues.slice(0, MAX_ISSUES_PER_FINDING).map(describeIssue);
  const more = issues.length > MAX_ISSUES_PER_FINDING ? `; and ${issues.length - MAX_ISSUES_PER_FINDING} more` : '';
  return shown.join('; ') + more;
}
