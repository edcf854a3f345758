import { FORMATS } from '../core/capture/formats.js';
import type { FormatName } from '../core/capture/reader.js';
import { REVISIONS, isRevision, type Revision } from '../core/revisions.js';
import { didYouMean } from '../config/suggest.js';
import { UsageError } from './args.js';

export function parseRevision(value: string | undefined, flag = '--revision'): Revision | 'auto' | undefined {
  if (value === undefined) return undefined;
  if (value === 'auto' || isRevision(value)) return value;
  throw new UsageError(`${flag} must be auto or one of ${REVISIONS.join(', ')}, not ${JSON.stringify(value)}.${didYouMean(value, ['auto', ...REVISIONS])}`);
}

export function parseCaptureFormat(value: string | undefined): FormatName | undefined {
  if (value === undefined) return undefined;
  const names = FORMATS.map((format) => format.name);
  if ((names as string[]).includes(value)) return value as FormatName;
  throw new UsageError(`--capture-format must be one of ${names.join(', ')}, not ${JSON.stringify(value)}.${didYouMean(value, names)}`);
}

