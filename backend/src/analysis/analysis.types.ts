/**
 * The contract of the analysis engine. The pipeline, the CLI, the eval command and the admin
 * console depend only on these types and on `parseEmail` / `analyze`.
 */
import type { Language, PatternType, RiskLevel } from '@scamcheck/shared';
import type { FindingTopic } from './detectors/finding';

export type { Language, PatternType, RiskLevel };

/** How the family member forwarded the message (or that it was not a forward at all). */
export type ForwardStyle =
  | 'none'
  | 'attached'
  | 'gmail'
  | 'outlook'
  | 'apple'
  | 'yahoo'
  | 'thunderbird'
  | 'generic';

export interface EmailLink {
  /** The URL the link really points to (never fetched). */
  href: string;
  /** The text the reader sees, when the link came from HTML. */
  text?: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** Names of files inside an archive, when the archive could be listed. */
  innerFilenames?: string[];
  /** True for Office documents carrying macros (vbaProject) when detectable. */
  hasMacros?: boolean;
  /** True for HTML attachments containing a <form> or password field. */
  hasForm?: boolean;
}

/** One email as the engine sees it: the original message, never the forwarding wrapper. */
export interface AnalyzableEmail {
  subject: string;
  /** Display name and address of the From header, as parsed. */
  from: { name: string; address: string };
  /**
   * The From line lists several mailboxes, or none with an address ("Spray-X, <info@amazon.de>",
   * "LuckyWins,(<reply@telekom.com>)"): a forged sender line meant to show a trusted address.
   */
  irregularFrom?: boolean;
  replyTo: { name: string; address: string }[];
  /** Read from an inline forward: the original's own headers (authentication, Reply-To, lists) are lost. */
  forwardedInline?: boolean;
  returnPath?: string;
  /** Raw header lines that matter for authentication (Authentication-Results, Received-SPF, DKIM-Signature). */
  authHeaders: { name: string; value: string }[];
  /** Plain text content (from text/plain, or HTML converted to text). */
  text: string;
  /** The HTML body when there was one (the engine may inspect forms/scripts; never rendered). */
  html?: string;
  links: EmailLink[];
  attachments: EmailAttachment[];
  /** Any other headers worth keeping, lower-cased names (e.g. list-unsubscribe, message-id, date). */
  headers: Record<string, string>;
}

/** The result of parsing what arrived in the scanning mailbox. */
export interface ParsedMessage {
  /** The forwarding message itself: who forwarded, its subject, Message-ID, References, language hint. */
  wrapper: {
    from: { name: string; address: string };
    subject: string;
    messageId?: string;
    references: string[];
    date?: string;
    /** Raw Authentication-Results headers on the wrapper, topmost first. */
    authenticationResults: string[];
    /** Language of the wrapper's own text (the family member's words), when it can be guessed. */
    language?: Language;
  };
  original: AnalyzableEmail;
  forwardStyle: ForwardStyle;
  /** False when the message looked forwarded but the original could not be separated. */
  originalSeparated: boolean;
  /** SHA-256 hex of the normalised original content. */
  contentHash: string;
  /** Similarity fingerprint (simhash, 16 hex chars) of the normalised original text. */
  fingerprint: string;
  /** Guessed language of the original. */
  language: Language | 'other';
}

export interface ScamPatternKnowledge {
  id: string;
  patternText: string;
  patternType: PatternType;
  /** critical | high | medium | low */
  severity: string;
  /** 0..1 */
  confidenceScore: number;
  isActive: boolean;
  description?: string | null;
}

export interface KnownScamFingerprint {
  contentHash: string;
  fingerprint: string;
}

/** Everything the engine knows besides the email itself. Loaded by the caller; the engine never does I/O. */
export interface Knowledge {
  patterns: ScamPatternKnowledge[];
  knownScams: KnownScamFingerprint[];
  /** Lower-cased addresses blocked by admins (a blocked address as the original sender is a strong signal). */
  blockedSenders: string[];
}

export interface Signal {
  detector: string;
  /** Positive = towards scam, negative = towards safe. */
  weight: number;
  /** What was seen, for the CLI and tests; may quote the message, so it is never stored or logged. */
  evidence: string;
  /** The reason key (messages/reason-catalogue.ts) the finding gives, if any. */
  reason?: string;
  patternIds?: string[];
}

export interface AnalysisResult {
  riskLevel: RiskLevel;
  /** 0..1 (shown 0-100) */
  confidence: number;
  /** Plain-language reasons; reasons from the statistical model start with the AI marker. */
  reasons: string[];
  recommendations: string[];
  /** The topics of what was found, strongest first: the same advice in another language (`buildRecommendations`). */
  topics?: FindingTopic[];
  aiEnhanced?: { recommendation: string };
  signals: Signal[];
}

export interface AnalyzeOptions {
  language?: Language;
  /**
   * `text`: the words of a text message (SMS, chat), not an email: the model judges only a text that
   * carries something to act on (a link, a phone number, an ask), and its reason names only the
   * wording (a text has no layout, and it is no email).
   * `note`: the family member's own note that forwards nothing (what they wrote or copied in): like a
   * text, the model judges it only when it carries something to act on; otherwise read as an email.
   */
  channel?: 'email' | 'text' | 'note';
}
