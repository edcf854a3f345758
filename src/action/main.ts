import * as core from '@actions/core';
import { main } from '../cli/main.js';

/** First version of the Action: runs the check on the `captures` input and fails on errors. */
export async function run(): Promise<void> {
  const captures = core.getMultilineInput('captures');
  const revision = core.getInput('revision') || 'auto';
  const code = await main(['check', '--revision', revision, ...captures], {
    cwd: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
  if (code !== 0) core.setFailed(`mcp-capture-lint found problems (exit code ${code}).`);
}
