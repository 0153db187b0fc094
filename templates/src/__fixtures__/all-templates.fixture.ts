import type { Language } from '@scamcheck/shared';
import {
  renderAllowanceReachedEmail,
  renderAnalysisEmail,
  renderContactMessage,
  renderOversizedEmail,
  renderPasswordRecoveryEmail,
  renderSignupConfirmationEmail,
  renderTestEmail,
  renderUnreadableEmail,
  renderUnregisteredSenderEmail,
  sampleAnalysis,
  type RenderedEmail,
} from '../index';

export const BASE_URL = 'https://scamcheck.example.ca';
export const SCAN_ADDRESS = 'check@scamcheck.example.ca';

/** Every template rendered with ordinary data, by name, for cross-cutting tests. */
export function renderAll(language: Language, overrides: { subject?: string; text?: string } = {}): Record<string, RenderedEmail> {
  const subject = overrides.subject ?? 'Your account is locked';
  const text = overrides.text ?? 'security@rbc-verify.co';
  return {
    analysisDangerous: renderAnalysisEmail({ ...sampleAnalysis('dangerous', language, BASE_URL), originalSubject: subject }),
    analysisSuspicious: renderAnalysisEmail(sampleAnalysis('suspicious', language, BASE_URL)),
    analysisSafe: renderAnalysisEmail(sampleAnalysis('safe', language, BASE_URL)),
    analysisUnknown: renderAnalysisEmail({ ...sampleAnalysis('safe', language, BASE_URL), riskLevel: 'mystery', originalNotSeparated: true }),
    unregistered: renderUnregisteredSenderEmail({
      language,
      attemptedEmailSubject: subject,
      attemptedEmailSender: text,
      appBaseUrl: BASE_URL,
      scanAddress: SCAN_ADDRESS,
    }),
    allowance: renderAllowanceReachedEmail({ language, dailyLimit: 2, originalSubject: subject, resetHint: 'tomorrow', appBaseUrl: BASE_URL }),
    signup: renderSignupConfirmationEmail({ language, name: text, confirmUrl: `${BASE_URL}/auth/v1/verify?token=abc&type=signup` }),
    recovery: renderPasswordRecoveryEmail({ language, resetUrl: `${BASE_URL}/auth/v1/verify?token=def&type=recovery` }),
    oversized: renderOversizedEmail({ language, maxMegabytes: 10, originalSubject: subject }),
    unreadable: renderUnreadableEmail({ language, originalSubject: subject }),
    contact: renderContactMessage({ language, name: text, email: 'visitor@example.ca', subject, message: `Hello\n${text}` }),
    testDangerous: renderTestEmail('dangerous', language, { appBaseUrl: BASE_URL, scanAddress: SCAN_ADDRESS }),
    testUnregistered: renderTestEmail('unregistered', language, { appBaseUrl: BASE_URL, scanAddress: SCAN_ADDRESS }),
  };
}

/** Renders every template with the same hostile value in every user- or email-controlled field. */
export function renderAllHostile(hostile: string, language: Language = 'en'): Record<string, RenderedEmail> {
  return {
    ...renderAll(language, { subject: hostile, text: hostile }),
    analysisEverything: renderAnalysisEmail({
      language,
      riskLevel: 'dangerous',
      confidence: 0.9,
      reasons: [hostile, `[AI] ${hostile}`, `urgent ${hostile}`, `caution ${hostile}`],
      recommendations: [hostile],
      aiEnhancedRecommendation: hostile,
      originalSender: hostile,
      originalSubject: hostile,
      contentExcerpt: hostile,
      recipientName: hostile,
      appBaseUrl: BASE_URL,
      supportEmail: hostile,
    }),
    allowanceHint: renderAllowanceReachedEmail({ language, dailyLimit: 2, originalSubject: hostile, resetHint: hostile, appBaseUrl: BASE_URL }),
  };
}
