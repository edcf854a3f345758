import { FORMATS } from '../core/capture/formats.js';
import type { FormatName } from '../core/capture/reader.js';
import { REVISIONS, isRevision, parseRevisionChoice, type Revision, type RevisionChoice } from '../core/revisions.js';
import { didYouMean } from '../config/suggest.js';
import { UsageError } from './args.js';

export function parseRevision(value: string | undefined, flag = '--revision'): Revision | 'auto' | undefined {
  if (value === undefined) return undefined;
  if (value === 'auto' || isRevision(value)) return value;
  throw new UsageError(`${flag} must be auto or one of ${REVISIONS.join(', ')}, not ${JSON.stringify(value)}.${didYouMean(value, ['auto', ...REVISIONS])}`);
}

/** `--revision auto`, a dated revision, or a list (`2025-11-25,2026-07-28`, `all`): the first is the one held to. */
export function parseRevisionList(value: string | undefined, flag = '--revision'): RevisionChoice | undefined {
  if (value === undefined) return undefined;
  const choice = parseRevisionChoice(value);
  if ('error' in choice) {
    throw new UsageError(
      `${flag} must be auto, one of ${REVISIONS.join(', ')}, all, or a comma-separated list of them (the first is the one the capture is held to), not ${JSON.stringify(value)}: ${choice.error}.${didYouMean(choice.item, ['all', ...REVISIONS])}`,
    );
  }
  return choice;
}

export function parseCaptureFormat(value: string | undefined): FormatName | undefined {
  if (value === undefined) return undefined;
  const names = FORMATS.map((format) => format.name);
  if ((names as string[]).includes(value)) return value as FormatName;
  throw new UsageError(`--capture-format must be one of ${names.join(', ')}, not ${JSON.stringify(value)}.${didYouMean(value, names)}`);
}
