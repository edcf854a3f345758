import { isCaptureWorker } from '../app/workers.js';
import { run } from './main.js';

// In a worker thread this bundle is loaded to check files (src/app/workers.ts), not to run the Action.
if (!isCaptureWorker()) void run();
