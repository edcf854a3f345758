// Where the tool may read, write and delete. Captures, their names, expectation files and the config
// come from pull requests: a committed symbolic link (`a.jsonl.expected.yaml -> ~/.bashrc`, a folder
// `expected -> /home/runner`) must not carry a read, a write or a delete out of the working directory.
import { randomBytes } from 'node:crypto';
import { lstatSync, realpathSync, type Stats } from 'node:fs';
import { lstat, mkdir, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A write or delete refused because it would leave the working directory or go through a link. */
export class UnsafePathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafePathError';
  }
}

/** Whether `path` is `root` or below it (both absolute; no link is resolved here). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

const realRoots = new Map<string, string>();

/** The real path of a working directory, remembered (every capture of a run asks for it). */
export function realRootOf(cwd: string): string {
  let root = realRoots.get(cwd);
  if (root === undefined) {
    root = realpathSync.native(cwd);
    realRoots.set(cwd, root);
  }
  return root;
}

/** What a file that is not a regular file is, in words, for a message ("a FIFO (named pipe)"). */
export function describeSpecialFile(info: Stats): string {
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isDirectory()) return 'a directory';
  if (info.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/**
 * Why an existing file next to the captures cannot be read as one of this tool's own files (an
 * expectation file): a link, a special file, or a real folder outside `root`. Undefined when the
 * file is absent (`exists: false`) or fine. Synchronous: it runs once per capture, and most have none.
 */
export function inspectOwnFile(root: string, path: string): { exists: boolean; problem?: string } {
  const info = lstatSync(path, { throwIfNoEntry: false });
  if (!info) return { exists: false };
  if (info.isSymbolicLink()) return { exists: true, problem: 'it is a symbolic link, and this tool never reads or writes through one' };
  if (!info.isFile()) return { exists: true, problem: `it is ${describeSpecialFile(info)}, not a regular file` };
  let folder: string;
  try {
    folder = realpathSync.native(dirname(path));
  } catch (error) {
    return { exists: true, problem: `its folder cannot be resolved (${(error as Error).message})` };
  }
  if (!isInside(root, folder)) return { exists: true, problem: `its folder is outside the working directory (a link leads to ${folder})` };
  return { exists: true };
}

/**
 * The real folder a new file at `target` would land in, creating the missing folders; refused when
 * it is (or a link carries it) outside `root`. The nearest existing ancestor is resolved first, so
 * `mkdir` never creates folders through a link that leads out.
 */
async function realFolderInside(root: string, target: string, shown: string): Promise<string> {
  const folder = dirname(target);
  let existing = folder;
  while (!(await stat(existing).catch(() => undefined))) {
    const up = dirname(existing);
    if (up === existing) break;
    existing = up;
  }
  const realExisting = await realpath(existing);
  if (!isInside(root, realExisting)) throw new UnsafePathError(`${shown}: its folder is outside the working directory (${realExisting}); nothing was written.`);
  if (existing !== folder) await mkdir(join(realExisting, relative(existing, folder)), { recursive: true });
  const real = await realpath(folder);
  if (!isInside(root, real)) throw new UnsafePathError(`${shown}: its folder is outside the working directory (${real}); nothing was written.`);
  return real;
}

export interface SafeWriteOptions {
  /** How the file is named in messages (relative to the working directory). */
  shown?: string;
  /**
   * A target named outside `root` (an absolute output path on the command line, chosen by whoever
   * runs the tool, not by a pull request) is written where it is named; links are still refused.
   */
  allowOutside?: boolean;
  /** The working directory as given (it may differ from `root`, its real path, through a link). */
  cwd?: string;
}

/**
 * Writes `text` to `target` only inside `root` once links are resolved, never through a link: the
 * text goes to a new temporary file in the same folder, renamed over the target (a rename replaces
 * a link that appears meanwhile rather than writing through it). Throws UnsafePathError when refused.
 */
export async function writeFileInside(root: string, target: string, text: string, options: SafeWriteOptions = {}): Promise<void> {
  const shown = options.shown ?? target;
  const named = isInside(root, target) || (options.cwd !== undefined && isInside(resolve(options.cwd), target));
  if (!named && !options.allowOutside) throw new UnsafePathError(`${shown}: outside the working directory ${root}; nothing was written.`);
  const folder = named ? await realFolderInside(root, target, shown) : await mkdir(dirname(target), { recursive: true }).then(() => realpath(dirname(target)));
  const final = join(folder, basename(target));
  const info = await lstat(final).catch(() => undefined);
  if (info?.isSymbolicLink()) throw new UnsafePathError(`${shown}: it is a symbolic link, and this tool never writes through one; nothing was written.`);
  if (info && !info.isFile()) throw new UnsafePathError(`${shown}: it is ${describeSpecialFile(info)}, not a regular file; nothing was written.`);
  const temporary = join(folder, `.${basename(target)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    // `wx`: fails rather than follow anything already at the temporary name.
    await writeFile(temporary, text, { flag: 'wx' });
    await rename(temporary, final);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes `target` only when it is a regular file inside `root` once its folder's links are
 * resolved; a link is never followed (nor deleted). Throws UnsafePathError when refused.
 */
export async function unlinkInside(root: string, target: string, shown = target): Promise<void> {
  const folder = await realpath(dirname(target));
  if (!isInside(root, folder)) throw new UnsafePathError(`${shown}: its folder is outside the working directory (${folder}); nothing was deleted.`);
  const final = join(folder, basename(target));
  const info = await lstat(final);
  if (info.isSymbolicLink()) throw new UnsafePathError(`${shown}: it is a symbolic link, and this tool never deletes through one; nothing was deleted.`);
  if (!info.isFile()) throw new UnsafePathError(`${shown}: it is ${describeSpecialFile(info)}, not a regular file; nothing was deleted.`);
  await unlink(final);
}

/**
 * Writes a report the user asked for (`--output`, `sarif-file`, `report-file`, `html-report`, a
 * shard's report) at `file`, relative to `cwd`: a relative path must stay inside `cwd` once links
 * are resolved (a committed `out -> /home/runner` link cannot carry it out), an absolute one is
 * where the command line or the workflow chose to put it (`${{ runner.temp }}`), and the file
 * itself is never a link (writeFileInside).
 */
export async function writeReportFile(cwd: string, file: string, text: string): Promise<void> {
  const root = await realpath(cwd);
  await writeFileInside(root, resolve(cwd, file), text, { shown: file, cwd, allowOutside: isAbsolute(file) });
}

/**
 * Why a file this tool was told to read (the config file, a shard report to merge) must not be
 * read: once links are resolved it is outside `root` (the working directory's real path), or it is
 * not a regular file (a FIFO would block the read). Undefined when it may be read, or does not
 * exist (the read then says so). A config can be committed in a pull request as a link to
 * `~/.npmrc`, and a config error quotes the file's lines.
 */
export async function refusalToRead(root: string, path: string): Promise<string | undefined> {
  const absolute = resolve(path);
  const real = await realpath(absolute).catch(() => undefined);
  if (real === undefined) return undefined;
  if (!isInside(root, real)) {
    return real === absolute ? `it is outside the working directory ${root}` : `it leads outside the working directory ${root} through a link (to ${real})`;
  }
  const info = await stat(real);
  return info.isFile() ? undefined : `it is ${describeSpecialFile(info)}, not a regular file`;
}
