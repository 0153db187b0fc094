/**
 * Phone-only and reply-only scams: no link at all, so link checks see nothing, but the message pushes
 * the reader to call a number or write back about money, a refund, a prize or a problem.
 */
import { isWebLink, type EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';
import type { ConceptHit } from './scam-language.detector';

const PHONE = /(?:\+?1[ .-]?)?\(?\b[2-9]\d{2}\)?[ .-]\d{3}[ .-]\d{4}\b|\+\d{1,3}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4}\b/;
const CALL = /\b(?:call|dial|phone|ring|contact (?:us|our|the)|reach (?:us|our)|toll[- ]free|helpline|hotline|appelez|composez|telephonez|contactez(?:-nous)?|ligne sans frais)\b/;
const REPLY = /\b(?:reply (?:to this (?:e-?mail|message)|back|with|now|immediately|asap)|respond (?:to this|with|immediately)|write (?:back|to me)|get back to me|contact me (?:via|through|at) (?:my )?(?:private|personal)|repondez(?:-moi)? (?:a ce (?:courriel|message)|avec|rapidement|immediatement)|ecrivez-moi)\b/;

/** Concepts that make a call-me or write-back request dangerous. */
const RISKY_TOPICS = new Set(['payment', 'tech-support', 'tax', 'prize', 'credentials', 'personal-data', 'family-emergency', 'job', 'romance', 'sextortion', 'delivery']);

export function contactOnlyDetector(ctx: EmailContext, hits: ConceptHit[]): Finding[] {
  if (ctx.links.some(isWebLink)) return [];
  const risky = hits.filter((h) => RISKY_TOPICS.has(h.rule.topic));
  if (risky.length === 0) return [];
  const findings: Finding[] = [];
  const text = ctx.all;
  if (PHONE.test(text) && CALL.test(text)) {
    findings.push(signal('phone-only', `call-back request with ${risky[0].rule.id}`));
  } else if (REPLY.test(text)) {
    findings.push(signal('reply-only', `write-back request with ${risky[0].rule.id}`));
  }
  return findings;
}
