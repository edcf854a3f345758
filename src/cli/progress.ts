import { statSync } from 'node:fs';
import type { CliIo } from './io.js';

/** A run shorter than this shows no progress at all. */
const QUIET_MS = 1000;
const REDRAW_MS = 100;

/**
 * One progress line on standard error (files done / total, MB/s), only when standard error is
 * a terminal and the run lasts more than a second; erased when the run ends.
 */
export class Progress {
  private total = 0;
  private done_ = 0;
  private bytes = 0;
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

  start(total: number): void {
    this.total = total;
    this.started = this.now();
  }

  tick(file: string): void {
    if (!this.enabled) return;
    this.done_ += 1;
    try {
      this.bytes += statSync(file).size;
    } catch {
      // The size only feeds the throughput figure.
    }
    const now = this.now();
    if (now - this.started < QUIET_MS || now - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = now;
    const seconds = (now - this.started) / 1000;
    const rate = this.bytes / 1e6 / seconds;
    this.io.stderr(`\r\u001b[2Kchecked ${this.done_}/${this.total} files, ${rate.toFixed(1)} MB/s`);
    this.drawn = true;
  }

  done(): void {
    if (this.drawn) this.io.stderr('\r\u001b[2K');
  }
}
