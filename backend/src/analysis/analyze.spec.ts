import { AI_REASON_MARKER, RISK_LEVELS } from '@scamcheck/shared';
import { makeEmail, makeParsed } from '../../test/fixtures/analysis/make-email';
import { analyze, analyzeDetailed } from './analyze';
import type { Knowledge } from './analysis.types';

const empty: Knowledge = { patterns: [], knownScams: [], blockedSenders: [] };

const scam = makeEmail({
  subject: 'Your online banking access has been locked',
  from: { name: 'RBC Royal Bank', address: 'security@rbc-secure-alerts.com' },
  text: 'We detected unusual sign-in activity. Your account has been temporarily locked. Verify your identity within 24 hours or your account will be suspended.',
  links: [{ href: 'http://198.51.100.23/rbc/login.php', text: 'https://www.rbcroyalbank.com/verify' }],
});

const friend = makeEmail({
  subject: 'Photos from Sunday',
  from: { name: 'Linda Moore', address: 'linda.moore58@gmail.com' },
  text: 'Hi Margaret, it was lovely to see you on Sunday. I put the photos in an album, I will show you next time. Hugs, Linda',
});

describe('analyze: a forged sender', () => {
  const forgedCallBack = (policy: string) =>
    makeEmail({
      subject: 'Follow-up on my call', from: { name: 'Daniel Mercer', address: 'daniel.mercer@bank.example.ca' },
      authHeaders: [{ name: 'Authentication-Results', value: `mx.example; spf=fail smtp.mailfrom=bank.example.ca; dmarc=fail (p=${policy}) header.from=bank.example.ca` }],
      text: 'Good afternoon, I tried to reach you earlier today. When you have a moment, please call me back at 1-833-555-0142. Thank you, Daniel',
    });

  it('is never SAFE when it asks anything and its domain disowns it (DMARC reject or quarantine)', () => {
    const a = analyzeDetailed(forgedCallBack('REJECT'), empty);
    expect(a.proof).toMatchObject({ level: 'failed', forged: true });
    expect(a.asks.length).toBeGreaterThan(0);
    expect(a.result.riskLevel).not.toBe('safe');
  });

  it('names what it asks in French with the article elided (« d’appeler », not « de appeler »)', () => {
    const reasons = analyzeDetailed(forgedCallBack('REJECT'), empty, { language: 'fr' }).result.reasons.join(' ');
    expect(reasons).toContain('vous demande d’appeler');
    expect(reasons).not.toMatch(/\bde appeler\b/);
  });

  it('is only unproven when the domain publishes no policy (p=none: often a misconfigured honest sender)', () => {
    expect(analyzeDetailed(forgedCallBack('NONE'), empty).proof.forged).toBe(false);
  });
});

describe('analyze: a warning about a scam', () => {
  it('retells the scam story without making its asks or its tricks its own (a newsletter scam alert is not a scam)', () => {
    const alert = makeEmail({
      subject: 'Oakridge News: the "Grandma, I\'m in jail" calls are back',
      from: { name: "Oakridge Seniors' Centre", address: 'news@oakridge-seniors.example' },
      text: 'SCAM ALERT. Three members got calls from a "grandson" who was in an accident and needed $9,000 bail, sent by courier, "and don\'t tell Mom". Another was asked to buy Apple gift cards and read the numbers. Hang up! Call your family member directly. Front desk: 250-555-0188',
    });
    const result = analyzeDetailed(alert, empty, { model: null });
    expect(result.result.riskLevel).not.toBe('dangerous');
    expect(result.asks.map((a) => a.id)).toEqual(['call-number']);
    expect(result.deception.ids.filter((id) => id.startsWith('language:'))).toEqual([]);
  });
});

describe('analyze', () => {
  it('returns the contract shape with machine-readable signals', () => {
    const r = analyze(makeParsed(scam), empty);
    expect(RISK_LEVELS).toContain(r.riskLevel);
    expect(r.confidence).toBeGreaterThanOrEqual(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(r.reasons.length).toBeGreaterThan(0);
    expect(r.recommendations.length).toBeGreaterThan(0);
    for (const s of r.signals) {
      expect(typeof s.detector).toBe('string');
      expect(typeof s.weight).toBe('number');
      expect(typeof s.evidence).toBe('string');
    }
  });

  it('rates a bank phishing email dangerous and a friend’s note safe', () => {
    expect(analyze(scam, empty).riskLevel).toBe('dangerous');
    expect(analyze(friend, empty).riskLevel).toBe('safe');
  });

  it('writes reasons and recommendations in French when asked', () => {
    const r = analyze(scam, empty, { language: 'fr' });
    expect(r.reasons.join(' ')).toMatch(/Danger|Suspect|Lien suspect/);
    expect(r.recommendations.join(' ')).toContain('Centre antifraude du Canada');
    const en = analyze(scam, empty, { language: 'en' });
    expect(en.recommendations.join(' ')).toContain('1-888-495-8501');
    expect(en.recommendations.join(' ')).toMatch(/back of your card/);
  });

  it('marks model reasons with the AI marker and only those', () => {
    const r = analyze(scam, empty);
    const detail = analyzeDetailed(scam, empty);
    const modelReason = detail.findings.some((f) => f.detector === 'model' && f.reason);
    expect(r.reasons.some((x) => x.startsWith(AI_REASON_MARKER))).toBe(modelReason);
    expect(r.reasons.filter((x) => x.startsWith(AI_REASON_MARKER)).length).toBeLessThanOrEqual(1);
  });

  it('explains a doubt about a relative’s short note with a link by its shape, with a step that fits it', () => {
    const note = makeEmail({
      subject: 'Photo',
      from: { name: 'Matthew', address: 'matt.roy2009@gmail.com' },
      // "Is this you in the photo?": what a hacked account sends to everyone in its address book.
      text: 'Hi grandpa, is this you in the photo? https://photos-share.example/Xk3Yb7aQ2 Matthew',
      links: [{ href: 'https://photos-share.example/Xk3Yb7aQ2', text: 'https://photos-share.example/Xk3Yb7aQ2' }],
    });
    const r = analyze(note, empty);
    expect(r.riskLevel).toBe('suspicious');
    expect(r.reasons).toContain(`${AI_REASON_MARKER}Caution: a short message whose main point is a link. Hacked accounts of friends and family send messages like this one.`);
    expect(r.reasons.join(' ')).not.toMatch(/junk or scam/);
    expect(r.recommendations.join(' ')).toMatch(/ask them by phone or text/);
    expect(analyze(note, empty, { language: 'fr' }).reasons.join(' ')).toMatch(/court message dont l’essentiel est un lien/);
    // The same words from a company's address are not a relative's note.
    const shop = analyze({ ...note, from: { name: 'Cottage Photos', address: 'hello@cottage-photos-studio.com' } }, empty);
    expect(shop.reasons.join(' ')).not.toMatch(/short message/);
  });

  it('makes a known scam dangerous and counts admin patterns per id', () => {
    const parsed = makeParsed(friend, { contentHash: 'c'.repeat(64) });
    const knowledge: Knowledge = {
      patterns: [{ id: 'p-42', patternText: 'lovely to see you', patternType: 'phrase', severity: 'low', confidenceScore: 0.3, isActive: true }],
      knownScams: [{ contentHash: 'c'.repeat(64), fingerprint: 'ffffffffffffffff' }],
      blockedSenders: [],
    };
    const r = analyze(parsed, knowledge);
    expect(r.riskLevel).toBe('dangerous');
    expect(r.signals.find((s) => s.detector === 'pattern:phrase')?.patternIds).toEqual(['p-42']);
  });

  it('treats a blocked original sender as dangerous', () => {
    expect(analyze(friend, { ...empty, blockedSenders: ['Linda.Moore58@gmail.com'] }).riskLevel).toBe('dangerous');
  });

  it('is deterministic and does not touch its input', () => {
    const copy = JSON.parse(JSON.stringify(scam));
    const a = analyze(scam, empty);
    const b = analyze(scam, empty);
    expect(a).toEqual(b);
    expect(scam).toEqual(copy);
  });
});

describe('analyze: the words of a text message', () => {
  const text = (words: string, links: { href: string; text?: string }[] = []) => makeEmail({ from: { name: '+1 416 555 0158', address: '' }, text: words, links });

  it.each([
    ['a pharmacy\'s "ready for pickup"', 'Shoppers Drug Mart: Your prescription is ready for pickup. Pharmacy hours: 9 am to 9 pm. Reply STOP to opt out.', [], 'not-scam'],
    ['a son\'s "landed"', 'Landed in Calgary, all good. Call you tonight', [], 'not-scam'],
    ['a toll balance paid through a link', '407 ETR: You have an unpaid toll balance of $7.48. Avoid a late fee and pay today: https://407etr-billing.example/pay', [{ href: 'https://407etr-billing.example/pay' }], 'not-safe'],
    ['a surprise kept from mom (secrecy, counted once)', 'Ne dis rien à maman, c\'est une surprise pour sa fête samedi! Tu peux m\'appeler ce soir?', [], 'not-scam'],
    ['a surprise trip kept between us', 'Keep this between us, it is a surprise trip for dad. Call me tonight?', [], 'not-scam'],
    ['« Déposez vos fonds » through a link', 'Virement INTERAC : Vous avez reçu 420,00 $. Déposez vos fonds ici : https://depot-securise.example/fr', [{ href: 'https://depot-securise.example/fr' }], 'not-safe'],
    ['a text in a city\'s name that links elsewhere', 'City of Calgary Bylaw: Parking notice #PN-5512. Review the details: https://calgary-notices.example/n', [{ href: 'https://calgary-notices.example/n' }], 'not-safe'],
    ['a daughter shares news about a city', 'Look, the city of Calgary is adding bike lanes near you: https://news.example/calgary-bike-lanes', [{ href: 'https://news.example/calgary-bike-lanes' }], 'not-scam'],
  ] as const)('%s', (_name, words, links, expected) => {
    const result = analyze(text(words, [...links]), undefined, { channel: 'text' });
    if (expected === 'not-scam') expect(result.riskLevel).not.toBe('dangerous');
    else expect(result.riskLevel).not.toBe('safe');
    // A text is no email and has no layout: no reason says so, none calls it junk mail.
    expect(result.reasons.join(' ')).not.toMatch(/junk mail|layout|emails/i);
  });

  it('the model judges a text only when it carries a link, a number or an ask', () => {
    expect(analyzeDetailed(text('Landed in Calgary, all good. Call you tonight'), undefined, { channel: 'text' }).modelProbability).toBeNull();
    const withLink = text('Your parcel is waiting: https://parcel-pay.example/x', [{ href: 'https://parcel-pay.example/x' }]);
    expect(analyzeDetailed(withLink, undefined, { channel: 'text' }).modelProbability).not.toBeNull();
    expect(analyzeDetailed(text('Call me back at 604-555-0199 about the parcel'), undefined, { channel: 'text' }).modelProbability).not.toBeNull();
  });
});

describe('analyze: the quoted part of a reply', () => {
  const reply = makeEmail({
    subject: 'Re: plants',
    from: { name: 'Denis Roy', address: 'denis.roy@videotron.ca' },
    text: 'Sure, it is on the fridge note and the fish food is by the tank. Thanks again!\n\nOn Tue, Mar 4, 2025 at 9:12 PM Louise <louise@example.net>\nwrote:\n> Happy to help. Send me the code and tell me how much food to give.',
  });

  it('asks only what its writer wrote: the quote was asked before', () => {
    expect(analyzeDetailed(reply, empty).asks.map((a) => a.id)).not.toContain('give-code');
  });

  it("still reads the quote in a family member's own note, which may quote what they ask about", () => {
    expect(analyzeDetailed(reply, empty, { channel: 'note' }).asks.map((a) => a.id)).toContain('give-code');
  });
});
