import { AI_REASON_MARKER, type Language } from '@scamcheck/shared';
import { getDictionary, resolveLanguage } from './i18n';
import type { AnalysisEmailModel, SampleScenario } from './types';

/** Used when the caller has no public origin at hand (tests, the preview page can override). */
export const SAMPLE_APP_BASE_URL = 'http://localhost:3000';

const SAMPLE_RISK: Readonly<Record<SampleScenario, { readonly riskLevel: SampleScenario; readonly confidence: number }>> = {
  dangerous: { riskLevel: 'dangerous', confidence: 0.96 },
  suspicious: { riskLevel: 'suspicious', confidence: 0.72 },
  safe: { riskLevel: 'safe', confidence: 0.91 },
};

/**
 * A realistic verdict on a screenshot of a text message (a Canada Post parcel-fee scam), in the
 * reader's language: the /email-preview "text message" scenario.
 */
export function sampleTextMessageAnalysis(language: Language, appBaseUrl: string = SAMPLE_APP_BASE_URL): AnalysisEmailModel {
  const text = getDictionary(language).samples.textMessage;
  return {
    language: resolveLanguage(language),
    riskLevel: 'dangerous',
    confidence: 0.92,
    reasons: [...text.reasons, ...text.aiReasons.map((reason) => `${AI_REASON_MARKER}${reason}`)],
    recommendations: [...text.recommendations],
    originalSender: text.originalSender,
    originalSubject: text.originalSubject,
    contentExcerpt: text.contentExcerpt,
    recipientName: text.recipientName,
    textMessage: { source: 'screenshot', sender: text.originalSender },
    appBaseUrl,
  };
}

/**
 * A realistic analysis for each scenario, in the reader's language: an Interac e-Transfer
 * deposit phish (dangerous), a parcel notice with urgent language (suspicious), a school
 * newsletter (safe). Feeds the admin Test Email, the /email-preview scenario buttons and tests.
 */
export function sampleAnalysis(
  type: SampleScenario,
  language: Language,
  appBaseUrl: string = SAMPLE_APP_BASE_URL,
): AnalysisEmailModel {
  const scenario: SampleScenario = type in SAMPLE_RISK ? type : 'dangerous';
  const text = getDictionary(language).samples[scenario];
  const risk = SAMPLE_RISK[scenario];
  return {
    language: resolveLanguage(language),
    riskLevel: risk.riskLevel,
    confidence: risk.confidence,
    reasons: [...text.reasons, ...text.aiReasons.map((reason) => `${AI_REASON_MARKER}${reason}`)],
    recommendations: [...text.recommendations],
    ...(text.aiEnhancedRecommendation ? { aiEnhancedRecommendation: text.aiEnhancedRecommendation } : {}),
    originalSender: text.originalSender,
    originalSubject: text.originalSubject,
    contentExcerpt: text.contentExcerpt,
    recipientName: text.recipientName,
    appBaseUrl,
  };
}
