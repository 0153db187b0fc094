/**
 * One-off sanity check of the parser over a labelled corpus (not a test; the project never needs
 * the corpus). Usage, from backend/:
 *   TS_NODE_TRANSPILE_ONLY=1 node -r ts-node/register src/analysis/parsing/corpus-sanity.ts <corpus dir> [wrapped count]
 * Prints: how many files parse, typed failures, timing, forward styles seen on bare originals, and
 * for N originals wrapped by buildForward in every style, how often sender/subject/links survive.
 * Prints figures only, never message content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildForward, type ForwardClientStyle } from '../src/analysis/parsing/forward-builder';
import { parseEmail } from '../src/analysis/parsing/parse-email';

const STYLES: ForwardClientStyle[] = ['gmail', 'gmail-mobile', 'outlook', 'outlook-web', 'apple', 'yahoo', 'thunderbird', 'attached'];

function listFiles(root: string): string[] {
  return readFileSync(join(root, 'labels.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t')[0]);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

async function bareRun(root: string, files: string[]): Promise<void> {
  const times: number[] = [];
  const failures = new Map<string, number>();
  const styles = new Map<string, number>();
  let slowest = { ms: 0, file: '' };
  for (const file of files) {
    const raw = readFileSync(join(root, file));
    const start = process.hrtime.bigint();
    try {
      const parsed = await parseEmail(raw);
      const key = `${parsed.forwardStyle}${parsed.originalSeparated ? '' : ' (unseparated)'}`;
      styles.set(key, (styles.get(key) ?? 0) + 1);
    } catch (err) {
      const name = err instanceof Error ? err.name : 'unknown';
      failures.set(name, (failures.get(name) ?? 0) + 1);
    }
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    times.push(ms);
    if (ms > slowest.ms) slowest = { ms, file };
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  console.log(`bare: ${files.length - failed}/${files.length} parsed; failures ${JSON.stringify(Object.fromEntries(failures))}`);
  console.log(`bare: mean ${(total / files.length).toFixed(2)} ms, p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms, max ${slowest.ms.toFixed(1)} ms (${slowest.file}); ${(files.length / (total / 1000)).toFixed(0)} msg/s`);
  console.log(`bare: forward styles seen ${JSON.stringify(Object.fromEntries(styles))}`);
}

async function wrappedRun(root: string, files: string[], count: number): Promise<void> {
  const step = Math.max(1, Math.floor(files.length / count));
  const picked = files.filter((_, i) => i % step === 0).slice(0, count);
  const stats = new Map<string, { n: number; sender: number; subject: number; links: number; style: number }>();
  const date = new Date('2025-11-03T14:05:00Z');
  for (const file of picked) {
    const raw = readFileSync(join(root, file));
    let bare;
    try {
      // the reference is the file read as the bare original it is
      bare = await parseEmail(raw, { detectForwards: false });
    } catch {
      continue;
    }
    const bareLinks = new Set(bare.original.links.map((l) => l.href));
    for (const style of STYLES) {
      for (const language of ['en', 'fr'] as const) {
        const key = `${style}/${language}`;
        const s = stats.get(key) ?? { n: 0, sender: 0, subject: 0, links: 0, style: 0 };
        stats.set(key, s);
        s.n++;
        try {
          const wrapped = await buildForward(raw, {
            style, from: 'Jane Doe <jane@example.org>', to: 'check@scamcheck.test', language, date,
            note: language === 'fr' ? 'Bonjour, est-ce une arnaque ?' : 'Hi, is this real?',
          });
          const parsed = await parseEmail(wrapped);
          if (parsed.original.from.address.toLowerCase() === bare.original.from.address.toLowerCase()) s.sender++;
          if (parsed.original.subject.replace(/\s+/g, ' ').trim() === bare.original.subject.replace(/\s+/g, ' ').trim()) s.subject++;
          const got = new Set(parsed.original.links.map((l) => l.href));
          if ([...bareLinks].every((href) => got.has(href))) s.links++;
          if (parsed.forwardStyle === (style === 'gmail-mobile' ? 'gmail' : style === 'outlook-web' ? 'outlook' : style)) s.style++;
        } catch {
          // counted as a miss in every column
        }
      }
    }
  }
  for (const [key, s] of stats) {
    console.log(`wrapped ${key.padEnd(18)} n=${s.n} sender ${s.sender} subject ${s.subject} all-links ${s.links} style ${s.style}`);
  }
}

async function main(): Promise<void> {
  const [root, countArg] = process.argv.slice(2);
  if (!root) throw new Error('usage: corpus-sanity.ts <corpus dir> [wrapped count]');
  const files = listFiles(root);
  await bareRun(root, files);
  await wrappedRun(root, files, Number(countArg ?? 200));
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
