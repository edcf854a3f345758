import { Redactor } from '../core/secrets/index.js';

/**
 * Masking for what `explain` prints back (messages and headers people paste from real sessions):
 * the project's Redactor, taught the whole input before anything is printed, so a credential
 * seen once by its name is masked wherever it appears again.
 */
let redactor = new Redactor();

/** Starts masking for one input: learns its credentials line by line. Returns the redactor for the engine. */
export function beginMasking(input: string): Redactor {
  redactor = new Redactor();
  for (const line of input.split('\n')) redactor.scanLine(line);
  return redactor;
}

export function maskSecrets(text: string): string {
  return redactor.redact(text);
}
