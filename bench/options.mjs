// The bench scripts' command-line options: `--name value`, after `--` with npm.

/** A reader of `--name value` options in `args`: the value after the name, else the fallback. */
export function optionsOf(args) {
  return (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? fallback : args[at + 1];
  };
}
