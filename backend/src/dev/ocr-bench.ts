/**
 * OCR benchmark: `npm run bench:ocr -- [--pipeline] [--rate 0.15] [--duration 120]`
 *
 * Renders the project's 40 text messages (text-corpus.ts) as phone screenshots with headless
 * Chromium (iPhone and Android looks, light and dark, PNG and JPEG), reads each with the offline
 * OCR engine (one worker thread: one core) and prints how many characters of the message and how
 * many senders were read right, the seconds per image, and the engine's verdict on what was read:
 * no scam may be SAFE and no ordinary text SCAM (exit code 1 otherwise).
 * With --pipeline it then runs the whole app (own Dovecot, database, Redis prefix) and sends the
 * screenshots as a phone would, at a steady rate, to measure delivery → verdict email.
 */
import 'reflect-metadata';
import { distance } from 'fastest-levenshtein';
import { analyze, loadDefaultModel } from '../analysis';
import { numberArg, parseArgs } from '../cli/cli-args';
import { readScreenshotText, textMessageAsParsed } from '../pipeline/intake/text-message';
import { OcrEngine } from '../pipeline/ocr/ocr-engine';
import { runPipelineBench } from './pipeline-bench';
import { CorpusText, TEXT_CORPUS } from './text-corpus';
import { composeScreenshotEmail, launchScreenshotBrowser, renderTextScreenshot, TextScreenshotSpec } from './text-screenshots';

interface Shot {
  text: CorpusText;
  spec: TextScreenshotSpec;
  format: 'png' | 'jpeg';
  image: Buffer;
}

/** Every look in turn: iPhone/Android × light/dark, one in five as JPEG. */
export function specFor(text: CorpusText, i: number): { spec: TextScreenshotSpec; format: 'png' | 'jpeg' } {
  return {
    spec: { style: i % 2 === 0 ? 'iphone' : 'android', scheme: Math.floor(i / 2) % 2 === 0 ? 'light' : 'dark', language: text.language, sender: text.sender, messages: text.messages },
    format: i % 5 === 4 ? 'jpeg' : 'png',
  };
}

const flat = (s: string): string => s.replace(/\s+/g, ' ').trim();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function render(texts: CorpusText[]): Promise<Shot[]> {
  const browser = await launchScreenshotBrowser();
  try {
    const shots: Shot[] = [];
    for (const [i, text] of texts.entries()) {
      const { spec, format } = specFor(text, i);
      shots.push({ text, spec, format, image: await renderTextScreenshot(browser, spec, format) });
    }
    return shots;
  } finally {
    await browser.close();
  }
}

async function offline(shots: Shot[]): Promise<boolean> {
  loadDefaultModel();
  const engine = new OcrEngine();
  const started = Date.now();
  await engine.warmUp();
  process.stdout.write(`OCR engine ready in ${((Date.now() - started) / 1000).toFixed(2)} s\n\n`);
  let charsRight = 0;
  let charsTotal = 0;
  let sendersRight = 0;
  const seconds: number[] = [];
  const wrong: string[] = [];
  const verdicts = { scam: { safe: 0, suspicious: 0, dangerous: 0 }, ordinary: { safe: 0, suspicious: 0, dangerous: 0 } };
  process.stdout.write(`${'text'.padEnd(28)} ${'look'.padEnd(18)} ${'chars'.padStart(6)} sender  ${'secs'.padStart(5)}  verdict\n`);
  try {
    for (const shot of shots) {
      const t0 = process.hrtime.bigint();
      const ocr = await engine.read(shot.image, 60_000);
      const secs = Number(process.hrtime.bigint() - t0) / 1e9;
      seconds.push(secs);
      const read = readScreenshotText(ocr.text);
      const expected = flat(shot.text.messages.join(' '));
      const got = flat(read?.text ?? '');
      const right = Math.max(0, expected.length - distance(expected, got));
      charsRight += right;
      charsTotal += expected.length;
      const senderOk = flat(read?.sender ?? '') === flat(shot.text.sender);
      if (senderOk) sendersRight += 1;
      let verdict = 'unreadable';
      if (read) {
        const parsed = await textMessageAsParsed({ from: { name: '', address: 'bench@family.bench' }, subject: '', references: [], authenticationResults: [] }, read);
        const result = analyze(parsed, { patterns: [], knownScams: [], blockedSenders: [] }, { language: shot.text.language, channel: 'text' });
        verdict = result.riskLevel;
        verdicts[shot.text.label][result.riskLevel as 'safe' | 'suspicious' | 'dangerous'] += 1;
        if ((shot.text.label === 'scam' && verdict === 'safe') || (shot.text.label === 'ordinary' && verdict === 'dangerous')) wrong.push(`${shot.text.id}: ${verdict}`);
      } else {
        wrong.push(`${shot.text.id}: nothing read`);
      }
      const look = `${shot.spec.style} ${shot.spec.scheme} ${shot.format}`;
      process.stdout.write(
        `${shot.text.id.padEnd(28)} ${look.padEnd(18)} ${((100 * right) / expected.length).toFixed(1).padStart(5)}% ${senderOk ? '  yes ' : '  no  '} ${secs.toFixed(2).padStart(5)}  ${shot.text.label} → ${verdict}\n`,
      );
    }
  } finally {
    await engine.close();
  }
  seconds.sort((a, b) => a - b);
  const mean = seconds.reduce((a, b) => a + b, 0) / seconds.length;
  process.stdout.write(
    [
      '',
      `Screenshots          ${shots.length} (${shots.filter((s) => s.text.label === 'scam').length} scams, ${shots.filter((s) => s.text.label === 'ordinary').length} ordinary; EN ${shots.filter((s) => s.text.language === 'en').length}, FR ${shots.filter((s) => s.text.language === 'fr').length})`,
      `Characters right     ${((100 * charsRight) / charsTotal).toFixed(1)}% (${charsRight} of ${charsTotal}, edit distance of the message's words)`,
      `Senders right        ${sendersRight} of ${shots.length}`,
      `Seconds per image    mean ${mean.toFixed(2)}, p50 ${percentile(seconds, 50).toFixed(2)}, p95 ${percentile(seconds, 95).toFixed(2)}, max ${seconds[seconds.length - 1].toFixed(2)} (one worker thread: one core)`,
      `Scams                SCAM ${verdicts.scam.dangerous}, CAUTION ${verdicts.scam.suspicious}, SAFE ${verdicts.scam.safe}`,
      `Ordinary texts       SAFE ${verdicts.ordinary.safe}, CAUTION ${verdicts.ordinary.suspicious}, SCAM ${verdicts.ordinary.dangerous}`,
      wrong.length ? `Wrong                ${wrong.join('; ')}` : 'Wrong                none (no scam SAFE, no ordinary text SCAM)',
      '',
    ].join('\n'),
  );
  return wrong.length === 0;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ['rate', 'duration', 'members', 'drain']);
  const texts = TEXT_CORPUS;
  process.stdout.write(`ScamCheck OCR benchmark: rendering ${texts.length} screenshots with Chromium...\n`);
  const shots = await render(texts);
  const ok = await offline(shots);
  if (!args.flags.has('pipeline')) return ok ? 0 : 1;
  const pipelineCode = await runPipelineBench({
    rate: numberArg(args, 'rate', 0.15),
    duration: numberArg(args, 'duration', 120),
    memberCount: numberArg(args, 'members', 5),
    drainSeconds: numberArg(args, 'drain', 60),
    what: 'screenshots of texts',
    compose: (i, from, to) => {
      const shot = shots[i % shots.length];
      const filename = shot.format === 'png' ? `IMG_${1000 + i}.PNG` : `Screenshot_${1000 + i}.jpg`;
      return composeScreenshotEmail({ from, to, images: [{ content: shot.image, filename, contentType: `image/${shot.format}` }], authservId: 'mx.scamcheck.bench' });
    },
  });
  return ok && pipelineCode === 0 ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`bench failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
