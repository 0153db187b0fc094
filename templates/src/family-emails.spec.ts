import { renderAnalysisEmail, renderFamilyAlertEmail, renderHelpAlertEmail, renderHouseholdInviteEmail, renderTrustedInviteEmail } from './index';

const BASE = 'https://scamcheck.example.ca';

describe('renderHouseholdInviteEmail', () => {
  const model = {
    inviterName: 'Claire <b>Roy</b>',
    inviterEmail: 'claire@family.test',
    memberName: 'Papa',
    memberEmail: 'jean@family.test',
    confirmUrl: `${BASE}/family/confirm?token=abc.def`,
    scanAddress: 'check@scamcheck.example.ca',
  };

  it.each(['en', 'fr'] as const)('is bilingual, %s first, with the one confirmation link in both parts', (language) => {
    const email = renderHouseholdInviteEmail({ ...model, language });
    expect(email.text).toContain('Yes, this is my address and I agree');
    expect(email.text).toContain('Oui, c’est mon adresse et j’accepte');
    expect(email.text.split(model.confirmUrl).length - 1).toBe(2);
    expect(email.html).toContain(`href="${BASE}/family/confirm?token=abc.def"`);
    expect(email.html).toContain('lang="fr-CA"');
    expect(email.html).toContain('lang="en-CA"');
    const first = language === 'en' ? 'Please confirm' : 'À confirmer';
    expect(email.subject.startsWith(first)).toBe(true);
    expect(email.text).toContain('jean@family.test');
    expect(email.text).toContain('Never its content.');
  });

  it('escapes the names the account holder typed', () => {
    const email = renderHouseholdInviteEmail({ ...model, language: 'en' });
    expect(email.html).not.toContain('<b>Roy</b>');
    expect(email.html).toContain('Claire &lt;b&gt;Roy&lt;/b&gt;');
  });
});

describe('renderTrustedInviteEmail', () => {
  it('says what the caregiver gets and that the content is never sent, in both languages', () => {
    const email = renderTrustedInviteEmail({ language: 'fr', inviterName: 'Claire', inviterEmail: 'claire@family.test', confirmUrl: `${BASE}/family/trusted?token=x.y` });
    expect(email.subject).toMatch(/^Claire aimerait/);
    expect(email.text).toContain('We never send you the content of their emails.');
    expect(email.text).toContain('Nous ne vous envoyons jamais le contenu de leurs courriels.');
    expect(email.html).toContain(`href="${BASE}/family/trusted?token=x.y"`);
  });
});

describe('renderFamilyAlertEmail', () => {
  const model = {
    inviterName: 'Claire',
    memberName: 'Jean',
    memberEmail: 'jean@family.test',
    riskLevel: 'dangerous',
    originalSender: 'CRA <refund@cra-arc-refund.com>',
    originalSubject: 'Your tax refund of $812.40',
    recommendations: ['Do not click the link.', 'Delete the email.'],
    helpUrl: `${BASE}/already-clicked`,
    stopUrl: `${BASE}/family/stop?token=s.t`,
    appBaseUrl: BASE,
  };

  it.each([
    ['en', 'ScamCheck alert: Jean received an email rated SCAM', 'Stop these alerts'],
    ['fr', 'Alerte ScamCheck\u00a0: Jean a reçu un courriel jugé ARNAQUE', 'Arrêter ces alertes'],
  ] as const)('names who, sender, subject, verdict, advice and the stop link (%s)', (language, subject, stop) => {
    const email = renderFamilyAlertEmail({ ...model, language });
    expect(email.subject).toBe(subject);
    expect(email.text).toContain('Jean (jean@family.test)');
    expect(email.text).toContain('refund@cra-arc-refund.com');
    expect(email.text).toContain('Your tax refund of $812.40');
    expect(email.text).toContain('Do not click the link.');
    expect(email.text).toContain(`${stop}`);
    expect(email.text).toContain(model.stopUrl);
    expect(email.html).toContain(`href="${model.stopUrl}"`);
    expect(email.html).toContain(`href="${model.helpUrl}"`);
  });

  it('says CAUTION when the verdict is suspicious', () => {
    expect(renderFamilyAlertEmail({ ...model, language: 'en', riskLevel: 'suspicious' }).subject).toContain('rated CAUTION');
  });
});

describe('verdict email: "Was this right?" and "Already clicked?"', () => {
  const base = {
    confidence: 0.9,
    reasons: ['Urgent deadline'],
    recommendations: [],
    originalSender: 'x@y.test',
    originalSubject: 'Refund',
    appBaseUrl: BASE,
    helpUrl: `${BASE}/already-clicked?token=h.1`,
  };
  const links = (answers: ('correct' | 'is_scam' | 'is_safe')[]) => answers.map((answer) => ({ answer, url: `${BASE}/feedback?token=${answer}.sig` }));

  it.each([
    ['en', 'dangerous', ['correct', 'is_safe'], ['Yes, it was right', 'No, it is safe'], 'Already clicked, paid or gave a code?'],
    ['fr', 'suspicious', ['correct', 'is_scam', 'is_safe'], ['Oui, c’était juste', 'Non, c’est une arnaque', 'Non, c’est sans danger'], 'Déjà cliqué, payé ou donné un code?'],
  ] as const)('%s %s: one link per answer, and the help link', (language, riskLevel, answers, labels, help) => {
    const email = renderAnalysisEmail({ ...base, language, riskLevel, feedbackLinks: links([...answers]) });
    for (const label of labels) expect(email.text).toContain(label);
    for (const answer of answers) expect(email.html).toContain(`href="${BASE}/feedback?token=${answer}.sig"`);
    expect(email.html).toContain(help);
    expect(email.text).toContain(help.toLocaleUpperCase());
    expect(email.html).toContain(`href="${BASE}/already-clicked?token=h.1"`);
  });

  it('shows no help section under a SAFE verdict, and nothing without links', () => {
    const safe = renderAnalysisEmail({ ...base, language: 'en', riskLevel: 'safe', feedbackLinks: links(['correct', 'is_scam']) });
    expect(safe.text).not.toMatch(/already clicked/i);
    expect(safe.text).toContain('No, it is a scam');
    const none = renderAnalysisEmail({ ...base, language: 'en', riskLevel: 'dangerous', helpUrl: undefined });
    expect(none.text).not.toMatch(/was this right/i);
    expect(none.text).not.toMatch(/already clicked/i);
  });

  it('never puts a non-http link in an href', () => {
    const email = renderAnalysisEmail({ ...base, language: 'en', riskLevel: 'dangerous', helpUrl: 'javascript:alert(1)', feedbackLinks: [{ answer: 'correct', url: 'javascript:alert(2)' }] });
    expect(email.html).not.toContain('javascript:');
  });
});

describe('renderHelpAlertEmail', () => {
  it.each([
    ['en', 'ScamCheck: Jean needs your help now', '“I gave my card number or bank details”'],
    ['fr', 'ScamCheck\u00a0: Jean a besoin de votre aide maintenant', '«\u00a0J’ai donné mon numéro de carte ou mes renseignements bancaires\u00a0»'],
  ] as const)('says who needs help and what happened, with the steps and stop links (%s)', (language, subject, said) => {
    const email = renderHelpAlertEmail({
      language,
      inviterName: 'Claire',
      memberName: 'Jean',
      memberEmail: 'jean@family.test',
      situation: 'card',
      helpUrl: `${BASE}/already-clicked`,
      stopUrl: `${BASE}/family/stop?token=a.b`,
      appBaseUrl: BASE,
    });
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(said);
    expect(email.text).toContain('Jean (jean@family.test)');
    expect(email.html).toContain(`href="${BASE}/already-clicked"`);
    expect(email.html).toContain(`href="${BASE}/family/stop?token=a.b"`);
  });
});
