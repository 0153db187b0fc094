import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalysisResult } from '../analysis.types';
import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { cleanAnswer, enhanceWithLlm, llmConfigFromEnv } from './llm-enhancer';
import { redactExcerpt } from './redact';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let baseUrl = '';
let handler: Handler = () => undefined;
const received: { body: string; auth?: string; url?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      received.push({ body, auth: req.headers.authorization, url: req.url });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const result: AnalysisResult = { riskLevel: 'dangerous', confidence: 0.9, reasons: ['Danger: a lookalike address.'], recommendations: ['Do not click.'], signals: [] };
const email = makeEmail({
  subject: 'Refund for margaret@example.ca',
  text: 'Dear Margaret, your card 4520 1234 5678 9012 and SIN 123-456-789 need checking at https://cra-refund.example.top/login?id=1 or call 1-888-555-0199. ' + 'x'.repeat(5000),
});
const answer = (content: unknown) => (_req: IncomingMessage, _body: string, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { content } }] }));
};

describe('LLM enhancement', () => {
  it('is off without configuration', async () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(await enhanceWithLlm(result, email, null)).toBe(result);
  });

  it('adds the plain-language advice and sends only a short redacted excerpt', async () => {
    handler = answer('Do not click the link. Call your bank using the number on your card, then report it to 1-888-495-8501.');
    received.length = 0;
    const out = await enhanceWithLlm(result, email, { baseUrl, model: 'test-model', apiKey: 'k-123' });
    expect(out.aiEnhanced?.recommendation).toMatch(/Do not click/);
    expect(out.riskLevel).toBe('dangerous');
    expect(received[0].url).toBe('/v1/chat/completions');
    expect(received[0].auth).toBe('Bearer k-123');
    const sent = JSON.parse(received[0].body) as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('test-model');
    const user = sent.messages[1].content;
    expect(user).not.toContain('margaret@example.ca');
    expect(user).not.toContain('4520 1234');
    expect(user).not.toContain('123-456-789');
    expect(user).not.toContain('/login?id=1');
    expect(user).toContain('[link to cra-refund.example.top]');
    expect(user.length).toBeLessThan(1500);
  });

  it('falls back on a timeout', async () => {
    handler = (_req, _body, res) => {
      setTimeout(() => answer('Too late, this advice arrives after the timeout.')(_req, _body, res), 1500);
    };
    const out = await enhanceWithLlm(result, email, { baseUrl, model: 'm', timeoutMs: 200 });
    expect(out).toBe(result);
  });

  it.each([
    ['not JSON', (_q: IncomingMessage, _b: string, res: ServerResponse) => res.end('<html>oops</html>')],
    ['HTTP 500', (_q: IncomingMessage, _b: string, res: ServerResponse) => { res.writeHead(500); res.end('{}'); }],
    ['no choices', answer(undefined)],
    ['a number', answer(42)],
    ['a link in the advice', answer('Please visit https://totally-legit.example to secure your account now.')],
    ['empty advice', answer('   ')],
  ])('falls back on a garbage answer (%s)', async (_name, h) => {
    handler = h;
    const out = await enhanceWithLlm(result, email, { baseUrl, model: 'm' });
    expect(out).toBe(result);
  });

  it('falls back when nothing listens', async () => {
    const out = await enhanceWithLlm(result, email, { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500 });
    expect(out).toBe(result);
  });

  it('cleans and bounds answers', () => {
    expect(cleanAnswer('**Do not** reply to this message, just delete it.')).toBe('Do not reply to this message, just delete it.');
    expect(cleanAnswer('x'.repeat(2000))).toBeNull();
    expect(redactExcerpt('s', 'y'.repeat(10_000)).length).toBeLessThanOrEqual(600);
  });
});

describe('finding 14: an LLM answer carrying contact details is dropped', () => {
  it.each([
    ['a toll-free number', 'This is urgent. Call 1-800-555-0199 right away to protect your account.'],
    ['a vanity number', 'Your bank is waiting for you: call 1-800-FLOWERS now to confirm the refund.'],
    ['a local number with brackets', 'Please phone the fraud desk at (416) 555-0199 before the end of the day.'],
    ['a number with dots', 'Ring the agent at 416.555.0199 and give them the code from the message.'],
    ['an international number', 'Contact the support line on +44 20 7946 0958 to unlock your account.'],
    ['a seven-digit number', 'Call the office at 555-0199 to stop the payment before it goes through.'],
    ['an email address', 'Send a copy of your card to refunds@cra-help.ca so the refund is released.'],
    ['an obfuscated email address', 'Write to refunds at cra-help dot ca with your details to get the money.'],
    ['a bare domain', 'Go to cra-refund-canada.top and sign in to confirm your identity today.'],
    ['a domain with a path', 'Open secure-bank.example/login and enter the code to stay safe.'],
    ['a link', 'Visit https://totally-legit.example to secure your account now, please.'],
    ['a www link', 'Go to www.totally-legit.example to secure your account now, please.'],
    ['a street address', 'Bring the gift cards to 1200 Main Street, the office will refund you there.'],
    ['a French street address', 'Apportez les cartes au 1200, rue Sainte-Catherine pour recevoir le remboursement.'],
    ['a postal code', 'Mail the cheque to the office in Toronto, M5V 3L9, before Friday please.'],
    ['a PO box', 'Mail the cheque to P.O. Box 4411 in Ottawa before Friday, then wait.'],
    ['a number with non-breaking hyphens', 'Call the refund desk at 1\u2011800\u2011555\u20110199 to release your money.'],
    ['a number with zero-width spaces', 'Call the refund desk at 1\u200b800\u200b555\u200b0199 to release your money.'],
    ['a number in fullwidth digits', 'Call the refund desk at \uff11\uff18\uff10\uff10\uff15\uff15\uff15\uff10\uff11\uff19\uff19 now.'],
    ['a number in another script', 'Call the refund desk at \u0661\u0668\u0660\u0660\u0665\u0665\u0665\u0660\u0661\u0669\u0669 now.'],
    ['a number in words', 'Call one eight hundred five five five zero one nine nine to release the refund.'],
    ['a number in French words', 'Composez un huit cent cinq cinq cinq zéro un neuf neuf pour le remboursement.'],
    ['a disguised host', 'Go to cra-refund[.]top and sign in to confirm your identity today.'],
    ['a host spelled with dot', 'Go to cra refund dot ca and sign in to confirm your identity today.'],
  ])('drops %s', (_name, text) => {
    expect(cleanAnswer(text)).toBeNull();
  });

  it.each([
    ['plain advice', 'Do not click the link or reply. Delete the message and tell a family member.'],
    ['the Canadian Anti-Fraud Centre number the instructions allow', 'Do not reply. If you lost money, report it to 1-888-495-8501, the Canadian Anti-Fraud Centre.'],
    ['amounts, times and counts', 'Do not pay the $742.18 they ask for. Ignore the 24 hours deadline; the CRA never asks for 3 gift cards.'],
    ['French advice', 'Ne cliquez sur aucun lien. Supprimez le message et parlez-en à un proche, c’est plus sûr.'],
  ])('keeps %s', (_name, text) => {
    expect(cleanAnswer(text)).toBe(text);
  });

  it('redacts the family member\'s names from the excerpt it sends', async () => {
    handler = answer('Do not click the link or reply. Delete the message and tell a family member.');
    received.length = 0;
    await enhanceWithLlm(result, makeEmail({ subject: 'About your grandson', text: 'Your grandson Tyler told us Tremblay family needs bail money.' }), { baseUrl, model: 'm' }, ['Margaret Tremblay']);
    const sent = JSON.parse(received[0].body) as { messages: { content: string }[] };
    expect(sent.messages[1].content).not.toContain('Tremblay');
    expect(sent.messages[1].content).toContain('[name] family needs bail money');
  });

  it('drops an answer that quotes the email back (no email text is stored through the advice)', async () => {
    handler = answer('Dear customer, your card and SIN need checking right away, the message says; do not do it.');
    const out = await enhanceWithLlm(result, makeEmail({ subject: 'Notice', text: 'Dear customer, your card and SIN need checking right away at our office.' }), { baseUrl, model: 'm' });
    expect(out).toBe(result);
  });
});
