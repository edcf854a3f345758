export * from './config.js';
export { closest, didYouMean, editDistance } from './suggest.js';
