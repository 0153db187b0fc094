/**
 * Reads a dictionary written as lines of `english: form form...` into a map from form to English word
 * (`-: forms` maps them to '', a function word). The first meaning listed wins: a form shared by two
 * entries keeps its first one. `keep` says which forms are long enough to mean one thing; `fold`
 * writes a form the way the text it is looked up in is written.
 */
export function buildDictionaryTable(text: string, keep: (form: string) => boolean, fold: (form: string) => string = (f) => f): Map<string, string> {
  const table = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const head = line.slice(0, colon).trim();
    const english = head === '-' ? '' : head;
    for (const raw of line.slice(colon + 1).trim().split(/\s+/)) {
      const form = fold(raw);
      if (keep(form) && !table.has(form)) table.set(form, english);
    }
  }
  return table;
}
