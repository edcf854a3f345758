import type { Severity } from '../core/findings/finding.js';

/** ANSI styling for text output: on only when the stream is a terminal and NO_COLOR is not set. */
export interface Style {
  enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  severity(severity: Severity, text?: string): string;
}

const wrap = (enabled: boolean, open: string, close: string) => (text: string) => (enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text);

export function createStyle(enabled: boolean): Style {
  const red = wrap(enabled, '31', '39');
  const yellow = wrap(enabled, '33', '39');
  const blue = wrap(enabled, '34', '39');
  return {
    enabled,
    bold: wrap(enabled, '1', '22'),
    dim: wrap(enabled, '2', '22'),
    severity: (severity, text = severity) => (severity === 'error' ? red(text) : severity === 'warning' ? yellow(text) : blue(text)),
  };
}

/**
 * Colours are used when writing to a terminal, never when NO_COLOR is set to anything non-empty
 * (no-color.org), and can be forced on or off with FORCE_COLOR (`0` / `false`: off) or --color / --no-color.
 */
export function colorWanted(isTty: boolean, env: NodeJS.ProcessEnv, flag?: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (flag !== undefined) return flag;
  // FORCE_COLOR=0 (or false) turns colours off even on a terminal, as chalk and ESLint read it.
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  if (env.FORCE_COLOR !== undefined) return true;
  return isTty;
}
