import { readFileSync } from 'node:fs';
import { parseEmail } from '../analysis/parsing';
import { analyzeDetailed } from '../analysis/analyze';
import { buildContext } from '../analysis/detectors/email-context';
import { findConcepts } from '../analysis/detectors/scam-language.detector';
import { LANGUAGE_RULES } from '../analysis/detectors/scam-language.rules';
import { textTokens } from '../analysis/model/text-tokens';
import { linkDetector } from '../analysis/detectors/link.detector';
import { brandDetector } from '../analysis/detectors/brand.detector';
import { htmlDetector } from '../analysis/detectors/html.detector';
(async () => {
  const p = await parseEmail(readFileSync(process.argv[2]));
  for (let i = 0; i < 3; i++) analyzeDetailed(p);
  const t = (name: string, fn: () => unknown) => { const a = process.hrtime.bigint(); fn(); console.log(name, (Number(process.hrtime.bigint() - a) / 1e6).toFixed(2), 'ms'); };
  console.log('text', p.original.text.length, 'html', p.original.html?.length, 'links', p.original.links.length);
  const ctx = buildContext(p.original);
  t('analyze', () => analyzeDetailed(p));
  t('context', () => buildContext(p.original));
  t('concepts', () => findConcepts(ctx.all));
  t('tokens', () => textTokens(ctx));
  t('links', () => linkDetector(ctx));
  t('brand', () => brandDetector(ctx));
  t('html', () => htmlDetector(ctx));
  for (const r of LANGUAGE_RULES) { const a = process.hrtime.bigint(); for (const re of r.any) re.test(ctx.all); for (const re of r.with ?? []) re.test(ctx.all); const ms = Number(process.hrtime.bigint() - a) / 1e6; if (ms > 1) console.log('  rule', r.id, ms.toFixed(2)); }
})();
