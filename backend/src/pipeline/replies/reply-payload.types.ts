import type { TestEmailType } from '@scamcheck/shared';

/** Threading headers: the reply sits under the family member's forward. */
export interface ReplyThreading {
  inReplyTo?: string;
  references?: string[];
}

export interface AnalysisReplyPayload extends ReplyThreading {
  riskLevel: string;
  confidence: number;
  reasons: string[];
  recommendations: string[];
  aiEnhancedRecommendation?: string;
  originalSender: string;
  originalSubject: string;
  originalNotSeparated: boolean;
  recipientName?: string;
  /**
   * A text message rather than an email: where its words came from, its sender and its first words
   * (links removed when shown), so the family member sees what we read. The first words are
   * erased from the outbox once the reply is sent.
   */
  textMessage?: { source: 'screenshot' | 'pasted'; sender: string; firstWords?: string };
}

export interface UnregisteredReplyPayload extends ReplyThreading {
  attemptedEmailSubject: string;
  attemptedEmailSender: string;
}

export interface AllowanceReplyPayload extends ReplyThreading {
  originalSubject: string;
  dailyLimit: number;
  /** When the oldest scan of the window leaves it (ISO). */
  resetAt?: string;
}

export interface SubjectOnlyReplyPayload extends ReplyThreading {
  originalSubject: string;
  /** Screenshots of a text that could not be read, and why: the reply says what to send instead. */
  screenshotProblem?: 'too-large' | 'too-small' | 'unsupported' | 'unreadable';
}

export interface TestReplyPayload {
  testType: TestEmailType;
}

/** Family emails are caused by an account holder's action: `accountId` lets us rate-limit them per account. */
export interface HouseholdInvitePayload {
  accountId: string;
  memberId: string;
  /** The invitation link's nonce (signed when the email is rendered, never stored as a link). */
  nonce: string;
  inviterName: string;
  inviterEmail: string;
  memberName: string;
}

export interface TrustedInvitePayload {
  accountId: string;
  contactId: string;
  nonce: string;
  inviterName: string;
  inviterEmail: string;
}

export interface FamilyAlertPayload {
  accountId: string;
  contactId: string;
  /** The stop link's nonce (the alert's own, so each alert can stop the alerts once). */
  nonce: string;
  inviterName: string;
  memberName: string;
  memberEmail: string;
  riskLevel: string;
  originalSender: string;
  originalSubject: string;
  recommendations: string[];
}

/** "I already clicked": the forwarder asks the trusted family member for help. */
export interface HelpAlertPayload {
  accountId: string;
  contactId: string;
  nonce: string;
  inviterName: string;
  memberName: string;
  memberEmail: string;
  situation: string;
}

/** The payload stored with each kind of reply (metadata only, never a body). */
export interface ReplyPayloads {
  analysis: AnalysisReplyPayload;
  unregistered: UnregisteredReplyPayload;
  allowance: AllowanceReplyPayload;
  oversized: SubjectOnlyReplyPayload;
  unreadable: SubjectOnlyReplyPayload;
  unverified: SubjectOnlyReplyPayload;
  test: TestReplyPayload;
  household_invite: HouseholdInvitePayload;
  trusted_invite: TrustedInvitePayload;
  family_alert: FamilyAlertPayload;
  help_alert: HelpAlertPayload;
}

export type NewReply = {
  [K in keyof ReplyPayloads]: { kind: K; recipient: string; language: 'en' | 'fr'; payload: ReplyPayloads[K] };
}[keyof ReplyPayloads];
