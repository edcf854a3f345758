/**
 * Secrets never leave the capture: recognise credentials by name and by shape, remember the ones
 * a run has seen, and mask them in everything the run prints.
 */
export { looksRandom, shannonEntropy } from './entropy.js';
export { scanFrame, redactResult, type RedactableResult } from './frame.js';
export { maskSecret, MASK } from './mask.js';
export { redactStrings, type RedactText } from './output.js';
export { worthRegistering } from './register.js';
export { normalizeName, SecretNames, SECRET_NAMES, SECRET_NAME_ENDINGS } from './names.js';
export { Redactor, MIN_LEARNED_LENGTH, type SecretsConfig } from './redactor.js';
export { SECRET_SHAPES, type SecretShape } from './shapes.js';
