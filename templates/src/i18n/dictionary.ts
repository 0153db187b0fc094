import type { DisplayRiskLevel } from '../risk-level';

/**
 * Every word the emails say, per language. `en.ts` and `fr.ts` are typed with this interface,
 * so a string missing in one language is a compile error. Strings are plain text with
 * `{placeholder}`s; the renderers escape them for HTML (see interpolate.ts).
 */
export type PerRiskLevel = Readonly<Record<DisplayRiskLevel, string>>;

export interface SampleScenarioText {
  readonly recipientName: string;
  readonly originalSender: string;
  readonly originalSubject: string;
  readonly contentExcerpt: string;
  /** AI reasons carry AI_REASON_MARKER, added by sample-analysis.ts. */
  readonly reasons: readonly string[];
  readonly aiReasons: readonly string[];
  readonly recommendations: readonly string[];
  readonly aiEnhancedRecommendation?: string;
}

export interface Dictionary {
  readonly common: {
    readonly brandName: string;
    /** Separator after a label in the text part: ": " in English, " : " (non-breaking) in French. */
    readonly colon: string;
    readonly tagline: string;
    /** {name} */
    readonly greeting: string;
    readonly greetingNoName: string;
    readonly footerAbout: string;
    readonly footerPrivacy: string;
    /** {email} */
    readonly footerSupportEmail: string;
    /** {url} */
    readonly footerSupportUrl: string;
    readonly footerCafc: string;
    readonly footerAutomatic: string;
    readonly linkRemoved: string;
    readonly noSubject: string;
    readonly unknownSender: string;
    readonly fromLabel: string;
    readonly subjectLabel: string;
    readonly forwardedEmailTitle: string;
    readonly safetyTipsTitle: string;
    readonly safetyTips: readonly string[];
    readonly buttonFallback: string;
    readonly testNotice: string;
    /** {url} */
    readonly visitSite: string;
  };
  readonly analysis: {
    /** Subject prefix, e.g. "SCAM". */
    readonly verdictLabels: PerRiskLevel;
    /** Human name of the risk level, e.g. "Dangerous", "Unknown". */
    readonly riskLevelNames: PerRiskLevel;
    /** {level} */
    readonly riskLevelLine: string;
    readonly headlines: PerRiskLevel;
    readonly summaries: PerRiskLevel;
    readonly preheaders: PerRiskLevel;
    /** {percent} */
    readonly confidence: string;
    readonly notSeparatedTitle: string;
    readonly notSeparated: string;
    readonly reasonsTitle: string;
    readonly groupCritical: string;
    readonly groupWarning: string;
    readonly groupSafe: string;
    readonly groupAi: string;
    readonly aiLabel: string;
    readonly noReasons: string;
    readonly whatToDoTitle: string;
    readonly defaultRecommendations: Readonly<Record<DisplayRiskLevel, readonly string[]>>;
    readonly aiRecommendationTitle: string;
    readonly checkedEmailTitle: string;
    readonly excerptTitle: string;
  };
  readonly unregistered: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    /** {scanAddress} */
    readonly intro: string;
    readonly notAnalysed: string;
    readonly signupTitle: string;
    /** {url}, {scanAddress} */
    readonly signupSteps: readonly string[];
    readonly button: string;
  };
  readonly allowance: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    /** {limit} — singular form, used when the limit is 1 */
    readonly limitOne: string;
    /** {limit} */
    readonly limitMany: string;
    /** {subject} */
    readonly notChecked: string;
    readonly tryLater: string;
    /** {hint}, e.g. "after 4:30 p.m." */
    readonly tryLaterHint: string;
    readonly rushWarning: string;
  };
  readonly signup: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    readonly body: string;
    readonly button: string;
    readonly expiry: string;
    readonly ignore: string;
  };
  readonly recovery: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    readonly body: string;
    readonly button: string;
    readonly expiry: string;
    readonly ignore: string;
    readonly neverAsk: string;
  };
  readonly oversized: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    /** {subject}, {max} */
    readonly body: string;
    readonly tryTitle: string;
    readonly tips: readonly string[];
  };
  /** Text messages (SMS, chat) checked from a screenshot or pasted words. */
  readonly textMessage: {
    /** {sender}: the subject's second part. */
    readonly subjectFrom: string;
    readonly subjectNoSender: string;
    readonly readScreenshotTitle: string;
    readonly readPastedTitle: string;
    readonly readNote: string;
    readonly senderLabel: string;
    readonly wordsLabel: string;
    readonly senderNotShown: string;
    /** The verdict banner and preheader for a text message (the analysis' own name the email). */
    readonly headlines: PerRiskLevel;
    readonly summaries: PerRiskLevel;
    readonly preheaders: PerRiskLevel;
  };
  /** Screenshots we could not read: what went wrong, and what to send instead. */
  readonly screenshotProblem: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    readonly reasons: { readonly 'too-large': string; readonly 'too-small': string; readonly unsupported: string; readonly unreadable: string };
    readonly notChecked: string;
    readonly tryTitle: string;
    readonly steps: readonly string[];
    readonly thenSend: string;
  };
  readonly unreadable: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    /** {subject} */
    readonly body: string;
    readonly tryTitle: string;
    readonly steps: readonly string[];
    readonly thenSend: string;
  };
  readonly unverified: {
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    /** {subject} */
    readonly body: string;
    readonly tryTitle: string;
    readonly tips: readonly string[];
  };
  readonly contact: {
    /** {subject} */
    readonly subjectWithTopic: string;
    /** {name} */
    readonly subjectWithoutTopic: string;
    readonly heading: string;
    readonly nameLabel: string;
    readonly emailLabel: string;
    readonly subjectLabel: string;
    readonly languageLabel: string;
    readonly messageLabel: string;
    readonly languageName: string;
    readonly noTopic: string;
  };
  readonly samples: {
    readonly dangerous: SampleScenarioText;
    readonly suspicious: SampleScenarioText;
    readonly safe: SampleScenarioText;
    readonly unregistered: { readonly attemptedEmailSubject: string; readonly attemptedEmailSender: string };
    /** A screenshot of a text message (dangerous): originalSender is the phone number shown. */
    readonly textMessage: SampleScenarioText;
  };
}
