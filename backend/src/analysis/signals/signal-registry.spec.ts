import { PATTERN_TYPES } from '@scamcheck/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyzeDetailed } from '../analyze';
import type { Knowledge } from '../analysis.types';
import { LANGUAGE_RULES } from '../detectors/scam-language.rules';
import { REASONS } from '../messages/reason-catalogue';
import { FEATURE_NAMES } from '../model/features';
import { parseEmail } from '../parsing';
import { CATALOGUE_IDS, CONCEPT_FLAGS, FINDING_FEATURES, signal, SIGNAL_REGISTRY, signalSpec, type SignalSpec } from './signal-registry';

const analysisDir = join(__dirname, '..');
const fixturesDir = join(analysisDir, '..', '..', 'test', 'fixtures', 'analysis');
const entries = [...SIGNAL_REGISTRY].map(([id, spec]) => ({ id, spec }));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('signal registry', () => {
  describe.each(entries)('$id', ({ spec }) => {
    it('has a description and only reason keys of the catalogue', () => {
      expect(spec.description.trim().length).toBeGreaterThan(10);
      for (const key of [spec.reason, ...(spec.otherReasons ?? [])].filter((k) => k !== undefined)) {
        expect(Object.keys(REASONS)).toContain(key);
      }
    });

    it('has consistent flags', () => {
      // A harmful attachment or a known scam is SCAM: it must also be the strongest deception.
      if (spec.harmful || spec.known) expect(spec.deception).toBe('strong');
      // Generic hints already count half among the bulk hints.
      expect(spec.genericHint && spec.bulkHint).toBeFalsy();
      if (spec.weight === 'not-a-finding') {
        // An id the decision derives only feeds the decision's questions: no reason, topic or feature.
        expect(spec).toEqual({ weight: 'not-a-finding', description: spec.description, deception: spec.deception, ...(spec.aimedAtAsk ? { aimedAtAsk: spec.aimedAtAsk } : {}) });
        expect(spec.deception).toBeDefined();
      }
      if (typeof spec.weight === 'number' && spec.weight <= 0) {
        // Weightless and negative signals vouch or inform; they are never flagged as trouble.
        expect([spec.deception, spec.harmful, spec.known, spec.genericHint, spec.bulkHint, spec.reason]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
      }
    });
  });

  it.each([
    ['link-ip', 'x', undefined, { detector: 'link-ip', weight: 2, evidence: 'x', reason: 'linkIp', topic: 'link' }],
    ['link-foreign', 'x', undefined, { detector: 'link-foreign', weight: 0.3, evidence: 'x' }],
    ['link-risky-tld', 'x', { weight: 0.4, reason: null, topic: null }, { detector: 'link-risky-tld', weight: 0.4, evidence: 'x' }],
    ['display-name', 'x', { weight: 1.2, reason: 'displayNameSite' }, { detector: 'display-name', weight: 1.2, evidence: 'x', reason: 'displayNameSite', topic: 'sender' }],
    ['pattern:url', 'x', { weight: 1, patternIds: ['p'] }, { detector: 'pattern:url', weight: 1, evidence: 'x', reason: 'knownPattern', topic: 'general', patternIds: ['p'] }],
  ] as const)('signal(%s) takes what the detector does not give from the registry', (id, evidence, options, expected) => {
    expect((signal as (...args: unknown[]) => unknown)(id, evidence, options)).toEqual(expected);
  });

  it('knows every admin pattern type and every language concept, and flags only concepts that exist', () => {
    for (const type of PATTERN_TYPES) expect(signalSpec(`pattern:${type}`)?.deception).toBe('strong');
    const ruleIds = LANGUAGE_RULES.map((r) => r.id);
    for (const rule of LANGUAGE_RULES) expect(signalSpec(`language:${rule.id}`)).toMatchObject({ weight: rule.weight, topic: rule.topic });
    for (const concept of Object.keys(CONCEPT_FLAGS)) expect(ruleIds).toContain(concept);
    // A concept of the rules file and a signal another detector emits never share an id.
    expect(new Set(ruleIds).size).toBe(ruleIds.length);
    expect(ruleIds.filter((id) => CATALOGUE_IDS.includes(`language:${id}`))).toEqual([]);
    expect(SIGNAL_REGISTRY.size).toBe(CATALOGUE_IDS.length + PATTERN_TYPES.length + ruleIds.length);
  });

  it('feeds every f_* feature of the model from at least one signal; the committed artifact reads features still computed, in order', () => {
    const specs: SignalSpec[] = entries.map((e) => e.spec);
    for (const name of FINDING_FEATURES) expect(specs.some((s) => s.feature === name)).toBe(true);
    const artifact = JSON.parse(readFileSync(join(analysisDir, 'model', 'scam-model.v2.json'), 'utf8')) as { features: string[] };
    expect(FEATURE_NAMES.filter((f) => artifact.features.includes(f))).toEqual(artifact.features);
    // Only language concepts added since the artifact was trained are unknown to it (it reads them as absent).
    expect(FEATURE_NAMES.filter((f) => !artifact.features.includes(f)).every((f) => f.startsWith('concept_'))).toBe(true);
  });

  it('is the only place findings are built: no detector writes a `detector:` id by hand', () => {
    const allowed = new Set(['signals/signal-registry.ts', 'detectors/scam-language.detector.ts']);
    const offenders = sourceFiles(analysisDir)
      .map((path) => relative(analysisDir, path))
      .filter((path) => !allowed.has(path) && /\bdetector:\s*['`]/.test(readFileSync(join(analysisDir, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('knows every id the detectors emit on the fixtures, with patterns, known scams and blocked senders', async () => {
    const seen = new Set<string>();
    for (const kind of ['legit', 'scam']) {
      for (const file of readdirSync(join(fixturesDir, kind)).filter((f) => f.endsWith('.eml'))) {
        const parsed = await parseEmail(readFileSync(join(fixturesDir, kind, file)));
        const knowledge: Knowledge = {
          patterns: PATTERN_TYPES.map((patternType, i) => ({ id: `p${i}`, patternType, patternText: 'the', severity: 'low', confidenceScore: 0.5, isActive: true })),
          knownScams: [{ contentHash: parsed.contentHash, fingerprint: parsed.fingerprint }],
          blockedSenders: [parsed.original.from?.address.toLowerCase() ?? ''],
        };
        for (const f of analyzeDetailed(parsed, knowledge).findings) seen.add(f.detector);
      }
    }
    const unknown = [...seen].filter((id) => {
      const spec = signalSpec(id);
      return spec === undefined || spec.weight === 'not-a-finding';
    });
    expect(unknown).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
  });
});
