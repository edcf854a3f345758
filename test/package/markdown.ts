// Just enough Markdown for the documentation tests: the fenced code blocks of a page (the recipes
// users copy) and the relative links a reader follows (to files that must ship with the package).

export interface FencedBlock {
  /** The info string's first word (`yaml`, `sh`, ...), '' when none. */
  lang: string;
  /** The block's text, without the fences and without the indentation of the opening fence. */
  text: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^( *)(`{3,}|~{3,})\s*([^\s`]*)/;

/** The line that closes a block opened by `fence`: the same character, at least as many, nothing after. */
const closingFence = (fence: string): RegExp => new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);

/** Every fenced code block of a Markdown text, including blocks indented inside list items. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const closing = closingFence(fence);
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length && !closing.test(lines[end]); end++) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
    }
    blocks.push({ lang: lang.toLowerCase(), text: body.join('\n'), line: index + 1 });
    index = end;
  }
  return blocks;
}

/** The text outside fenced blocks and code spans: where a `[text](target)` is a link. */
function prose(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const kept: string[] = [];
  let fence: RegExp | undefined;
  for (const line of lines) {
    if (fence) {
      if (fence.test(line)) fence = undefined;
      kept.push('');
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = closingFence(open[2]);
      kept.push('');
      continue;
    }
    kept.push(line.replace(/(`+)[^`][\s\S]*?\1/g, ''));
  }
  return kept.join('\n');
}

/**
 * The link and image targets of a Markdown text that are paths in the same repository (no scheme,
 * not a bare `#anchor`), with their anchor and query removed and percent-escapes decoded.
 */
export function relativeLinks(markdown: string): string[] {
  const text = prose(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+[^)]*)?\)/g)].map((match) => match[1]),
    ...[...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$/gm)].map((match) => match[1]),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//'))
    .map((target) => decodeURI(target.replace(/[#?].*$/, '')))
    .filter((target) => target !== '');
}
