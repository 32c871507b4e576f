// Every file under a folder, at any depth, that `keep(name)` accepts; a
// folder for which `skip(path, name)` is true is not entered.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir, keep, skip = () => false) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip(path, entry.name)) out.push(...filesUnder(path, keep, skip));
    } else if (keep(entry.name)) out.push(path);
  }
  return out;
}
