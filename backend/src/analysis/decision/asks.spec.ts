import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { buildContext } from '../detectors/email-context';
import { ASK_RULES, findAsks, strongestAsk } from './asks';

/** A link that leaves every site the message speaks for, so asks made "through a link" count. */
const AWAY = [{ href: 'https://secure-check.example.xyz/login', text: 'Open' }];

describe('asks: every rule finds its own hit and misses its miss', () => {
  const withText = ASK_RULES.filter((r) => r.any.length > 0);
  it.each(withText.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    const hit = buildContext(makeEmail({ text: rule.examples.hit, links: AWAY }));
    const miss = buildContext(makeEmail({ text: rule.examples.miss, links: AWAY }));
    expect(findAsks(hit, new Set()).map((a) => a.id)).toContain(rule.id);
    expect(findAsks(miss, new Set()).map((a) => a.id)).not.toContain(rule.id);
  });

  it('every rule is reachable (patterns or concepts) and carries its examples', () => {
    for (const rule of ASK_RULES) {
      expect(rule.any.length + (rule.via ?? []).length).toBeGreaterThan(0);
      expect(rule.examples.hit.length).toBeGreaterThan(0);
    }
  });
});

describe('asks', () => {
  it.each([
    ['grandchild in trouble: gift cards and secrecy', 'grandma its me, i am in jail and need bail. please buy google play gift cards and send me the codes. dont tell mom', ['language:family-emergency', 'language:gift-card', 'language:secrecy'], 'severe'],
    ['a fake lawyer sending a courier for cash', 'your grandson was arrested. withdraw the cash for his bail today, a courier will come to your house to pick up the envelope', [], 'severe'],
    ['"new number, text me on WhatsApp"', 'hi dad its me, this is my new number, text me on whatsapp when you see this', [], 'severe'],
    ['« nouveau numéro, écris-moi sur WhatsApp »', 'salut maman, j ai un nouveau numero, ecris-moi sur whatsapp des que tu peux', [], 'severe'],
    ['"changed my number": save it, delete the old one', 'hey mom, i changed my number. save this one and delete the old one, message me here when you can', [], 'severe'],
    ['« j\'ai changé de numéro »', 'allo papa, j\'ai change de numero, enregistre celui-ci et efface l\'ancien', [], 'severe'],
    ['a locked attachment', 'your statement is attached. password of the pdf: 4471', ['language:locked-attachment'], 'moderate'],
    ['a relative\'s trip note', 'we landed safely, the hotel is lovely, call you sunday', [], 'none'],
        ['remote access', 'to get your refund, download anydesk and give us the code on the screen', [], 'severe'],
    ['a rental deposit before any visit', 'i am out of the country, send the deposit by e-transfer to hold the apartment and i will mail you the keys', [], 'moderate'],
    ['dépôt avant la visite', 'envoyez le depot du premier mois pour reserver le logement avant la visite', [], 'moderate'],
    ['a friend asking for an e-Transfer', 'can you send me an e-transfer for the concert tickets', ['language:etransfer-request'], 'mild'],
    ['a church newsletter', 'the bake sale is on saturday, bring your favourite pie', [], 'none'],
  ])('%s', (_name, text, found, severity) => {
    const ctx = buildContext(makeEmail({ text }));
    expect(strongestAsk(findAsks(ctx, new Set(found)))).toBe(severity);
  });

  it('a sign-in through a link counts only when the link leaves the sites of the brand it speaks for', () => {
    const text = 'Your RBC account is locked. Sign in to verify your identity.';
    const away = buildContext(makeEmail({ from: { name: 'RBC', address: 'alerts@rbc-secure.example' }, text, links: [{ href: 'https://rbc-verify.example.top/login' }] }));
    const home = buildContext(makeEmail({ from: { name: 'RBC', address: 'alerts@rbc.com' }, text, links: [{ href: 'https://www.rbc.com/signin' }] }));
    const sharepoint = buildContext(makeEmail({ from: { name: 'Microsoft', address: 'no-reply@example.org' }, text: 'Microsoft 365: sign in to verify your mailbox', links: [{ href: 'https://contoso.sharepoint.com/x' }] }));
    expect(findAsks(away, new Set()).map((a) => a.id)).toContain('sign-in-link');
    expect(findAsks(home, new Set()).map((a) => a.id)).not.toContain('sign-in-link');
    expect(findAsks(sharepoint, new Set()).map((a) => a.id)).toContain('sign-in-link');
  });
});
