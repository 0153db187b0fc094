/**
 * @scamcheck/templates: every email ScamCheck sends, as pure functions (no I/O, browser-safe).
 * Used by the backend (nodemailer) and bundled into the /email-preview page, so the preview is
 * exactly what is sent.
 */
export type {
  AllowanceReachedEmailModel,
  AnalysisEmailModel,
  CommonEmailOptions,
  ContactMessageModel,
  FeedbackLink,
  OversizedEmailModel,
  PasswordRecoveryEmailModel,
  RenderedEmail,
  SampleScenario,
  SignupConfirmationEmailModel,
  TestEmailContext,
  UnreadableEmailModel,
  UnregisteredSenderEmailModel,
  UnverifiedForwardEmailModel,
} from './types';

export { renderAnalysisEmail, analysisEmailSubject, verdictLabel } from './analysis-email.template';
export { renderUnregisteredSenderEmail } from './unregistered-sender-email.template';
export { renderAllowanceReachedEmail } from './allowance-reached-email.template';
export { renderSignupConfirmationEmail } from './signup-confirmation-email.template';
export { renderPasswordRecoveryEmail } from './password-recovery-email.template';
export { renderOversizedEmail } from './oversized-email.template';
export { renderUnreadableEmail } from './unreadable-email.template';
export { renderUnverifiedForwardEmail } from './unverified-forward-email.template';
export { renderContactMessage } from './contact-message.template';
export { renderTestEmail, TEST_SUBJECT_PREFIX } from './test-email.template';
export { sampleAnalysis, sampleTextMessageAnalysis, SAMPLE_APP_BASE_URL } from './sample-analysis';

export { groupReasons, isAiReason, stripAiMarker, CRITICAL_KEYWORDS, WARNING_KEYWORDS, type ReasonGroups } from './group-reasons';
export {
  riskLevelHeader,
  RISK_LEVEL_HEADER_NAME,
  normalizeRiskLevel,
  confidencePercent,
  VERDICT_PALETTES,
  type DisplayRiskLevel,
  type VerdictPalette,
} from './risk-level';
export { escapeHtml, escapeUntrusted } from './escape-html';
export { sanitizeSubject, shortenExcerpt, truncate, SUBJECT_MAX, SUBJECT_PART_MAX, EXCERPT_MAX } from './sanitize-text';
export { getDictionary, resolveLanguage, DICTIONARIES, en, fr, type Dictionary, type PerRiskLevel } from './i18n';
export {
  renderHouseholdInviteEmail,
  renderTrustedInviteEmail,
  renderFamilyAlertEmail,
  renderHelpAlertEmail,
  getFamilyDictionary,
  feedbackSection,
  helpSection,
  type HouseholdInviteEmailModel,
  type TrustedInviteEmailModel,
  type FamilyAlertEmailModel,
  type HelpAlertEmailModel,
} from './family-emails.template';
export type { FamilyDictionary } from './i18n/family-dictionary';
