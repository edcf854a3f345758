import { statSync } from 'node:fs';
import type { CliIo } from './io.js';

/** A run shorter than this shows no progress at all. */
const QUIET_MS = 1000;
const REDRAW_MS = 100;

/**
 * One progress line on standard error (files done / total, MB/s), only when standard error is
 * a terminal and the run lasts more than a second; erased when the run ends. The throughput is
 * the bytes of the files finished so far (by average size: files finish out of order) per second.
 */
export class Progress {
  private totalBytes = 0;
  private started = 0;
  private lastDraw = 0;
  private drawn = false;
  private readonly enabled: boolean;

  constructor(
    private readonly io: CliIo,
    wanted: boolean,
    private readonly now: () => number = Date.now,
  ) {
    this.enabled = wanted && io.stderrIsTty === true;
  }

  start(files: readonly string[]): void {
    this.started = this.now();
    if (!this.enabled) return;
    for (const file of files) {
      try {
        this.totalBytes += statSync(file).size;
      } catch {
        // The size only feeds the throughput figure.
      }
    }
  }

  update(done: number, total: number): void {
    if (!this.enabled || total === 0) return;
    const now = this.now();
    if (now - this.started < QUIET_MS || (now - this.lastDraw < REDRAW_MS && done < total)) return;
    this.lastDraw = now;
    const megabytes = (this.totalBytes * done) / total / 1e6;
    const rate = megabytes / ((now - this.started) / 1000);
    this.io.stderr(`\r\u001b[2Kchecked ${done}/${total} files, ${rate.toFixed(1)} MB/s`);
    this.drawn = true;
  }

  done(): void {
    if (this.drawn) this.io.stderr('\r\u001b[2K');
    this.drawn = false;
  }
}
