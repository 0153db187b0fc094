import type { Language, RiskLevel, TestEmailType } from '@scamcheck/shared';

/** What every renderer returns: ready for nodemailer's subject / html / text. */
export interface RenderedEmail {
  /** One line, control characters removed, length-capped: safe to put in a header. */
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Optional extras every user-facing email accepts. */
export interface CommonEmailOptions {
  /** Support address shown in the footer (SUPPORT_EMAIL). Without it the footer points to {appBaseUrl}/contact. */
  readonly supportEmail?: string;
  /** Adds a visible "TEST" notice (admin test emails). */
  readonly isTest?: boolean;
}

export interface AnalysisEmailModel extends CommonEmailOptions {
  readonly language: Language;
  /** 'safe' | 'suspicious' | 'dangerous'; anything else is shown as Unknown. */
  readonly riskLevel: RiskLevel | (string & Record<never, never>);
  /** 0..1, shown as a whole percent (values in (1, 100] are taken as a percent already). */
  readonly confidence: number;
  /** Engine reasons; AI ones start with AI_REASON_MARKER. */
  readonly reasons: readonly string[];
  /** Empty → sensible defaults for the verdict. */
  readonly recommendations: readonly string[];
  readonly aiEnhancedRecommendation?: string;
  readonly originalSender: string;
  readonly originalSubject: string;
  /** Shortened for display and its links removed. */
  readonly contentExcerpt?: string;
  readonly recipientName?: string;
  /** True when the forwarded original could not be separated from the forward: we say so plainly. */
  readonly originalNotSeparated?: boolean;
  /**
   * A text message rather than an email: where its words came from and its sender; its first
   * words go in contentExcerpt (shown with links removed).
   */
  readonly textMessage?: { readonly source: 'screenshot' | 'pasted'; readonly sender: string };
  readonly appBaseUrl: string;
  /** "Was this right?" one-tap links (signed), in the order shown. */
  readonly feedbackLinks?: readonly FeedbackLink[];
  /** The "I already clicked / paid / gave a code" page (SCAM and CAUTION verdicts). */
  readonly helpUrl?: string;
}

export interface FeedbackLink {
  readonly answer: 'correct' | 'is_scam' | 'is_safe';
  readonly url: string;
}

export interface UnregisteredSenderEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly attemptedEmailSubject: string;
  readonly attemptedEmailSender: string;
  readonly appBaseUrl: string;
  /** The scanning mailbox (SCAN_MAILBOX_ADDRESS). */
  readonly scanAddress: string;
}

export interface AllowanceReachedEmailModel extends CommonEmailOptions {
  readonly language: Language;
  /** DAILY_SCAN_LIMIT (default 2, rolling 24 h). */
  readonly dailyLimit: number;
  readonly originalSubject: string;
  /** Completes "You can try again {resetHint}.", e.g. "after 4:30 p.m." / "après 16 h 30". */
  readonly resetHint?: string;
  readonly appBaseUrl: string;
}

export interface SignupConfirmationEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly name?: string;
  readonly confirmUrl: string;
}

export interface PasswordRecoveryEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly resetUrl: string;
}

export interface OversizedEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly maxMegabytes: number;
  readonly originalSubject: string;
}

export interface UnreadableEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly originalSubject: string;
  /** Screenshots of a text we could not read, and why: the email says what to send instead. */
  readonly screenshotProblem?: 'too-large' | 'too-small' | 'unsupported' | 'unreadable';
}

export interface UnverifiedForwardEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly originalSubject: string;
}

export interface ContactMessageModel {
  readonly name: string;
  readonly email: string;
  readonly subject?: string;
  readonly message: string;
  /** Language of the visitor who wrote; labels are rendered in it too. */
  readonly language: Language;
}

export type SampleScenario = Exclude<TestEmailType, 'unregistered'>;

export interface TestEmailContext {
  readonly appBaseUrl: string;
  readonly scanAddress: string;
  readonly supportEmail?: string;
}
