import type { InboxOutcome } from './inbox-records.repository';

/** The replies a forward can get (the outbox has one more kind, the admin's test email). */
export type IntakeReplyKind = 'analysis' | 'unregistered' | 'unverified' | 'allowance' | 'oversized' | 'unreadable';

/** At most this many replies of a kind per address in a rolling day; beyond it, silence (no mail loops). */
export const REPLIES_PER_DAY: Partial<Record<IntakeReplyKind, number>> = { unregistered: 1, unverified: 3, allowance: 3 };

/** Allowance-reached replies per address per rolling day. */
export const MAX_ALLOWANCE_REPLIES_PER_DAY = REPLIES_PER_DAY.allowance ?? 3;

/** What the intake knows about one forward when it decides. Gathered by IntakeService; no I/O here. */
export interface IntakeFacts {
  /** The forwarder's lower-cased address from the wrapper's From ('' when there is none). */
  sender: string;
  /** Auto-reply, bounce or bulk mail (Auto-Submitted, Precedence, mailer-daemon…). */
  automated: boolean;
  /** The forwarder is the scanning mailbox itself. */
  ownAddress: boolean;
  /** The forwarder is in blocked_emails. */
  blocked: boolean;
  /**
   * Our receiving server (MAIL_AUTHSERV_ID) saw the forwarder pass aligned DMARC, DKIM or SPF. A From
   * header proves nothing: without it, a member's address is not trusted either.
   */
  authenticated: boolean;
  /** The forwarder's account, or null when the address has none. */
  account: { admin: boolean } | null;
  /** Larger than MAX_EMAIL_BYTES by the mailbox's count (the body is never downloaded). */
  oversized: boolean;
  /** DAILY_SCAN_LIMIT (0 = no limit). */
  dailyLimit: number;
  /** Analysed scans of the account in the rolling 24 hours. */
  scansToday: number;
  /** What reading the message gave; absent until it was read. */
  content?: 'analysed' | 'oversized' | 'unreadable';
  /** The intake failed INTAKE_MAX_ATTEMPTS times on this message, whatever the cause: retire it. */
  gaveUp?: boolean;
  /** Replies of a kind already sent (or queued) to the forwarder in the rolling 24 hours. */
  repliesToday?: Partial<Record<IntakeReplyKind, number>>;
}

/** The decision: what to record and which reply (if any) to send. */
export interface IntakeDecision {
  outcome: InboxOutcome;
  reply?: IntakeReplyKind;
}

/** Not decided yet: the facts allow an analysis, so read (fetch, parse, analyse) and decide again with `content`. */
export interface ReadFirst {
  outcome: 'read';
}

function overAllowance(f: IntakeFacts): boolean {
  return f.dailyLimit > 0 && f.account !== null && !f.account.admin && f.scansToday >= f.dailyLimit;
}

function decideOutcome(f: IntakeFacts): IntakeDecision | ReadFirst {
  if (!f.sender || f.automated || f.ownAddress) return { outcome: 'ignored' };
  if (f.blocked) return { outcome: 'blocked' };
  // no backscatter to a possibly forged sender
  if (f.gaveUp) return f.authenticated ? { outcome: 'unreadable', reply: 'unreadable' } : { outcome: 'unreadable' };
  if (!f.account) return f.authenticated ? { outcome: 'unregistered', reply: 'unregistered' } : { outcome: 'unregistered' };
  // anyone can write a member's address in From: no verdict, no scan counted, only a rate-limited notice
  if (!f.authenticated) return { outcome: 'unverified', reply: 'unverified' };
  if (f.oversized || f.content === 'oversized') return { outcome: 'oversized', reply: 'oversized' };
  if (overAllowance(f)) return { outcome: 'over_allowance', reply: 'allowance' };
  if (!f.content) return { outcome: 'read' };
  if (f.content === 'unreadable') return { outcome: 'unreadable', reply: 'unreadable' };
  return { outcome: 'analysed', reply: 'analysis' };
}

/**
 * The intake policy, in order: ignored (no sender, machine mail, ourselves) → blocked → given up
 * after INTAKE_MAX_ATTEMPTS failures (unreadable) → unregistered (invitation only to an authenticated
 * sender) → a member our server did not see authenticated (unverified) → oversized → over the daily
 * allowance (admins never are) → read it → unreadable or analysed. A rate-limited reply already sent
 * often enough today is dropped; the outcome stays.
 */
export function decideIntake(facts: IntakeFacts): IntakeDecision | ReadFirst {
  const decision = decideOutcome(facts);
  if (decision.outcome === 'read' || !('reply' in decision) || !decision.reply) return decision;
  const limit = REPLIES_PER_DAY[decision.reply];
  if (limit !== undefined && (facts.repliesToday?.[decision.reply] ?? 0) >= limit) return { outcome: decision.outcome };
  return decision;
}

/** True when a reply of this kind is limited per address per day (its count must be read under the forwarder's lock). */
export function isRateLimited(kind: IntakeReplyKind): boolean {
  return REPLIES_PER_DAY[kind] !== undefined;
}
