import { REVISIONS } from '../core/revisions.js';

export const MAIN_HELP = `mcp-capture-lint: check recorded MCP (Model Context Protocol) traffic against a protocol revision.

Usage:
  mcp-capture-lint [check] [PATH|GLOB ...] [options]   check captures (default: the config's captures, else .)
  mcp-capture-lint check - [--stdin-filename NAME]     check the capture on standard input
  mcp-capture-lint explain [FILE|-] [options]         explain one message or a capture, message by message
  mcp-capture-lint rules [ID] [--json]                the rule catalog, or one rule's documentation
  mcp-capture-lint requirements [--revision R] [--json]  the spec's requirements and the rules that judge them
  mcp-capture-lint merge REPORT|GLOB ...              merge the JSON reports of --shard runs (or report one run's)

Check options:
  --revision auto|REV      revision to hold captures to: ${REVISIONS.join(', ')},
                           or auto (default: from each capture's handshake)
  --config FILE            config file (default: the first .mcp-capture-lint.yml (or .yaml) found from
                           the current directory up to the repository root, the folder holding .git)
  --no-config              ignore the config file
  --format FORMAT          text (default), json, sarif, markdown, github (workflow commands), html (timeline page),
                           junit (JUnit XML: a suite per capture, a case per rule), rdjson (reviewdog)
  --output FILE            write the report to FILE instead of standard output (--output-file: the same)
  --quiet                  list errors only (the counts and the exit status are unchanged)
  --coverage               after the text report, the spec requirements the captures exercised, held,
                           violated or never observed (json, markdown and html always include it;
                           the exit status is unchanged)
  --rule ID:SEVERITY       set a rule to off, info, warning or error over the config (repeatable)
  --update                 write expectation files (<capture>.expected.yaml) from every current
                           finding, removing stale entries (--update=all is the same)
  --update=prune           remove stale entries and refresh the lines of moved ones; add nothing
                           (a new finding still fails)
  --no-error-on-unmatched-pattern
                           a path, folder or glob that matches no capture is a note, not exit 2
  --fail-on LEVEL          error (default), warning or never: the lowest severity of a new finding that fails
  --max-warnings N         also fail when there are more than N new warnings (-1: no limit)
  --exclude GLOB           leave out files matching GLOB (repeatable)
  --capture-format NAME    read every capture as NAME (jsonl, json, txtar, content-length, sse,
                           http, har, claude-log, cassette; other recorders' formats:
                           mcpsnoop, trace-validator, mcp-scope, mcp-tape, ryux1-trace,
                           mcp-proxy-log, vscode-output, inspector-history) instead of detecting it
  --mixed-output           the captures mix stdout and stderr: other lines are not errors
                           (--no-mixed-output overrides the config)
  --color, --no-color      force colours on or off (NO_COLOR is honoured)
  --no-progress            no progress line on standard error
  -j, --jobs N             worker threads checking files at once (default: one per core; 1: none)
  --print-config FILE      print the settings FILE would be checked with (revision, format, every
                           rule's severity, the config used, fail-on...) as JSON, check nothing
  --stdin-filename NAME    the name of the capture read from standard input (-): its format is
                           sniffed by it, its expectation file is beside it (default: <stdin>)
  --shard I/N              check only shard I of N (a stable hash of each capture's path picks
                           its shard); writes the JSON report by default and exits 0: run
                           \`mcp-capture-lint merge\` on the N reports for the verdict (docs/scale.md)
  -h, --help               this help;  --version  the version

Exit status: 0 nothing fails, 1 findings or stale expectations fail the run,
2 the run could not be done (bad option, bad config, missing path, a pattern matching no capture).

Expectations are matched by rule and anchor (what a finding is about, not its line): a finding
that moved is reported "expected (moved from line 5 to 7)" and passes.

Config file keys (.mcp-capture-lint.yml; flags override them): captures, exclude, revision,
format, mixed-output, rules (id: off|info|warning|error), overrides (- files: GLOB, with their own
revision, format, mixed-output, rules), expectations (a folder for expectation files), fail-on,
max-warnings. See docs/cli.md.

Examples:
  mcp-capture-lint captures/                          check every capture under captures/
  mcp-capture-lint 'logs/**/*.jsonl' --revision 2025-11-25
  mcp-capture-lint --update captures/negative/        record the findings as expected
  mcp-capture-lint --update=prune captures/           drop stale expectations, record nothing new
  mcp-capture-lint --format sarif --output mcp.sarif
  echo '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' | mcp-capture-lint explain -
  mcp-capture-lint rules parse-error
`;

export const EXPLAIN_HELP = `Usage: mcp-capture-lint explain [FILE|-] [options]

Reads one message or a whole capture from FILE, or from standard input when FILE is - or absent,
and says message by message what it is (request, notification, result, error, batch), who sent
it, what the method does in the revision, which request a response answers (and how long after,
when the capture has timestamps), and every finding with why it matters and what to do instead.
Pasted text with prose around the messages is fine: the JSON-RPC messages are found in it.
Tokens and secrets are masked in what is printed.

Options:
  --revision auto|REV      revision to explain against (default: from the messages, else none)
  --capture-format NAME    read the input as NAME instead of detecting it
  --color, --no-color      force colours on or off
  -h, --help               this help

Exit status: 0 no error-level finding, 1 an error-level finding, 2 nothing to explain or bad option.
`;

export const MERGE_HELP = `Usage: mcp-capture-lint merge REPORT|GLOB ... [options]

Merges the JSON reports of a sharded run (\`mcp-capture-lint --shard I/N --output shard-I.json\`
on N machines) into the report one unsharded run would write, byte for byte, with its verdict and
exit status. Every shard 1..N must be there once, written by the same version of the tool (and
rule catalog) with the same settings; otherwise nothing is merged and the exit status is 2.
Paths in the reports are relative to the directory the shards ran in: merge from the same one.
One report of a whole run (\`--format json\`, the Action's \`report-file\`) is accepted alone: it
is written in another format with the verdict it records (nothing is checked again).

Options:
  --format FORMAT          text (default), json, sarif, markdown, github
  --output FILE            write the report to FILE instead of standard output
  --color, --no-color      force colours on or off
  -h, --help               this help

Exit status: 0 nothing fails, 1 findings or stale expectations fail the run, 2 the reports cannot be merged.
`;

export const REQUIREMENTS_HELP = `Usage: mcp-capture-lint requirements [--revision R] [--json]

The spec's normative statements (MUST, MUST NOT, REQUIRED, SHALL, SHOULD, SHOULD NOT) per
revision, each quoted with its link, whom it binds, whether a capture can show it, and the rules
that judge it (or why none does yet), for every revision (${REVISIONS.join(', ')}); 2025-11-25
and 2026-07-28 in full, the older ones as they differ. The same table is docs/requirements.md.

Options:
  --revision R  one revision (default: every registered one)
  --json        as JSON: per revision the counts and every requirement
  -h, --help    this help
`;

export const RULES_HELP = `Usage: mcp-capture-lint rules [ID] [--json]

Without ID: the rule catalog grouped by family, with each rule's id, default severity, the
revisions it judges and a summary. With ID: the rule's documentation (the text of docs/rules/ID.md).

Options:
  --json       the catalog as JSON
  -h, --help   this help
`;
