/**
 * Known-scam fingerprints from the knowledge base: the same content (hash) or nearly the same text
 * (simhash within a few bits) as a message already confirmed as a scam.
 */
import type { KnownScamFingerprint } from '../analysis.types';
import type { Finding } from '../detectors/finding';
import { signal } from '../signals/signal-registry';

/**
 * Simhash bits (of 64) that may differ for two texts to count as the same scam. Stricter than the
 * parser's general similarity threshold: a false match here means a SCAM verdict.
 */
export const SIMHASH_THRESHOLD = 3;

/** Bits that differ between two 16-hex-digit simhashes; 64 when either is unreadable. */
export function simhashDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/i.test(a) || !/^[0-9a-f]{16}$/i.test(b)) return 64;
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x > 0n) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}

/**
 * Below this much text, near-duplicates are not trusted (short notices from one template look alike
 * whether they are genuine or fake); only the exact content hash counts.
 */
export const MIN_TEXT_FOR_SIMHASH = 200;

export function knownScamDetector(
  fingerprint: { contentHash?: string; fingerprint?: string },
  known: readonly KnownScamFingerprint[],
  textLength = MIN_TEXT_FOR_SIMHASH,
): Finding[] {
  if (!fingerprint.contentHash && !fingerprint.fingerprint) return [];
  for (const k of known) {
    if (fingerprint.contentHash && k.contentHash && k.contentHash === fingerprint.contentHash) {
      return [signal('known-scam', 'same content as a known scam', { weight: 6 })];
    }
  }
  if (!fingerprint.fingerprint || /^0+$/.test(fingerprint.fingerprint) || textLength < MIN_TEXT_FOR_SIMHASH) return [];
  for (const k of known) {
    const d = simhashDistance(fingerprint.fingerprint, k.fingerprint);
    if (d <= SIMHASH_THRESHOLD) {
      return [signal('known-scam', `${d} bits from a known scam`, { weight: 5 })];
    }
  }
  return [];
}
