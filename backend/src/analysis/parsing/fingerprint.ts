/**
 * Content identity of the original: an exact hash of the normalised text and a 64-bit simhash
 * for "similar to a known scam". Normalisation removes what varies between copies of one
 * campaign (case, spacing, tracking query strings, numbers such as amounts or reference codes).
 *
 * Recommended threshold: hammingDistance(a, b) <= SIMHASH_SIMILAR_THRESHOLD (6 bits) means "near
 * duplicate". Measured over the labelled corpus (texts of 30+ words): unrelated pairs are a median
 * 32 bits apart (1st percentile 21) and only 0.02% of 32 385 pairs fall within 6 bits (same-campaign
 * copies); small edits (a changed name, an appended signature, the last 10% cut) are a median 3 bits
 * away and 78% stay within 6. Below ~20 words the fingerprint is unreliable: rely on contentHash.
 */
import { createHash } from 'node:crypto';
import { PARSING_LIMITS } from './parsing.limits';

export const SIMHASH_SIMILAR_THRESHOLD = 6;
const SHINGLE_SIZE = 3;

export function normaliseForHash(text: string): string {
  return text
    .slice(0, PARSING_LIMITS.maxTextChars)
    .toLowerCase()
    .replace(/\b((?:https?:\/\/|www\.)[^\s?#<>"]*)[?#][^\s<>"]*/g, '$1')
    .replace(/[0-9]+/g, '0')
    .replace(/\s+/g, ' ')
    .trim();
}

export function computeContentHash(normalised: string): string {
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}

/** Two independent 32-bit hashes of a word (FNV-1a style with different primes; no BigInt). */
function hashWord(s: string, out: Uint32Array, at: number): void {
  let h1 = 0x811c9dc5;
  let h2 = 0x9747b28c;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  out[at] = h1 >>> 0;
  out[at + 1] = h2 >>> 0;
}

/** Final avalanche so that shingles sharing words do not share bit patterns. */
function mix(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

function toHex32(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

/**
 * 64-bit simhash (16 hex chars) over word shingles of already-normalised text. Each word is hashed
 * once; a shingle's hash combines its words' hashes by position, so no shingle strings are built.
 */
export function computeSimhash(normalised: string): string {
  const words = normalised.slice(0, PARSING_LIMITS.maxFingerprintChars).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return '0'.repeat(16);
  const size = Math.min(SHINGLE_SIZE, words.length);
  const hashes = new Uint32Array(words.length * 2);
  for (let i = 0; i < words.length; i++) hashWord(words[i], hashes, i * 2);
  const votes = new Int32Array(64);
  for (let i = 0; i + size <= words.length; i++) {
    let a = 0;
    let b = 0;
    for (let k = 0; k < size; k++) {
      a = Math.imul(a ^ hashes[(i + k) * 2], 0x9e3779b1) + k;
      b = Math.imul(b ^ hashes[(i + k) * 2 + 1], 0x85ebca77) + k;
    }
    const hi = mix(a);
    const lo = mix(b ^ 0x27d4eb2f);
    for (let bit = 0; bit < 32; bit++) {
      votes[bit] += ((hi >>> bit) & 1) * 2 - 1;
      votes[32 + bit] += ((lo >>> bit) & 1) * 2 - 1;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (votes[bit] > 0) hi |= 1 << bit;
    if (votes[32 + bit] > 0) lo |= 1 << bit;
  }
  return toHex32(hi) + toHex32(lo);
}

function popcount32(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Number of differing bits between two 16-hex-char fingerprints (64 when either is invalid). */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/i.test(a) || !/^[0-9a-f]{16}$/i.test(b)) return 64;
  const hiA = parseInt(a.slice(0, 8), 16);
  const loA = parseInt(a.slice(8), 16);
  const hiB = parseInt(b.slice(0, 8), 16);
  const loB = parseInt(b.slice(8), 16);
  return popcount32((hiA ^ hiB) >>> 0) + popcount32((loA ^ loB) >>> 0);
}

export interface ContentIdentity {
  contentHash: string;
  fingerprint: string;
}

/** Hash and fingerprint of an original's text (falls back to the subject for image-only mail). */
export function computeContentIdentity(text: string, subject = ''): ContentIdentity {
  const normalised = normaliseForHash(text) || normaliseForHash(subject);
  return { contentHash: computeContentHash(normalised), fingerprint: computeSimhash(normalised) };
}
