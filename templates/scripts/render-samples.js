#!/usr/bin/env node
/**
 * Renders every template (en + fr, plus a hostile-input case) to files so they can be opened
 * in a browser or screenshotted with headless Chromium. Run after building:
 *   npx tsc -p templates/tsconfig.json && node templates/scripts/render-samples.js [outDir]
 */
const fs = require('node:fs');
const path = require('node:path');
const t = require('../dist');

const outDir = path.resolve(process.argv[2] || '/tmp/scamcheck-templates');
fs.mkdirSync(outDir, { recursive: true });

const base = 'http://localhost:3000';
const ctx = { appBaseUrl: base, scanAddress: 'check@scamcheck.local', supportEmail: 'support@scamcheck.local' };
const hostile = '"><img src=x onerror=alert(1)><script>alert("x")</script>';

const cases = [];
for (const lang of ['en', 'fr']) {
  for (const type of ['dangerous', 'suspicious', 'safe']) {
    cases.push([`analysis-${type}-${lang}`, t.renderAnalysisEmail({ ...t.sampleAnalysis(type, lang, base), supportEmail: ctx.supportEmail })]);
  }
  cases.push([
    `analysis-unknown-not-separated-${lang}`,
    t.renderAnalysisEmail({
      ...t.sampleAnalysis('suspicious', lang, base),
      riskLevel: 'weird',
      confidence: 0.5,
      originalNotSeparated: true,
      aiEnhancedRecommendation: undefined,
      recipientName: undefined,
    }),
  ]);
  for (const type of ['dangerous', 'unregistered']) cases.push([`test-${type}-${lang}`, t.renderTestEmail(type, lang, ctx)]);
  cases.push([
    `unregistered-${lang}`,
    t.renderUnregisteredSenderEmail({
      language: lang,
      attemptedEmailSubject: 'Your account is locked',
      attemptedEmailSender: 'security@rbc-verify.co',
      appBaseUrl: base,
      scanAddress: ctx.scanAddress,
    }),
  ]);
  cases.push([
    `allowance-${lang}`,
    t.renderAllowanceReachedEmail({
      language: lang,
      dailyLimit: 2,
      originalSubject: 'Final notice: CRA refund',
      resetHint: lang === 'fr' ? 'après 16 h 30' : 'after 4:30 p.m.',
      appBaseUrl: base,
      supportEmail: ctx.supportEmail,
    }),
  ]);
  cases.push([`signup-${lang}`, t.renderSignupConfirmationEmail({ language: lang, name: 'Margaret', confirmUrl: `${base}/auth/v1/verify?token=abc123&type=signup` })]);
  cases.push([`recovery-${lang}`, t.renderPasswordRecoveryEmail({ language: lang, resetUrl: `${base}/auth/v1/verify?token=def456&type=recovery` })]);
  cases.push([`oversized-${lang}`, t.renderOversizedEmail({ language: lang, maxMegabytes: 10, originalSubject: 'Photos from the cottage' })]);
  cases.push([`unreadable-${lang}`, t.renderUnreadableEmail({ language: lang, originalSubject: 'Re: invoice' })]);
  cases.push([`unverified-${lang}`, t.renderUnverifiedForwardEmail({ language: lang, originalSubject: 'Fwd: Your parcel is waiting' })]);
  cases.push([
    `contact-${lang}`,
    t.renderContactMessage({ language: lang, name: 'Jean Tremblay', email: 'jean@example.ca', subject: 'Question', message: 'Bonjour,\nI forwarded an email but got no answer.\n\nThanks!' }),
  ]);
}
cases.push([
  'analysis-hostile-en',
  t.renderAnalysisEmail({
    language: 'en',
    riskLevel: 'dangerous',
    confidence: 0.873,
    reasons: [hostile, `[AI] ${hostile}`],
    recommendations: [hostile],
    aiEnhancedRecommendation: hostile,
    originalSender: hostile,
    originalSubject: `Locked\r\nBcc: victim@example.com ${hostile}`,
    contentExcerpt: `${hostile}\nVisit http://evil.example/steal now`,
    recipientName: hostile,
    appBaseUrl: base,
  }),
]);

const index = [];
for (const [name, email] of cases) {
  fs.writeFileSync(path.join(outDir, `${name}.html`), email.html);
  fs.writeFileSync(path.join(outDir, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}`);
  index.push(`${name}: ${email.subject}`);
}
fs.writeFileSync(path.join(outDir, 'index.txt'), index.join('\n') + '\n');
console.log(`${cases.length} emails written to ${outDir}`);
console.log(index.join('\n'));
