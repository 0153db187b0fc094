/**
 * Admin-managed scam patterns (scam_patterns). Only active patterns count; each one's weight comes
 * from its severity and confidence score. Keywords and phrases are matched as plain text (never turned
 * into regexes), regexes go through the safety check first.
 */
import type { ScamPatternKnowledge } from '../analysis.types';
import { addressDomain, isSameOrSubdomain } from '../domains/domain-utils';
import type { EmailContext } from '../detectors/email-context';
import type { Finding } from '../detectors/finding';
import { signal } from '../signals/signal-registry';
import { foldText } from '../text/normalize';
import { boundedTest, compileSafeRegex } from './regex-safety';

/** Admin regexes see at most this much text (subject + start of body): see regex-safety.ts. */
export const REGEX_INPUT_CAP = 10_000;

const SEVERITY_WEIGHT: Record<string, number> = { critical: 3.2, high: 2.2, medium: 1.3, low: 0.6 };

export function patternWeight(p: Pick<ScamPatternKnowledge, 'severity' | 'confidenceScore'>): number {
  const base = SEVERITY_WEIGHT[(p.severity ?? '').toLowerCase()] ?? SEVERITY_WEIGHT.medium;
  const c = Number.isFinite(p.confidenceScore) ? Math.min(1, Math.max(0, p.confidenceScore)) : 0.5;
  return Math.round(base * (0.4 + 0.6 * c) * 100) / 100;
}

const regexCache = new Map<string, RegExp | null>();

function cachedRegex(text: string): RegExp | null {
  let re = regexCache.get(text);
  if (re === undefined) {
    re = compileSafeRegex(text);
    if (regexCache.size > 2000) regexCache.clear();
    regexCache.set(text, re);
  }
  return re;
}

const WORD_CHAR = /[a-z0-9]/;

/** Whole-word (or whole-phrase) occurrence of a folded needle in folded text. */
function containsWords(haystack: string, needle: string): boolean {
  if (!needle) return false;
  let from = 0;
  for (let n = 0; n < 1000; n += 1) {
    const i = haystack.indexOf(needle, from);
    if (i < 0) return false;
    const before = i === 0 ? ' ' : haystack[i - 1];
    const after = haystack[i + needle.length] ?? ' ';
    const startOk = !WORD_CHAR.test(needle[0]) || !WORD_CHAR.test(before);
    const endOk = !WORD_CHAR.test(needle[needle.length - 1]) || !WORD_CHAR.test(after);
    if (startOk && endOk) return true;
    from = i + 1;
  }
  return false;
}

function matches(p: ScamPatternKnowledge, ctx: EmailContext): boolean {
  const text = (p.patternText ?? '').slice(0, 500);
  switch (p.patternType) {
    case 'keyword':
    case 'phrase':
      return containsWords(ctx.all, foldText(text, 500));
    case 'regex': {
      const re = cachedRegex(text);
      return re !== null && boundedTest(re, ctx.rawAll.slice(0, REGEX_INPUT_CAP)) === true;
    }
    case 'sender': {
      const t = text.trim().toLowerCase();
      if (!ctx.fromAddress || !t) return false;
      if (t.includes('@') && !t.startsWith('@')) return ctx.fromAddress === t;
      return isSameOrSubdomain(ctx.fromDomain, t.replace(/^@/, ''));
    }
    case 'domain': {
      const d = text.trim().toLowerCase().replace(/^@|^\*\./, '');
      if (!d) return false;
      if (ctx.fromDomain && isSameOrSubdomain(ctx.fromDomain, d)) return true;
      if (ctx.replyToAddresses.some((a) => isSameOrSubdomain(addressDomain(a), d))) return true;
      return ctx.links.some((l) => l.host !== '' && isSameOrSubdomain(l.host, d));
    }
    case 'url': {
      const u = text.trim().toLowerCase();
      if (u.length < 4) return false;
      return ctx.links.some((l) => l.href.toLowerCase().includes(u)) || ctx.rawAll.toLowerCase().includes(u);
    }
    default:
      return false;
  }
}

export function patternDetector(ctx: EmailContext, patterns: readonly ScamPatternKnowledge[]): Finding[] {
  const findings: Finding[] = [];
  for (const p of patterns) {
    if (!p.isActive) continue;
    if (!matches(p, ctx)) continue;
    findings.push(signal(`pattern:${p.patternType}`, (p.description ?? p.patternText ?? '').slice(0, 80), { weight: patternWeight(p), patternIds: [p.id] }));
  }
  return findings;
}
