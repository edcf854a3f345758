// Module hooks that let a worker thread load the TypeScript sources (vitest transforms them in its
// own thread only): `.js` imports resolve to the `.ts` beside them, which rolldown's (oxc) transform strips of types.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'rolldown/experimental';

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && (specifier.startsWith('.') || specifier.startsWith('file:')) && context.parentURL?.startsWith('file:')) {
    const url = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true, format: 'module' };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.endsWith('.ts')) {
    const source = await readFile(fileURLToPath(url), 'utf8');
    const { code: outputText } = transformSync(fileURLToPath(url), source, { lang: 'ts' });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
  return next(url, context);
}
