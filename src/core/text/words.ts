/**
 * The small grammar every message and report shares: the article before a name, the plural of a
 * count, and a list cut short. Names (InitializeResult, URL, MCP) take the article of how a reader
 * says them aloud.
 */

/** Letters that, said as a letter, begin with a vowel sound: "an F", "an MCP", "an SSE", "an HTTP". */
const VOWEL_SOUND_LETTERS = new Set(['a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r', 's', 'x']);

/** Words spelt with a vowel that begin with a consonant sound ("a URL" aside: "a user", "a unique", "a one-line"). */
const CONSONANT_SOUND_PREFIXES = /^(?:uni(?!nit|ndent|nform|nstall|nterest|ntend|ntelligib)|use|usa|usu|ura|ure|uri|uro|ut[ei]|eu|ewe|one(?!r)|once|ubiq|ufo)/i;

/** Words spelt with a consonant that begin with a vowel sound ("an hour", "an honest"). */
const VOWEL_SOUND_WORDS = /^(?:hour|honest|honou?r|heir)/i;

/** Capitals said as a word, not letter by letter: "a JSON value", "a YAML file", "a SARIF log". */
const ACRONYMS_READ_AS_WORDS = new Set(['JSON', 'YAML', 'UUID', 'AJAX', 'ASCII', 'REST', 'SARIF', 'HAR', 'CORS', 'NASA']);

/** Acronyms longer than this are read as words. */
const MAX_SPELLED_ACRONYM = 5;

/** `a` or `an`, for the word (or name, or number) that follows it. */
export function article(following: string): 'a' | 'an' {
  const word = following.replace(/^[\s"'`([{<*_]+/, '');
  // Numbers by their first spoken word: an 8, an 11-byte, an 18, an 80; a 1, a 100.
  const digits = /^\d[\d,]*/.exec(word)?.[0].replace(/,/g, '');
  if (digits !== undefined) return numberTakesAn(digits) ? 'an' : 'a';
  const letters = /^[A-Za-z]+/.exec(word)?.[0];
  if (letters === undefined) return 'a';
  const spelled = spelledOut(letters);
  if (spelled !== undefined) return VOWEL_SOUND_LETTERS.has(spelled[0].toLowerCase()) ? 'an' : 'a';
  if (VOWEL_SOUND_WORDS.test(letters)) return 'an';
  if (CONSONANT_SOUND_PREFIXES.test(letters)) return 'a';
  return /^[aeiou]/i.test(letters) ? 'an' : 'a';
}

/** `an InitializeResult`, `a URL`, `an MCP server`: the phrase with its article. */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/**
 * The letters said one by one at the start of a word, if any: a lone letter (`x`, `F`), a short
 * acronym (`URL`, `MCP`), or the acronym opening a name (`URLElicitationRequiredError`, `HTTPError`).
 */
function spelledOut(letters: string): string | undefined {
  if (letters.length === 1) return letters;
  const acronym = letters === letters.toUpperCase() ? letters : /^[A-Z]{2,}(?=[A-Z][a-z])/.exec(letters)?.[0];
  if (acronym === undefined || ACRONYMS_READ_AS_WORDS.has(acronym) || acronym.length > MAX_SPELLED_ACRONYM) return undefined;
  return acronym;
}

/** An 8, an 11, an 18, an 80, an 800: the numbers said with a leading vowel sound. */
function numberTakesAn(digits: string): boolean {
  if (digits.startsWith('8')) return true;
  // 11 and 18, and 11,000 or 18,000,000 (eleven thousand): the leading group of one to three digits.
  const lead = digits.length % 3 === 0 ? digits.slice(0, 3) : digits.slice(0, digits.length % 3);
  return lead === '11' || lead === '18';
}

/**
 * `1 capture`, `2 captures`, `0 errors`, `1 info`: the count with its noun. Nouns whose plural is
 * not the noun with `s` give it (`plural(n, 'match', 'matches')`); `info` and other mass nouns
 * stay as they are.
 */
export function plural(count: number, noun: string, pluralForm?: string): string {
  return `${count} ${count === 1 ? noun : (pluralForm ?? pluralOf(noun))}`;
}

/** Mass nouns counted without a plural ("3 info"). */
const UNCOUNTED = new Set(['info', 'metadata', 'data']);

/** The plural of a noun, or of the last word of a noun phrase (`expectation file` -> `expectation files`). */
export function pluralOf(noun: string): string {
  const match = /([A-Za-z]+)$/.exec(noun);
  if (!match) return noun;
  const last = match[1];
  if (UNCOUNTED.has(last.toLowerCase())) return noun;
  const head = noun.slice(0, noun.length - last.length);
  if (/(?:s|x|z|ch|sh)$/i.test(last)) return `${head}${last}es`;
  if (/[^aeiou]y$/i.test(last)) return `${head}${last.slice(0, -1)}ies`;
  return `${head}${last}s`;
}

/**
 * The first `shown` items, joined with `, `, then `and N more` for the rest: `"a", "b" and 3 more`.
 * With no items, `none` (or the empty string).
 */
export function listWithMore(items: readonly string[], shown: number, none = ''): string {
  if (items.length === 0) return none;
  if (items.length <= shown) return items.join(', ');
  return `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
}
