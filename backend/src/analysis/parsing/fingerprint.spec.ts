import {
  computeContentHash,
  computeContentIdentity,
  computeSimhash,
  hammingDistance,
  normaliseForHash,
  SIMHASH_SIMILAR_THRESHOLD,
} from './fingerprint';

const SCAM = `Dear Customer,
We noticed unusual activity on your account and have temporarily limited access to protect you.
To restore full access, please confirm your identity within 24 hours by following the secure link below.
https://paypa1-secure.com/confirm?case=PP-0043-1177&utm=mail
If you do not confirm, your account will be permanently suspended and any remaining balance frozen.
Thank you for your understanding.
PayPal Customer Service`;

const NEWSLETTER = `Hello John,
Your November statement for your account ending 4471 is now available in online banking.
We will never ask you for your PIN or full password by email. Log in as usual through the app.
This month we have also updated our savings rates and added new budgeting tools to help you plan ahead.
Read more about it on our website or visit your local branch for a chat with our team.
NatWest`;

describe('normaliseForHash', () => {
  it('lower-cases, collapses spaces, strips query strings and normalises digit runs', () => {
    expect(normaliseForHash('  Pay  NOW:\n https://x.example/pay?id=123#top  ref 2025-11 ')).toBe('pay now: https://x.example/pay ref 0-0');
  });
});

describe('content hash', () => {
  it('ignores what varies between copies of one campaign', () => {
    const a = computeContentIdentity(SCAM);
    const b = computeContentIdentity(SCAM.replace('PP-0043-1177', 'PP-9911-2048').replace('utm=mail', 'utm=sms').replace(/\n/g, '\r\n  '));
    expect(b.contentHash).toBe(a.contentHash);
    expect(a.contentHash).toBe(computeContentHash(normaliseForHash(SCAM)));
  });

  it('falls back to the subject for image-only mail', () => {
    expect(computeContentIdentity('', 'Win a prize').contentHash).toBe(computeContentIdentity('win a prize').contentHash);
  });
});

describe('simhash fingerprint', () => {
  it('is 16 hex chars and stable', () => {
    const fp = computeSimhash(normaliseForHash(SCAM));
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(computeSimhash(normaliseForHash(SCAM))).toBe(fp);
  });

  it('moves only a few bits for small edits', () => {
    const base = computeContentIdentity(SCAM).fingerprint;
    const renamed = computeContentIdentity(SCAM.replace('Dear Customer', 'Dear Margaret')).fingerprint;
    const signed = computeContentIdentity(`${SCAM}\nSent from my iPhone`).fingerprint;
    expect(hammingDistance(base, renamed)).toBeLessThanOrEqual(SIMHASH_SIMILAR_THRESHOLD);
    expect(hammingDistance(base, signed)).toBeLessThanOrEqual(SIMHASH_SIMILAR_THRESHOLD);
  });

  it('keeps different mails far apart', () => {
    const a = computeContentIdentity(SCAM).fingerprint;
    const b = computeContentIdentity(NEWSLETTER).fingerprint;
    expect(hammingDistance(a, b)).toBeGreaterThan(16);
  });

  it('gives an all-zero fingerprint to empty text', () => {
    expect(computeSimhash('')).toBe('0000000000000000');
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('00000000F0000000', '0000000000000000')).toBe(4);
  });

  it('treats malformed fingerprints as maximally different', () => {
    expect(hammingDistance('xyz', '0000000000000000')).toBe(64);
  });
});
