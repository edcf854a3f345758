/** The reporters: pure functions over a run's result (`runCheck` in src/app/run.ts). */
export { buildJsonReport, buildRunReport, formatJson, TOOL_NAME, type JsonReport, type JsonFileReport, type JsonFinding } from './json-report.js';
export { formatText, type TextOptions } from './text.js';
export { buildSarif, formatSarif, FINGERPRINT_KEY, type SarifOptions } from './sarif.js';
export { formatMarkdown, COMMENT_MAX_CHARACTERS, SUMMARY_MAX_BYTES, type MarkdownOptions, type MarkdownLinks } from './markdown.js';
export {
  formatGithubCommands,
  escapeCommandData,
  escapeCommandProperty,
  ANNOTATIONS_PER_JOB,
  ANNOTATIONS_PER_STEP,
  type GithubCommandsOptions,
} from './github-commands.js';
export { escapeMarkdown, escapeHtmlText } from './escape.js';
export { formatHtml } from './html-report.js';
