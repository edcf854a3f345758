// Checks captures on every core: a pool of worker threads, each with its own engine and redactor,
// fed one file at a time (at most one file in flight per worker, so memory stays bounded however
// many files the run has). The worker is this very module, loaded again in a worker thread: the
// same file works from the sources, from build/ and from the ncc bundles (where it is the bundle
// itself, whose entry point stands aside in a worker: see `isCaptureWorker`).
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Redactor } from '../core/secrets/index.js';
import { checkOne } from './check-file.js';
import type { RunOptions } from './options.js';
import type { FileOutcome } from './outcome.js';

const WORKER_FLAG = 'mcpCaptureLintWorker';
/**
 * Files in flight per worker: a worker that waits for its next file between files burns far more
 * CPU than one that always has the next ones queued (measured: 3x the CPU time at 1 file, the same
 * as in-process at 16), so each keeps up to 16 files or 64 MiB in flight (always at least one).
 */
const FILES_IN_FLIGHT = 16;
/**
 * Files per message, each way: a message between threads costs tens of microseconds, as much as
 * checking a small capture. Half the files in flight, so a worker has the next batch queued while
 * the main thread takes in its answer to the last one.
 */
const FILES_PER_MESSAGE = 8;
const BYTES_IN_FLIGHT = 64 * 1024 * 1024;
/** A worker costs a start-up (loading the bundle, compiling schemas): worth it from this much work on. */
const FILES_PER_WORKER = 400;
const BYTES_PER_WORKER = 16 * 1024 * 1024;

/** True in a worker thread started by this pool: entry points (CLI, Action) must then do nothing. */
export function isCaptureWorker(): boolean {
  return !isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG] === true;
}

/**
 * Whether worker threads can load this module: always once compiled (build/, dist/); from the
 * TypeScript sources (vitest) only with `execArgv` that teach Node to load them.
 */
export function workersAvailable(execArgv?: readonly string[]): boolean {
  return !import.meta.url.endsWith('.ts') || (execArgv?.length ?? 0) > 0;
}

/** Workers a run uses when `jobs` is not given: one per core. */
export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Workers for a run whose `jobs` the user did not set: one per core, but only as many as the work
 * pays for (a few small captures are checked faster in this thread than a worker starts).
 */
export function autoJobs(files: number, bytes: number | (() => number)): number {
  // Enough files settle it; their sizes are only summed when they might.
  const byFiles = Math.floor(files / FILES_PER_WORKER);
  const worth = byFiles >= defaultJobs() ? byFiles : Math.max(byFiles, Math.floor((typeof bytes === 'function' ? bytes() : bytes) / BYTES_PER_WORKER));
  return Math.max(1, Math.min(defaultJobs(), worth));
}

/** What every worker needs once: plain data only (it crosses the thread boundary by structured clone). */
export interface WorkerSetup {
  cwd: string;
  options: RunOptions;
  overrideSets: string[][];
  updateCommand: string;
}

interface Job {
  index: number;
  path: string;
  absolute: string;
}

/** What the main thread sends: the run's setup first, then files, then `null` (no more files). */
type Command = { setup: WorkerSetup } | Job[] | null;

/** A worker's answer to one batch of files, in the batch's order. */
interface Reply {
  files: { index: number; outcome?: FileOutcome; error?: string }[];
  /** Secrets this worker learned since its last reply. */
  secrets: string[];
}

/**
 * Worker threads, started ahead of the run (they load the engine while the main thread discovers
 * the captures), then handed the run's setup and its files.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private readonly failures: Promise<never>[];

  /** `execArgv` lets tests load the TypeScript sources in the workers. */
  constructor(count: number, execArgv?: string[]) {
    this.workers = Array.from(
      { length: Math.max(1, count) },
      () =>
        new Worker(new URL(import.meta.url), {
          workerData: { [WORKER_FLAG]: true },
          // A worker inherits the process's Node options, some of which it refuses (--input-type).
          execArgv: execArgv ?? process.execArgv.filter((arg) => !arg.startsWith('--input-type')),
        }),
    );
    // An error before the run starts (a worker that cannot load) surfaces when the run awaits it.
    this.failures = this.workers.map((worker) => new Promise<never>((_, reject) => worker.on('error', reject)));
    for (const failure of this.failures) failure.catch(() => undefined);
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Checks `captures` with the pool's workers (as many as there are captures, at most); `onResult`
   * gets each outcome with the secrets the worker learned (the caller merges them into the run's
   * redactor and masks again at the end). Each worker keeps a few files in flight, so memory stays
   * bounded however many files the run has.
   */
  async check(
    captures: readonly { path: string; absolute: string; bytes?: number }[],
    setup: WorkerSetup,
    onResult: (index: number, outcome: FileOutcome, secrets: string[]) => void,
  ): Promise<void> {
    const used = this.workers.slice(0, Math.max(1, Math.min(this.workers.length, captures.length)));
    for (const idle of this.workers.slice(used.length)) void idle.terminate();
    // Sizes are taken as files are handed out (a few microseconds each, while the workers work).
    const bytes = (index: number) => (captures[index].bytes ??= fileSize(captures[index].absolute));
    let next = 0;
    await Promise.all(
      used.map(
        (worker, n) =>
          new Promise<void>((resolvePromise, reject) => {
            let finished = false;
            let inFlight = 0;
            let bytesInFlight = 0;
            const feed = () => {
              // Whole batches while the window has room for one (or the files left, fewer than a batch).
              while (next < captures.length && (inFlight === 0 || inFlight + Math.min(FILES_PER_MESSAGE, captures.length - next) <= FILES_IN_FLIGHT)) {
                const batch: Job[] = [];
                while (
                  next < captures.length &&
                  batch.length < FILES_PER_MESSAGE &&
                  (inFlight === 0 || bytesInFlight + bytes(next) <= BYTES_IN_FLIGHT)
                ) {
                  const index = next++;
                  inFlight += 1;
                  bytesInFlight += bytes(index);
                  batch.push({ index, path: captures[index].path, absolute: captures[index].absolute });
                }
                if (batch.length === 0) break;
                worker.postMessage(batch satisfies Command);
              }
              if (next >= captures.length && inFlight === 0 && !finished) {
                finished = true;
                worker.postMessage(null satisfies Command);
              }
            };
            // Replies come as JSON text: V8's structured clone of an outcome (nested findings and
            // summaries) costs several times JSON.stringify + JSON.parse, on both threads.
            worker.on('message', (text: string) => {
              const reply = JSON.parse(text) as Reply;
              for (const file of reply.files) {
                if (file.error !== undefined || !file.outcome) {
                  reject(new Error(`checking ${captures[file.index]?.path} failed in a worker: ${file.error}`));
                  return;
                }
                inFlight -= 1;
                bytesInFlight -= bytes(file.index);
                onResult(file.index, file.outcome, file === reply.files[0] ? reply.secrets : []);
              }
              feed();
            });
            this.failures[n].catch(reject);
            worker.on('exit', (code) => {
              if (finished) resolvePromise();
              else reject(new Error(`a worker thread stopped (exit code ${code}) before its files were checked`));
            });
            worker.postMessage({ setup } satisfies Command);
            feed();
          }),
      ),
    );
  }

  /** Stops every worker (those still running after an error included). */
  close(): void {
    for (const worker of this.workers) void worker.terminate();
  }
}

/** A file's size, 0 when it cannot be read (the check then says why). */
export function fileSize(path: string): number {
  try {
    return statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  } catch {
    return 0;
  }
}

/** The worker's side: check each batch of files it is sent, answer with the outcomes and newly learned secrets. */
function serve(): void {
  const port = parentPort!;
  let setup: WorkerSetup | undefined;
  let overrideSets: Set<string>[] = [];
  let redactor: Redactor | undefined;
  const sent = new Set<string>();
  port.on('message', (command: Command) => {
    if (command === null) {
      port.close();
      return;
    }
    if (!Array.isArray(command)) {
      setup = command.setup;
      overrideSets = setup.overrideSets.map((paths) => new Set(paths));
      redactor = new Redactor(setup.options.secrets);
      return;
    }
    const run = setup!;
    const learner = redactor!;
    void Promise.all(
      command.map((job) =>
        checkOne(job.path, job.absolute, run.cwd, run.options, overrideSets, run.updateCommand, learner).then(
          (outcome) => ({ index: job.index, outcome }),
          (error: unknown) => ({ index: job.index, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
        ),
      ),
    ).then((files) => {
      const secrets = learner.secrets().filter((s) => !sent.has(s));
      for (const s of secrets) sent.add(s);
      port.postMessage(JSON.stringify({ files, secrets } satisfies Reply));
    });
  });
}

if (isCaptureWorker()) serve();
