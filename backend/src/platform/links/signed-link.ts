import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a link in a family email may do; a token signed for one purpose is refused for another. */
export const LINK_PURPOSES = ['household-confirm', 'trusted-confirm', 'trusted-stop', 'feedback', 'help-alert'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** The signed claims of a link: purpose, the row it acts on, an optional choice, expiry and a nonce. */
export interface LinkClaims {
  /** purpose */
  readonly p: LinkPurpose;
  /** subject: the id of the row the link acts on */
  readonly s: string;
  /** an answer carried by the link (feedback: correct | scam | safe) */
  readonly a?: string;
  /** expiry, seconds since the epoch */
  readonly e: number;
  /** nonce: links sharing one are used up together (the three answers of one verdict email) */
  readonly n: string;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`scamcheck-link.v1.${body}`).digest();
}

export function newNonce(): string {
  return b64(randomBytes(16));
}

/** `body.signature`, both base64url: short enough for a link, opaque to the reader. */
export function signLink(secret: string, claims: LinkClaims): string {
  const body = b64(Buffer.from(JSON.stringify(claims)));
  return `${body}.${b64(mac(secret, body))}`;
}

function isClaims(value: unknown): value is LinkClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.p === 'string' &&
    (LINK_PURPOSES as readonly string[]).includes(c.p) &&
    typeof c.s === 'string' &&
    c.s.length > 0 &&
    (c.a === undefined || typeof c.a === 'string') &&
    typeof c.e === 'number' &&
    typeof c.n === 'string' &&
    c.n.length > 0
  );
}

/** Checks the signature (constant time), the shape, the purpose and the expiry of a token. */
export function verifyLink(secret: string, token: unknown, purpose: LinkPurpose, nowMs = Date.now()): LinkCheck {
  if (typeof token !== 'string' || token.length > 2000) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'invalid' };
  const [body, signature] = parts;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims) || claims.p !== purpose) return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
