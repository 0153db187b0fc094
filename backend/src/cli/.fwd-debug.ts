import { readFileSync } from 'node:fs';
import { buildForward, parseEmail } from '../analysis/parsing';
import { analyzeDetailed } from '../analysis/analyze';
(async () => {
  const raw = readFileSync(process.argv[2]);
  const fwd = await buildForward(raw, { style: (process.argv[3] ?? 'outlook') as 'outlook', from: 'family@example.net', to: 'check@scamcheck.example', language: 'fr' });
  const p = await parseEmail(fwd);
  console.log(p.forwardStyle, p.originalSeparated, JSON.stringify(p.original.from), p.original.links.slice(0, 3), p.original.text.slice(0, 300));
  const d = analyzeDetailed(p);
  console.log(d.result.riskLevel, d.findings.map((f) => `${f.detector}:${f.weight}:${f.evidence}`));
})();
