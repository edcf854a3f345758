import type { Revision } from '../revisions.js';
import type { RevisionModel } from './model.js';

const cache = new Map<Revision, RevisionModel>();

/**
 * The protocol model of a revision. PLACEHOLDER until the per-revision model lands: an empty
 * model (no methods known, batches only in 2025-03-26).
 */
export function getModel(revision: Revision): RevisionModel {
  let model = cache.get(revision);
  if (!model) {
    model = { revision, methods: new Map(), errorCodes: new Map(), batches: revision === '2025-03-26' };
    cache.set(revision, model);
  }
  return model;
}
