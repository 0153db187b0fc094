/**
 * `npm run eval -- --fixtures DIR`: the project's own modern emails (DIR/legit, DIR/scam), bare and in
 * every forward style, counted by verdict; and, when DIR/texts holds them, the words of text messages
 * (DIR/texts/scam, DIR/texts/legit, `.txt`) as a family member would paste them, read the pipeline's way. The corpus has almost no modern legitimate mail; these show
 * how the engine treats a family's real notices and today's Canadian scams.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../src/analysis/analyze';
import type { RiskLevel } from '../src/analysis/analysis.types';
import type { ScamModel } from '../src/analysis/model/scam-model';
import { parseEmail } from '../src/analysis/parsing';
import { decideChannel, readCopiedWords } from '../src/pipeline/intake/text-message';
import { asStyle, type EvalStyle } from './eval-style';

type Counts = Record<RiskLevel, number>;

const KINDS = ['scam', 'legit'] as const;

async function verdict(raw: Buffer, style: EvalStyle, i: number, model?: ScamModel): Promise<RiskLevel> {
  const parsed = await parseEmail(await asStyle(raw, style, i), { detectForwards: style !== 'bare' });
  return analyze(parsed, undefined, model ? { model } : {}).riskLevel;
}

/** `model`: a model file to use instead of the committed one (e.g. one trained on a held-out half). */
export async function evalFixtures(dir: string, styles: EvalStyle[], listAll: boolean, model?: ScamModel): Promise<void> {
  process.stdout.write(`ScamCheck fixtures: ${dir}, styles ${styles.join(', ')}\n`);
  for (const kind of KINDS) {
    // A set of texts only has no emails.
    if (!existsSync(join(dir, kind))) continue;
    const files = readdirSync(join(dir, kind)).filter((f) => f.endsWith('.eml')).sort();
    const counts = new Map<EvalStyle, Counts>(styles.map((s) => [s, { safe: 0, suspicious: 0, dangerous: 0 }]));
    for (const [i, file] of files.entries()) {
      const raw = readFileSync(join(dir, kind, file));
      const levels: RiskLevel[] = [];
      for (const style of styles) {
        const level = await verdict(raw, style, i, model);
        levels.push(level);
        (counts.get(style) as Counts)[level] += 1;
      }
      // A miss: a scam rated safe, or legitimate mail rated dangerous (or, with --list, anything not ideal).
      const miss = kind === 'scam' ? levels.includes('safe') : levels.includes('dangerous');
      const notIdeal = kind === 'scam' ? levels.some((l) => l !== 'dangerous') : levels.some((l) => l !== 'safe');
      if (miss || (listAll && notIdeal)) process.stdout.write(`    ${kind} ${file}: ${levels.join(' ')}\n`);
    }
    for (const style of styles) {
      const c = counts.get(style) as Counts;
      process.stdout.write(`  ${kind.padEnd(5)} ${style.padEnd(9)} n=${files.length}  safe ${c.safe}  suspicious ${c.suspicious}  dangerous ${c.dangerous}\n`);
    }
  }
  if (existsSync(join(dir, 'texts'))) await evalTexts(join(dir, 'texts'), listAll, model);
}

/**
 * The words of a text copied into an email by a family member (no subject), read as the pipeline reads
 * them (text-message.step.ts): a text when a sender line shows it is one, otherwise the family member's
 * own note.
 */
async function pastedVerdict(body: string, model?: ScamModel): Promise<RiskLevel> {
  const note = `From: family@eval.local\r\nTo: check@eval.local\r\nSubject: \r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;
  const parsed = await parseEmail(Buffer.from(note, 'utf8'));
  const channel = decideChannel(parsed, 0);
  const words = channel === 'pasted-text' || channel === 'note' ? await readCopiedWords(parsed, channel) : null;
  const withModel = model ? { model } : {};
  if (words?.kind === 'text') return analyze(words.parsed, undefined, { language: words.parsed.language === 'fr' ? 'fr' : 'en', channel: 'text', ...withModel }).riskLevel;
  if (words?.kind === 'note') return analyze(words.parsed, undefined, { channel: 'note', ...withModel }).riskLevel;
  return analyze(parsed, undefined, withModel).riskLevel;
}

/** The words of each text, pasted: its sender line read as the pipeline reads it, then analysed as a text message. */
async function evalTexts(dir: string, listAll: boolean, model?: ScamModel): Promise<void> {
  for (const kind of KINDS) {
    if (!existsSync(join(dir, kind))) continue;
    const files = readdirSync(join(dir, kind)).filter((f) => f.endsWith('.txt')).sort();
    const c: Counts = { safe: 0, suspicious: 0, dangerous: 0 };
    for (const file of files) {
      const level = await pastedVerdict(readFileSync(join(dir, kind, file), 'utf8'), model);
      c[level] += 1;
      const miss = kind === 'scam' ? level === 'safe' : level === 'dangerous';
      const ideal = kind === 'scam' ? level === 'dangerous' : level === 'safe';
      if (miss || (listAll && !ideal)) process.stdout.write(`    text ${kind} ${file}: ${level}\n`);
    }
    process.stdout.write(`  text ${kind.padEnd(5)} pasted    n=${files.length}  safe ${c.safe}  suspicious ${c.suspicious}  dangerous ${c.dangerous}\n`);
  }
}
