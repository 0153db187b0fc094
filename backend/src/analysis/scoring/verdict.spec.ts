import { adjustModelWeight } from '../analyze';
import type { Finding } from '../detectors/finding';
import { decide, discountBulkHints } from './verdict';

const f = (detector: string, weight: number): Finding => ({ detector, weight, evidence: detector });

describe('verdict', () => {
  it('never rates SAFE a request for a SIN, a password or new bank details, or a sex offer, from an unproven sender', () => {
    expect(decide([f('language:personal-data', 1.4), f('asks-secrets', 0), f('links-consistent', -0.8), f('model', -1.5)], 0.03).riskLevel).toBe('suspicious');
    // A bill that mentions a card number, without asking for it, is not held back.
    expect(decide([f('language:personal-data', 1.4), f('links-consistent', -0.8), f('model', -1.5)], 0.03).riskLevel).toBe('safe');
    expect(decide([f('language:payment-details-change', 1.6), f('model', -1.5)], 0.03).riskLevel).toBe('suspicious');
    // An unsolicited offer of sex is never SAFE, even when the model finds its words ordinary.
    expect(decide([f('language:adult-lure', 1.6), f('model', -1.2)], 0.2).riskLevel).toBe('suspicious');
    // Nor a request to vote for a relative through a link, however ordinary its words read.
    expect(decide([f('language:vote-request', 0.8), f('model', -0.7)], 0.33).riskLevel).toBe('suspicious');
    // Nor a run of random letters added to dodge filters, though the words around it read as ordinary.
    expect(decide([f('random-letters', 1), f('model', -1.5)], 0.03).riskLevel).toBe('suspicious');
    // Nor a link that downloads a program, though the words around it read as ordinary.
    expect(decide([f('link-program', 2), f('links-consistent', -0.8), f('model', -1.5)], 0.03).riskLevel).toBe('suspicious');
    // Nor a stranger's tip to buy a share traded off the exchanges, though it reads like a financial newsletter.
    expect(decide([f('language:stock-tip', 1.6), f('links-consistent', -0.8), f('model', -1.5)], 0.01).riskLevel).toBe('suspicious');
    // Nor what a sales email's small print admits, though the sender authenticates and links only to itself.
    for (const smallPrint of [f('language:subscription-trap', 1.6), f('language:not-government', 1.4), f('language:unchecked-health-claims', 1)]) {
      expect(decide([f('auth', -0.3), smallPrint, f('links-consistent', -0.8), f('model', -1.5)], 0.01).riskLevel).toBe('suspicious');
    }
    // A DMARC pass on the brand's own domain proves the sender: a bank may mention your card number.
    expect(decide([f('auth', -1.5), f('language:personal-data', 1.4), f('asks-secrets', 0), f('model', -1.5)], 0.03).riskLevel).toBe('safe');
  });

  it('rates a message carrying a harmful attachment dangerous whatever its words say', () => {
    expect(decide([f('attachment-html-form', 3), f('model', -1.5)], 0.01).riskLevel).toBe('dangerous');
    expect(decide([f('attachment-archive-program', 3.2)], 0.5).riskLevel).toBe('dangerous');
    expect(decide([f('attachment-html', 1.6), f('model', -1.5)], 0.01).riskLevel).not.toBe('dangerous');
  });

  it('counts newsletter-style hints half when nothing stronger is there and the model does not find it scam-like', () => {
    const hints = [f('link-login-path', 0.8), f('link-brand-text', 0.6), f('html-form', 0.6), f('link-many-domains', 0.5), f('language:click-pressure', 0.4)];
    expect(decide(hints).riskLevel).toBe('safe');
    expect(decide([...hints, f('model', -0.5)]).riskLevel).toBe('safe');
    // The model's support, or a concrete finding, keeps them at full weight.
    expect(decide([...hints, f('model', 0.5)]).riskLevel).not.toBe('safe');
    expect(discountBulkHints([...hints, f('language:credentials', 1.5)])).toEqual([...hints, f('language:credentials', 1.5)]);
  });

  it('lets the model alone reach "suspicious" despite a DMARC pass on an unrelated domain, "dangerous" only when all but certain', () => {
    const auth = f('auth', -0.3);
    const model = f('model', adjustModelWeight(3.0, [auth]));
    expect(decide([auth, model], 0.96).riskLevel).toBe('suspicious');
    expect(decide([auth, model], 0.992).riskLevel).toBe('suspicious');
    expect(decide([auth, model], 0.996).riskLevel).toBe('dangerous');
    // Not when it comes from the domain of the brand it speaks as.
    expect(decide([auth, model, f('sender-is-brand', 0)], 0.996).riskLevel).toBe('suspicious');
    // Forwarded inline, the original's authentication is gone: the wording carries more of the verdict.
    expect(decide([f('model', 1.6), f('auth-unseen', 0)], 0.985).riskLevel).toBe('dangerous');
    expect(decide([f('model', 1.6)], 0.985).riskLevel).toBe('suspicious');
    expect(decide([f('model', 1.6), f('auth-unseen', 0)], 0.97).riskLevel).toBe('suspicious');
    // Links that all stay on the sender's own site count against it, unless the model is sure.
    expect(decide([auth, f('model', 0.9), f('links-consistent', -0.8)], 0.45).riskLevel).toBe('safe');
    // From p = 0.5 (a scam more likely than not) the model alone makes a message suspicious, whatever
    // vouches for it, English or read through the dictionary (another language)...
    expect(decide([auth, f('model', 1.1), f('links-consistent', -0.8)], 0.45).riskLevel).toBe('safe');
    expect(decide([auth, f('model', 1.1), f('links-consistent', -0.8)], 0.51).riskLevel).toBe('suspicious');
    expect(decide([auth, f('model', 1.1), f('links-consistent', -0.8)], 0.49).riskLevel).toBe('safe');
    expect(decide([auth, f('model', 1.1), f('links-consistent', -0.8)], 0.52).riskLevel).toBe('suspicious');
    // ...and never against proof that the brand it speaks for sent it.
    expect(decide([f('auth', -1.5), f('model', 0.7)], 0.7).riskLevel).toBe('safe');
    expect(decide([auth, model, f('links-consistent', -0.8)], 0.997).riskLevel).toBe('dangerous');
    // A pass on the brand's own domain still tempers it.
    const brandAuth = f('auth', -1.5);
    expect(decide([brandAuth, f('model', adjustModelWeight(3.0, [brandAuth]))]).riskLevel).toBe('safe');
  });

  it('keeps rule hints alone below "dangerous" when the model is sure the message is ordinary', () => {
    const pile = [f('link-ip', 2.0), f('language:personal-data', 1.4), f('link-compromised-site', 0.8), f('model', -0.3)];
    expect(decide(pile, 0.2).riskLevel).toBe('dangerous');
    expect(decide(pile, 0.02).riskLevel).toBe('suspicious');
    expect(decide(pile, 0.12).riskLevel).toBe('suspicious');
    // Without one strong hint among them, a pile of mild ones does not outweigh that certainty.
    const mild = [f('link-login-path', 0.8), f('html-script', 0.5), f('language:legal-threat', 1.2), f('language:spam-pitch', 0.6), f('link-compromised-site', 0.8), f('model', -1.5)];
    expect(decide(mild, 0.2).riskLevel).toBe('suspicious');
    expect(decide(mild, 0.02).riskLevel).toBe('safe');
    expect(decide([...pile, f('known-scam', 4)], 0.02).riskLevel).toBe('dangerous');
  });

  it('backs a strong finding with a second concrete one, not with a hint bulk mail shares', () => {
    // List talk quoting a "Nigerian prince" letter, with links to other sites.
    const quoted = [f('language:advance-fee', 2.0), f('link-foreign', 0.3), f('language:urgency', 0.5), f('model', 0.5)];
    expect(decide(quoted, 0.62).riskLevel).toBe('suspicious');
    expect(decide([...quoted, f('reply-to', 1.4)], 0.62).riskLevel).toBe('dangerous');
  });

  it('needs concrete evidence beside a confident model for "dangerous"', () => {
    const pitch = [f('model', 3.0), f('link-foreign', 0.3), f('language:spam-pitch', 0.6)];
    // Sales talk and a link to another site are what newsletters have too.
    expect(decide(pitch, 0.985).riskLevel).toBe('suspicious');
    // A risky link is enough beside a confident model.
    expect(decide([f('model', 3.0), f('link-shortener', 0.9)], 0.96).riskLevel).toBe('dangerous');
    expect(decide([f('model', 3.0), f('link-shortener', 0.9)], 0.78).riskLevel).toBe('suspicious');
    expect(decide([f('model', 3.0), f('reply-to', 0.5)], 0.975).riskLevel).toBe('dangerous');
    expect(decide([f('model', 3.0), f('reply-to', 0.5)], 0.78).riskLevel).toBe('suspicious');
    // Replies routed to another organisation is what newsletter services do too.
    expect(decide([f('model', 3.0), f('reply-to-other-org', 0.5)], 0.975).riskLevel).toBe('suspicious');
    expect(decide([f('model', 2.6), f('link-shortener', 0.9)], 0.78).riskLevel).toBe('suspicious');
  });

  it('lets a copied text whose every link goes to the brand it speaks for rest on its asks, not on the model alone', () => {
    // "Purolator: your parcel arrives today, track it at purolator.com", pasted into a note.
    expect(decide([f('links-brand-site', -1.5), f('model', 0.6)], 0.64).riskLevel).toBe('safe');
    expect(decide([f('model', 0.6)], 0.64).riskLevel).toBe('suspicious');
    // Something it asks that must be checked still holds it back.
    expect(decide([f('links-brand-site', -1.5), f('language:personal-data', 1.4), f('asks-secrets', 0), f('model', 0.6)], 0.64).riskLevel).toBe('suspicious');
  });
});
