// Splitting a corpus across machines: which shard checks which capture.
import { createHash } from 'node:crypto';
import { RULES } from '../core/rules/index.js';

/** Shard `index` (1-based) of `count`. */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Reads `i/n` (1 <= i <= n); undefined with the reason when it is not one. */
export function parseShard(text: string): ShardSpec | { error: string } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return { error: `a shard is written i/n (this job's number, 1 to n, and the number of shards), not ${JSON.stringify(text)}` };
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index < 1 || index > count) return { error: `shard ${text} does not exist: i/n needs 1 <= i <= n` };
  return { index, count };
}

export function shardName(shard: ShardSpec): string {
  return `${shard.index}/${shard.count}`;
}

function score(path: string, shard: number): bigint {
  return createHash('sha256').update(`${shard}\0${path}`).digest().readBigUInt64BE(0);
}

/**
 * The shard (1-based) that checks a capture, from its repository-relative path alone (rendezvous
 * hashing): adding or removing files never moves another one, and going from n to n+1 shards moves
 * only about 1/(n+1) of the files.
 */
export function shardOf(path: string, count: number): number {
  let best = 1;
  let bestScore = -1n;
  for (let shard = 1; shard <= count; shard++) {
    const s = score(path, shard);
    if (s > bestScore) {
      best = shard;
      bestScore = s;
    }
  }
  return best;
}

let rulesetCache: string | undefined;

/**
 * A fingerprint of the rule catalog (ids, severities, revisions): two shards whose reports carry the
 * same one ran the same rules, so their findings can be merged.
 */
export function rulesetVersion(): string {
  rulesetCache ??= createHash('sha256')
    .update(JSON.stringify(RULES.map((rule) => [rule.meta.id, rule.meta.family, rule.meta.severity, rule.meta.revisions])))
    .digest('hex')
    .slice(0, 16);
  return rulesetCache;
}
