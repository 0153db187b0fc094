/**
 * What a detector reports: a machine-readable Signal (counted by the pipeline per pattern) plus the
 * key of the plain-language reason it should produce, if any.
 */
import type { Signal } from '../analysis.types';
import type { ReasonKey } from '../messages/reason-catalogue';

/** Groups findings so the recommendations can say what to do about each kind of danger. */
export type FindingTopic =
  | 'link'
  | 'attachment'
  | 'download'
  | 'investment'
  | 'shopping'
  | 'government-service'
  | 'health'
  | 'credentials'
  | 'personal-data'
  | 'payment'
  | 'phone'
  | 'brand'
  | 'sender'
  | 'known-scam'
  | 'sextortion'
  | 'tech-support'
  | 'prize'
  | 'loan'
  | 'premium-text'
  | 'job'
  | 'romance'
  | 'family-emergency'
  | 'personal-link'
  | 'delivery'
  | 'tax'
  | 'general';

export interface Finding extends Signal {
  reason?: ReasonKey;
  /** Values substituted into the reason text (e.g. the brand's name). */
  params?: Record<string, string>;
  topic?: FindingTopic;
}

export type Detector<C> = (ctx: C) => Finding[];
