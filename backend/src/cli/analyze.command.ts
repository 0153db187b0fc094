/**
 * `npm run --silent analyze -- [--json] FILE_OR_DIR...`
 * Analyses raw messages (forwarded or bare) offline: no database, queue or network.
 * Prints one line per message (JSON with --json).
 */
import { readFileSync } from 'node:fs';
import { analyze } from '../analysis/analyze';
import type { Language } from '../analysis/analysis.types';
import { parseEmail } from '../analysis/parsing';
import { parseArgs, runCommand, userPath } from './cli-args';
import { listEmailFiles } from './email-files';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['lang']);
  const json = args.flags.has('json');
  const language = (args.values.get('lang') as Language | undefined) ?? undefined;
  if (args.positional.length === 0 || args.flags.has('help')) {
    process.stderr.write('usage: npm run --silent analyze -- [--json] [--lang en|fr] [--signals] FILE_OR_DIR...\n');
    return 2;
  }
  const files: string[] = [];
  for (const p of args.positional) {
    try {
      listEmailFiles(userPath(p), files);
    } catch {
      process.stderr.write(`cannot read ${p}\n`);
      return 2;
    }
  }
  let failures = 0;
  for (const file of files) {
    try {
      const parsed = await parseEmail(readFileSync(file));
      const result = analyze(parsed, { patterns: [], knownScams: [], blockedSenders: [] }, { language });
      if (json) {
        const line: Record<string, unknown> = {
          file,
          riskLevel: result.riskLevel,
          confidence: result.confidence,
          reasons: result.reasons,
          recommendations: result.recommendations,
          forwardStyle: parsed.forwardStyle,
          originalSeparated: parsed.originalSeparated,
          language: parsed.language,
          contentHash: parsed.contentHash,
        };
        if (args.flags.has('signals')) line.signals = result.signals;
        process.stdout.write(`${JSON.stringify(line)}\n`);
      } else {
        process.stdout.write(`${result.riskLevel.toUpperCase().padEnd(10)} ${Math.round(result.confidence * 100)}%  ${file}\n`);
        for (const r of result.reasons) process.stdout.write(`    - ${r}\n`);
      }
    } catch (err) {
      failures += 1;
      const message = err instanceof Error ? err.message : String(err);
      if (json) process.stdout.write(`${JSON.stringify({ file, error: message })}\n`);
      else process.stderr.write(`${file}: ${message}\n`);
    }
  }
  return failures > 0 && failures === files.length ? 1 : 0;
}

void runCommand(main);
