import { readFileSync } from 'node:fs';
import { parseEmail } from '/work/main/backend/src/analysis/parsing';
(async () => {
  for (const f of process.argv.slice(2)) {
    const p = await parseEmail(readFileSync(f));
    const o = p.original;
    console.log('=====', f.split('/').pop(), p.language, '| from:', o.from.name, '<' + o.from.address + '>', '| subj:', o.subject);
    console.log('links:', o.links.slice(0, 6).map((l) => `${l.text?.slice(0, 30) ?? ''} -> ${l.href.slice(0, 70)}`).join(' || '));
    console.log(o.text.replace(/\s+/g, ' ').slice(0, 600));
  }
})();
