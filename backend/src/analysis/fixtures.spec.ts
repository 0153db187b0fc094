/**
 * Realistic modern emails the corpus lacks (test/fixtures/analysis, see its README): Canadian scams
 * must be at least suspicious, legitimate bank/delivery/government/newsletter/personal mail never
 * dangerous and mostly safe — bare and wrapped in a forward, as families send them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from './analyze';
import type { RiskLevel } from './analysis.types';
import { buildForward, parseEmail } from './parsing';

const dir = join(__dirname, '..', '..', 'test', 'fixtures', 'analysis');
const files = (kind: string): string[] => readdirSync(join(dir, kind)).filter((f) => f.endsWith('.eml')).sort();

async function verdict(raw: Buffer): Promise<RiskLevel> {
  const result = analyze(await parseEmail(raw), { patterns: [], knownScams: [], blockedSenders: [] });
  // A CAUTION or SCAM always says why (a reply that warns with "we found nothing in particular" confuses).
  if (result.riskLevel !== 'safe') expect(result.reasons.length).toBeGreaterThan(0);
  return result.riskLevel;
}

describe('fixtures: modern Canadian scams and legitimate mail', () => {
  it('has at least 15 scams and 15 legitimate emails, in English and French', () => {
    expect(files('scam').length).toBeGreaterThanOrEqual(15);
    expect(files('legit').length).toBeGreaterThanOrEqual(15);
    expect(files('scam').some((f) => f.endsWith('-fr.eml'))).toBe(true);
    expect(files('legit').some((f) => f.endsWith('-fr.eml'))).toBe(true);
  });

  it.each(files('scam'))('scam %s is at least suspicious and says why, bare and forwarded', async (name) => {
    const raw = readFileSync(join(dir, 'scam', name));
    expect(await verdict(raw)).not.toBe('safe');
    const fwd = await buildForward(raw, { style: 'gmail', from: 'family@example.net', to: 'check@scamcheck.example' });
    expect(await verdict(fwd)).not.toBe('safe');
  });

  it.each(files('legit'))('legitimate %s is never dangerous (and says why when in doubt), bare and forwarded', async (name) => {
    const raw = readFileSync(join(dir, 'legit', name));
    expect(await verdict(raw)).not.toBe('dangerous');
    const fwd = await buildForward(raw, { style: 'outlook', from: 'family@example.net', to: 'check@scamcheck.example', language: 'fr' });
    expect(await verdict(fwd)).not.toBe('dangerous');
  });

  it('rates most scams dangerous and most legitimate mail safe', async () => {
    const scams = await Promise.all(files('scam').map((f) => verdict(readFileSync(join(dir, 'scam', f)))));
    const legit = await Promise.all(files('legit').map((f) => verdict(readFileSync(join(dir, 'legit', f)))));
    expect(scams.filter((v) => v === 'dangerous').length / scams.length).toBeGreaterThanOrEqual(0.8);
    expect(legit.filter((v) => v === 'safe').length / legit.length).toBeGreaterThanOrEqual(0.8);
  });
});
