/**
 * `npm run eval -- CORPUS_DIR [--part test|train] [--styles bare,gmail,outlook,attached]
 *                 [--no-spamassassin] [--limit N] [--misses FILE]`
 * `npm run eval -- --fixtures DIR [--styles ...] [--list] [--model FILE]`: the project's own modern emails (fixture-eval.ts).
 * Scores the corpus part bare and wrapped in forwards (as families send them), prints figures per
 * source and per language, a reliability table, speed, the time split and leave-one-source-out
 * evaluations (held-out-eval.ts; `--no-held-out` skips them), and SpamAssassin's figures on the same bare files.
 * --misses (train part only: never tune on test files) writes the misclassified files for study.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { analyzeDetailed } from '../src/analysis/analyze';
import { readModelFile } from '../src/analysis/model/scam-model';
import type { ParsedMessage, RiskLevel } from '../src/analysis/analysis.types';
import { parseEmail } from '../src/analysis/parsing';
import { numberArg, parseArgs, runCommand, userPath } from '../src/cli/cli-args';
import { type CorpusEntry, holdoutHalf, isScamLabel, readCorpus, timeSplit } from './corpus';
import { asStyle, type EvalStyle } from './eval-style';
import { evalFixtures } from './fixture-eval';
import { evalHeldOut } from './held-out-eval';
import { SpamAssassinRunner, spamAssassinAvailable, type SpamAssassinScore } from './spamassassin';

const USAGE = [
  'usage: npm run eval -- CORPUS_DIR [--part test|train] [--styles bare,gmail,outlook,attached] [--no-spamassassin] [--limit N]',
  '         [--model FILE] [--source NAME] (score one source only: leave-one-source-out with a model trained --exclude-source NAME)',
  '         [--newest 0.2] (score the newest fifth of each source: the time split, with a model trained --oldest 0.8)',
  '         [--no-held-out] [--retrain-held-out] (the time split and leave-one-source-out, printed after the test part)',
  '       npm run eval -- --fixtures DIR [--styles ...] [--list] [--model FILE]   (DIR/legit and DIR/scam, e.g. backend/test/fixtures/analysis)',
].join('\n');

interface Tally {
  n: number;
  caught: number;
  dangerous: number;
  safe: number;
}

const emptyTally = (): Tally => ({ n: 0, caught: 0, dangerous: 0, safe: 0 });

function add(map: Map<string, Tally>, key: string, level: RiskLevel): void {
  const t = map.get(key) ?? emptyTally();
  t.n += 1;
  if (level !== 'safe') t.caught += 1;
  if (level === 'dangerous') t.dangerous += 1;
  if (level === 'safe') t.safe += 1;
  map.set(key, t);
}

const pct = (a: number, n: number): string => (n === 0 ? '   -  ' : `${((100 * a) / n).toFixed(1).padStart(5)}%`);

function printTable(title: string, rows: Map<string, Tally>, isScam: (key: string) => boolean): void {
  process.stdout.write(`  ${title}\n`);
  process.stdout.write(`    ${'group'.padEnd(34)} ${'n'.padStart(5)}  caught  danger  | ham: danger    safe\n`);
  for (const [key, t] of [...rows.entries()].sort()) {
    const scam = isScam(key);
    process.stdout.write(
      `    ${key.padEnd(34)} ${String(t.n).padStart(5)}  ${scam ? pct(t.caught, t.n) : '   -  '}  ${scam ? pct(t.dangerous, t.n) : '   -  '}  |      ${scam ? '   -  ' : pct(t.dangerous, t.n)}  ${scam ? '   -  ' : pct(t.safe, t.n)}\n`,
    );
  }
}

/** The product targets, per style: a quick pass/fail view above the detailed tables. */
function printTargets(byLabel: Map<string, Tally>, styles: EvalStyle[]): void {
  const rate = (t: Tally | undefined, f: (x: Tally) => number): number => (t && t.n > 0 ? (100 * f(t)) / t.n : NaN);
  process.stdout.write('  Targets: scams caught >= 97%, phishing dangerous >= 85%, ham dangerous <= 0.3%, ham safe >= 98%\n');
  for (const style of styles) {
    const ph = byLabel.get(`${style} phishing`);
    const sp = byLabel.get(`${style} spam`);
    const ham = byLabel.get(`${style} ham`);
    const scams: Tally = { n: (ph?.n ?? 0) + (sp?.n ?? 0), caught: (ph?.caught ?? 0) + (sp?.caught ?? 0), dangerous: 0, safe: 0 };
    const checks: [string, number, boolean][] = [
      ['scams caught', rate(scams, (t) => t.caught), rate(scams, (t) => t.caught) >= 97],
      ['phishing dangerous', rate(ph, (t) => t.dangerous), rate(ph, (t) => t.dangerous) >= 85],
      ['ham dangerous', rate(ham, (t) => t.dangerous), rate(ham, (t) => t.dangerous) <= 0.3],
      ['ham safe', rate(ham, (t) => t.safe), rate(ham, (t) => t.safe) >= 98],
    ];
    process.stdout.write(`    ${style.padEnd(9)} ${checks.map(([n, v, ok]) => `${n} ${Number.isNaN(v) ? '-' : v.toFixed(1)}% ${ok ? 'ok' : 'MISS'}`).join(' | ')}\n`);
  }
}

/** One verdict with its stated confidence, and whether it was right (ham SAFE; a scam CAUTION or SCAM). */
interface Judged {
  confidence: number;
  level: RiskLevel;
  right: boolean;
}

const CONFIDENCE_BINS = [0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];

/** Verdicts grouped by the confidence they state, beside how often they were right: calibrated when the two agree. */
export function printReliability(judged: Judged[]): void {
  process.stdout.write('  Reliability (stated confidence vs how often right; right = ham SAFE, scam CAUTION or SCAM)\n');
  process.stdout.write(`    ${'verdict'.padEnd(11)} ${'confidence'.padEnd(11)} ${'n'.padStart(6)}  stated   right\n`);
  for (const level of ['safe', 'suspicious', 'dangerous'] as const) {
    for (let b = 0; b < CONFIDENCE_BINS.length - 1; b += 1) {
      const lo = CONFIDENCE_BINS[b];
      const hi = CONFIDENCE_BINS[b + 1];
      const group = judged.filter((j) => j.level === level && j.confidence >= lo && j.confidence < hi);
      if (group.length === 0) continue;
      const stated = group.reduce((a, j) => a + j.confidence, 0) / group.length;
      const right = group.filter((j) => j.right).length / group.length;
      process.stdout.write(`    ${level.padEnd(11)} ${`${lo.toFixed(2)}-${Math.min(1, hi).toFixed(2)}`.padEnd(11)} ${String(group.length).padStart(6)}  ${(100 * stated).toFixed(1).padStart(5)}%  ${(100 * right).toFixed(1).padStart(5)}%\n`);
    }
  }
}

/** `n` entries spread evenly over the list sorted by file size, the smallest and the largest among them. */
function warmUpEntries(entries: CorpusEntry[], n: number): CorpusEntry[] {
  const bySize = entries.map((e) => ({ e, size: statSync(e.path).size })).sort((a, b) => a.size - b.size);
  if (bySize.length <= n) return bySize.map((x) => x.e);
  return Array.from({ length: n }, (_, i) => bySize[Math.round((i * (bySize.length - 1)) / (n - 1))].e);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['part', 'styles', 'limit', 'misses', 'dump', 'model', 'holdout', 'fixtures', 'source', 'newest']);
  const styles = (args.values.get('styles') ?? 'bare,gmail,outlook,attached').split(',') as EvalStyle[];
  const modelFile = args.values.get('model');
  const model = modelFile ? readModelFile(userPath(modelFile)) : undefined;
  if (model === null) {
    process.stderr.write(`${modelFile} does not fit the features this code computes: retrain it with npm run train.\n`);
    return 2;
  }
  const fixtures = args.values.get('fixtures');
  if (fixtures) {
    await evalFixtures(userPath(fixtures), styles, args.flags.has('list'), model);
    return 0;
  }
  const dir = args.positional[0];
  if (!dir) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const part = args.values.get('part') ?? 'test';
  const missesFile = args.values.get('misses');
  const dumpFile = args.values.get('dump');
  const dump: string[] = [];
  if ((missesFile || dumpFile) && part !== 'train') {
    process.stderr.write('--misses and --dump are only allowed on the train part (never study or tune on test files).\n');
    return 2;
  }
  let entries: CorpusEntry[] = readCorpus(userPath(dir)).filter((e) => e.part === part);
  if (args.values.has('holdout')) entries = holdoutHalf(entries, numberArg(args, 'holdout', 0));
  const source = args.values.get('source');
  if (source) entries = entries.filter((e) => e.source === source);
  if (args.values.has('newest')) entries = timeSplit(entries, numberArg(args, 'newest', 0.2), true);
  const limit = numberArg(args, 'limit', 0);
  if (limit > 0) {
    // A deterministic spread over the whole list, not the first N (which would be one source).
    const step = entries.length / limit;
    entries = Array.from({ length: Math.min(limit, entries.length) }, (_, i) => entries[Math.floor(i * step)]);
  }
  const withSa = !args.flags.has('no-spamassassin') && styles.includes('bare');
  process.stdout.write(`ScamCheck eval: ${entries.length} messages of the ${part} part, styles ${styles.join(', ')}\n`);

  const bySource = new Map<string, Tally>();
  const byLanguage = new Map<string, Tally>();
  const byLabel = new Map<string, Tally>();
  const misses: string[] = [];
  let analyzeNs = 0n;
  let totalNs = 0n;
  let runs = 0;
  let slowest = { ms: 0, file: '' };
  let slowestTotal = { ms: 0, file: '' };
  let errors = 0;

  // Warm-up (untimed): the first calls compile regexes and JIT the engine; the figures are for steady state.
  // The messages are spread over every size, the largest included: V8 compiles a regex to machine code
  // the first time it runs on a long text, a one-off cost a running server has paid long before.
  for (const e of warmUpEntries(entries, 30)) {
    try {
      analyzeDetailed(await parseEmail(readFileSync(e.path), { detectForwards: false }), undefined, { model });
    } catch {
      // counted in the main loop
    }
  }
  const analyzeTimes: number[] = [];
  // CPU time as well as wall time: on a shared machine wall time also measures the neighbours.
  const cpuTimes: number[] = [];
  let slowestCpu = { ms: 0, file: '' };
  const reliability: Judged[] = [];

  for (let i = 0; i < entries.length; i += 1) {
    const e = entries[i];
    const raw = readFileSync(e.path);
    let bareLanguage = 'other';
    for (const style of styles) {
      try {
        const input = await asStyle(raw, style, i);
        const t0 = process.hrtime.bigint();
        // A corpus file is the original as received: some scams carry fake forwarded blocks of their own.
        const parsed: ParsedMessage = await parseEmail(input, { detectForwards: style !== 'bare' });
        const t1 = process.hrtime.bigint();
        const c1 = process.cpuUsage();
        const detail = analyzeDetailed(parsed, undefined, { model });
        const cpu = process.cpuUsage(c1);
        const t2 = process.hrtime.bigint();
        const cpuMs = (cpu.user + cpu.system) / 1000;
        cpuTimes.push(cpuMs);
        if (cpuMs > slowestCpu.ms) slowestCpu = { ms: cpuMs, file: `${e.file} (${style})` };
        analyzeNs += t2 - t1;
        totalNs += t2 - t0;
        runs += 1;
        const ms = Number(t2 - t1) / 1e6;
        analyzeTimes.push(ms);
        const totalMs = Number(t2 - t0) / 1e6;
        if (ms > slowest.ms) slowest = { ms, file: `${e.file} (${style})` };
        if (totalMs > slowestTotal.ms) slowestTotal = { ms: totalMs, file: `${e.file} (${style})` };
        if (style === 'bare') bareLanguage = parsed.language;
        const lang = style === 'bare' ? parsed.language : bareLanguage;
        const level = detail.result.riskLevel;
        reliability.push({ confidence: detail.result.confidence, level, right: isScamLabel(e.label) ? level !== 'safe' : level === 'safe' });
        add(bySource, `${style} ${e.source}`, level);
        add(byLanguage, `${style} ${e.label}/${lang}`, level);
        add(byLabel, `${style} ${e.label}`, level);
        const wrong = isScamLabel(e.label) ? level === 'safe' || (e.label === 'phishing' && level !== 'dangerous') : level !== 'safe';
        if (dumpFile) {
          dump.push(JSON.stringify({ file: e.file, label: e.label, source: e.source, style, lang, level, confidence: detail.result.confidence, row: detail.decision.row, asks: detail.asks.map((a) => a.id), proof: detail.proof.level, deception: detail.deception.level, dids: detail.deception.ids, evidence: detail.decision.capped || detail.decision.raised, score: Math.round(detail.score * 100) / 100, p: detail.modelProbability, dict: detail.throughDictionary, findings: detail.findings.map((f) => [f.detector, f.weight]), x: detail.features.map((v) => Math.round(v * 1000) / 1000) }));
        }
        if (missesFile && wrong) {
          const top = [...detail.findings].sort((a, b) => b.weight - a.weight).slice(0, 6).map((f) => `${f.detector}:${f.weight.toFixed(1)}`);
          misses.push([e.file, e.label, style, level, detail.score.toFixed(2), detail.modelProbability?.toFixed(2) ?? '-', top.join(' ')].join('\t'));
        }
      } catch (err) {
        errors += 1;
        add(bySource, `${style} ${e.source} (errors)`, 'safe');
        if (errors <= 5) process.stderr.write(`${e.file} (${style}): ${err instanceof Error ? err.message : String(err)}\n`);
      }
    }
    if ((i + 1) % 500 === 0) process.stderr.write(`  ${i + 1}/${entries.length}\n`);
  }

  printTable('By label (caught = suspicious or dangerous)', byLabel, (k) => !k.endsWith(' ham'));
  printTargets(byLabel, styles);
  printReliability(reliability);
  printTable('By source', bySource, (k) => !k.includes('_ham'));
  printTable('By label and language of the original', byLanguage, (k) => !k.includes(' ham/'));
  const perSec = runs > 0 ? (runs * 1e9) / Number(analyzeNs) : 0;
  const perSecTotal = runs > 0 ? (runs * 1e9) / Number(totalNs) : 0;
  process.stdout.write(`  Speed (one core): analyze ${perSec.toFixed(0)} msg/s, parse+analyze ${perSecTotal.toFixed(0)} msg/s over ${runs} runs; errors ${errors}\n`);
  const sorted = [...analyzeTimes].sort((a, b) => a - b);
  const pctl = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  process.stdout.write(`  Analyze wall time per message: median ${pctl(0.5).toFixed(2)} ms, p99 ${pctl(0.99).toFixed(2)} ms, over 50 ms: ${sorted.filter((t) => t > 50).length}\n`);
  const cpuSorted = [...cpuTimes].sort((a, b) => a - b);
  const cpuTotal = cpuTimes.reduce((a, b) => a + b, 0);
  const cpct = (q: number): number => cpuSorted[Math.min(cpuSorted.length - 1, Math.floor(q * cpuSorted.length))] ?? 0;
  process.stdout.write(
    `  Analyze CPU time: ${cpuTotal > 0 ? ((1000 * cpuTimes.length) / cpuTotal).toFixed(0) : '-'} msg/s per core, median ${cpct(0.5).toFixed(2)} ms, p99 ${cpct(0.99).toFixed(2)} ms, max ${slowestCpu.ms.toFixed(1)} ms (${slowestCpu.file}), over 50 ms: ${cpuSorted.filter((t) => t > 50).length}\n`,
  );
  process.stdout.write(`  Slowest analyze: ${slowest.ms.toFixed(1)} ms (${slowest.file}); slowest parse+analyze: ${slowestTotal.ms.toFixed(1)} ms (${slowestTotal.file})\n`);
  if (dumpFile) writeFileSync(userPath(dumpFile), `${dump.join('\n')}\n`);
  if (missesFile) {
    writeFileSync(userPath(missesFile), `${misses.join('\n')}\n`);
    process.stdout.write(`  ${misses.length} misses written to ${missesFile}\n`);
  }

  // The whole test part: also the evaluations with models trained without what they score.
  const wholeTestPart = part === 'test' && !source && !args.values.has('newest') && !args.values.has('holdout') && limit === 0 && !modelFile;
  if (wholeTestPart && !args.flags.has('no-held-out')) await evalHeldOut(readCorpus(userPath(dir)), styles, args.flags.has('retrain-held-out'));

  if (withSa) {
    if (!spamAssassinAvailable()) {
      process.stdout.write('  SpamAssassin: not installed, skipped\n');
    } else {
      await runSpamAssassin(entries);
    }
  }
  return 0;
}

async function runSpamAssassin(entries: CorpusEntry[]): Promise<void> {
  const runner = new SpamAssassinRunner();
  const results = new Map<string, SpamAssassinScore | null>();
  try {
    await runner.start();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < entries.length) {
        const e = entries[next];
        next += 1;
        results.set(e.file, await runner.score(readFileSync(e.path)));
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    runner.stop();
  }
  const rows = new Map<string, Tally>();
  for (const e of entries) {
    const r = results.get(e.file);
    if (!r) continue;
    // SpamAssassin's spam verdict (score >= its threshold, 5) is compared with our "dangerous", and half
    // the threshold with our "suspicious".
    const level: RiskLevel = r.score >= r.threshold ? 'dangerous' : r.score >= r.threshold / 2 ? 'suspicious' : 'safe';
    add(rows, `spamassassin ${e.label}`, level);
    add(rows, `spamassassin ${e.source}`, level);
  }
  printTable('SpamAssassin offline (-L), bare files: danger = spam verdict (score >= 5), caught = score >= 2.5', rows, (k) => !k.includes('ham'));
}

void runCommand(main, true);
