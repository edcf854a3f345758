/** The reporters: pure functions over a run's result (`runCheck` in src/app/run.ts). */
export { formatJson } from './json-report.js';
export { formatText } from './text.js';
export { formatSarif } from './sarif.js';
export { formatMarkdown } from './markdown.js';
export { formatGithubCommands } from './github-commands.js';
export { formatHtml } from './html-report.js';
export { formatJunit } from './junit.js';
export { formatRdjson } from './rdjson.js';
