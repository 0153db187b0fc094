/**
 * The files `analyze` reads. A file named on the command line is always read; inside a folder, the
 * notes and code that often sit beside saved emails (README, MANIFEST, .md, .tsv, .csv, .json, .ts,
 * .js) are skipped, so they are not reported or analysed as emails.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const MAX_FILES = 100_000;

const NOT_EMAIL = /^(?:readme|manifest)\b|\.(?:md|tsv|csv|json|[cm]?[jt]s)$/i;

export function listEmailFiles(target: string, out: string[] = [], named = true): string[] {
  const st = statSync(target);
  if (st.isDirectory()) {
    for (const name of readdirSync(target).sort()) {
      if (name.startsWith('.')) continue;
      listEmailFiles(join(target, name), out, false);
      if (out.length >= MAX_FILES) break;
    }
  } else if (st.isFile() && (named || !NOT_EMAIL.test(basename(target)))) {
    out.push(target);
  }
  return out;
}
