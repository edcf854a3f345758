/**
 * Secrets never leave the capture: recognise credentials by name and by shape, remember the ones
 * a run has seen, and mask them in everything the run prints.
 */
export { looksRandom, shannonEntropy } from './entropy.js';
export { scanFrame, redactResult } from './frame.js';
export { maskSecret } from './mask.js';
export { worthRegistering } from './register.js';
export { SECRET_NAMES, SecretNames } from './names.js';
export { Redactor, type SecretsConfig } from './redactor.js';
