// The command lines of the JS bench scripts: `--name value` options taken
// out of argv, so that what remains is the scripts' positional arguments.
//
//   const argv = process.argv.slice(2);
//   const out = takeOption(argv, '--out', null);

// The value after `name` in argv (both removed), or `fallback` without it.
export function takeOption(argv, name, fallback) {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const value = argv[i + 1];
  argv.splice(i, 2);
  return value;
}
