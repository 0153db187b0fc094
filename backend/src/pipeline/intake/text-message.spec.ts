import type { ParsedMessage } from '../../analysis';
import { linkifyBareDomains, parseEmail } from '../../analysis/parsing';
import { decideChannel, noteAsParsed, readPastedText, readScreenshotText, senderFromLine, textMessageAsParsed } from './text-message';

describe('readScreenshotText (OCR of a phone screenshot)', () => {
  it('reads an iPhone screenshot: number in the header, words, a link wrapped over two lines', () => {
    const ocr =
      '9:41 ill Oo\n< WW\n+1 (604) 555-0199 >\nText Message SMS\nToday 9:41\nCanada Post: Your parcel is held at\nour depot due to an unpaid shipping\nfee of $1.99. Pay now to schedule\ndelivery: https://canadapost-\nredelivery.info/pay\nText message\n';
    expect(readScreenshotText(ocr)).toEqual({
      sender: '+1 (604) 555-0199',
      text: 'Canada Post: Your parcel is held at our depot due to an unpaid shipping fee of $1.99. Pay now to schedule delivery: https://canadapost-redelivery.info/pay',
    });
  });

  it('reads a dark Android screenshot in French: a name in the bar, the avatar dot skipped', () => {
    const ocr = '9:41 VAI\n= ® Pharmaprix\nMessage texte - Aujourd’hui 9:41\nPharmaprix : votre ordonnance\nest prête. Vous pouvez passer la\n© chercher au comptoir.\nMessage texte\n';
    expect(readScreenshotText(ocr)).toEqual({ sender: 'Pharmaprix', text: 'Pharmaprix : votre ordonnance est prête. Vous pouvez passer la chercher au comptoir.' });
  });

  it('keeps a short code as the sender and mends an OCR-broken scheme', () => {
    const ocr = '10:02\n< 32424\nText Message\nCRA: your refund of $486.20 is ready. Claim it: https//cra-refund.help/claim\n';
    expect(readScreenshotText(ocr)).toEqual({ sender: '32424', text: 'CRA: your refund of $486.20 is ready. Claim it: https://cra-refund.help/claim' });
  });

  it.each([
    [
      'an iPhone header with a name, the bullet read as "*" and "I" read as "|"',
      '9:41 ill =\n\nEmma >\n\nText Message * SMS\nToday 9:41\n\nHi Grandma! Are we still on for\ndinner Sunday?\n\n| can bring dessert. Apple pie or\nbrownies?\n\nText message\n',
      { sender: 'Emma', text: 'Hi Grandma! Are we still on for dinner Sunday?\n\nI can bring dessert. Apple pie or brownies?' },
    ],
    [
      'an Android short code after the avatar digit, a bubble split by the avatar',
      '9:41 VAI\n\n- 8 86833\n\nText Message - Today 9:41\n\nTD Alert: A purchase of $52.10 at\nLOBLAWS was made on your Visa\nending in 1234. If you did not\nmake this purchase, call the\n\n© number on the back of your card.\n\nText message\n',
      { sender: '86833', text: 'TD Alert: A purchase of $52.10 at LOBLAWS was made on your Visa ending in 1234. If you did not make this purchase, call the number on the back of your card.' },
    ],
    [
      'a dark Android header: status glyphs first, the avatar read as symbols, an abbreviation in the name',
      'VAI\n\n9:41\n— @) St. Mary School\n\nText Message - Today 9:41\n\nSt. Mary School: The school will\nbe closed tomorrow because of\nthe snowstorm. Buses are\n\n© cancelled. Stay safe!\n\nText message\n',
      { sender: 'St. Mary School', text: 'St. Mary School: The school will be closed tomorrow because of the snowstorm. Buses are cancelled. Stay safe!' },
    ],
    [
      'the avatar initial before a name',
      'VAI\n\n9:41\n«— (n Noah\n\nText Message - Today 9:41\n\nThanks for the birthday card\nGrandpa! | am going to buy a\n@ new hockey stick with the money.\n\nText message\n',
      { sender: 'Noah', text: 'Thanks for the birthday card Grandpa! I am going to buy a new hockey stick with the money.' },
    ],
  ])('reads %s', (_name, ocr, expected) => {
    expect(readScreenshotText(ocr)).toEqual(expected);
  });

  it.each([
    ['nothing read', ''],
    ['only the phone around it', '9:41\nText Message\nToday 9:41\nText message'],
    ['a photo of a cat', 'ee\n~ ,\n@ &'],
  ])('gives nothing for %s', (_name, ocr) => {
    expect(readScreenshotText(ocr)).toBeNull();
  });
});

describe('readPastedText (the words of a text in an email)', () => {
  it.each([
    ['a From line with a number', 'From: +1 (438) 555-0142\nHi Mom, this is my new number, my phone broke.', '', '+1 (438) 555-0142'],
    ['a French De line with a short code', 'De : 32424\nARC : vous avez droit à un remboursement de 486,20 $.', 'Tr: texto', '32424'],
    ['a number alone on the first line', '647-555-0123\nYour 407 ETR toll balance is overdue. Pay at 407etr-pay.com', '', '647-555-0123'],
    ['a subject that says it is a text', 'Your prescription is ready for pickup at Shoppers Drug Mart.', 'Text from the pharmacy', ''],
  ])('recognises %s', (_name, body, subject, sender) => {
    expect(readPastedText(body, subject)?.sender).toBe(sender);
  });

  it.each([
    ['an ordinary note', 'Hi Paul, see you at dinner on Sunday. Love, Mom', 'Dinner'],
    ['an email mentioning a phone number later', 'Dear customer,\nyour bill is ready.\nQuestions? Call 1-800-555-0199 any time.\nThanks', 'Your bill'],
  ])('leaves %s as an email', (_name, body, subject) => {
    expect(readPastedText(body, subject)).toBeNull();
  });
});

describe('senderFromLine', () => {
  it.each([
    ['< +1 (604) 555-0199 >', '+1 (604) 555-0199'],
    ['← 32424', '32424'],
    ['= ® Pharmaprix', 'Pharmaprix'],
    ['Canada Post: Your parcel is held at', null],
  ])('%s → %s', (line, expected) => {
    expect(senderFromLine(line)).toBe(expected);
  });
});

describe('linkifyBareDomains', () => {
  it.each([
    ['Pay at 407etr-pay.com today', 'Pay at https://407etr-pay.com today'],
    ['Visit cpost.ca-track.info/p/1.', 'Visit https://cpost.ca-track.info/p/1.'],
    ['Fee of $1.99. Call me', 'Fee of $1.99. Call me'],
    ['Write to me@example.com', 'Write to me@example.com'],
    ['Go to https://already.example', 'Go to https://already.example'],
    ['See you at Ste.Julie tomorrow', 'See you at Ste.Julie tomorrow'],
    ['Open report.v2 first', 'Open report.v2 first'],
  ])('%s', (input, output) => {
    expect(linkifyBareDomains(input)).toBe(output);
  });
});

describe('textMessageAsParsed', () => {
  it('gives the engine the words, their links and the phone sender, without an email address', async () => {
    const wrapper = { from: { name: 'Grandma', address: 'grandma@family.local' }, subject: 'Fwd: is this real?', references: [], authenticationResults: [] };
    const parsed = await textMessageAsParsed(wrapper, { sender: '32424', text: 'CRA: claim your refund https://cra-refund.help/claim' });
    expect(parsed.original.from).toEqual({ name: '32424', address: '' });
    expect(parsed.original.links.map((l) => l.href)).toEqual(['https://cra-refund.help/claim']);
    expect(parsed.wrapper).toBe(wrapper);
    expect(parsed.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('noteAsParsed', () => {
  it("reads the bare domains of the family member's own note as links", async () => {
    const raw = Buffer.from('From: Rose <rose@family.test>\r\nTo: check@scamcheck.example\r\nSubject: is this real?\r\n\r\nNetflix: your payment failed. Update it at netflix-billing.support/ca today. Thanks, Rose\r\n');
    const parsed = await parseEmail(raw);
    expect(parsed.original.links).toEqual([]);
    expect(noteAsParsed(parsed).original.links.map((l) => l.href)).toEqual(['https://netflix-billing.support/ca']);
  });
});

describe('decideChannel', () => {
  const message = (over: { style?: ParsedMessage['forwardStyle']; separated?: boolean; text?: string; links?: number; subject?: string }): ParsedMessage =>
    ({
      wrapper: { from: { name: '', address: 'rose@family.test' }, subject: over.subject ?? '', references: [], authenticationResults: [] },
      original: { text: over.text ?? '', links: Array.from({ length: over.links ?? 0 }, (_, i) => ({ href: `https://x${i}.example` })) },
      forwardStyle: over.style ?? 'none',
      originalSeparated: over.separated ?? true,
    }) as unknown as ParsedMessage;
  it.each([
    ['a forwarded email, even with pictures in it', message({ style: 'gmail' }), 2, 'email'],
    ['an email sent as an attachment', message({ style: 'attached' }), 0, 'email'],
    ['a screenshot with "Sent from my iPhone"', message({ text: 'Sent from my iPhone' }), 1, 'screenshot'],
    ['screenshots under a Fwd: subject that could not be separated', message({ style: 'generic', separated: false, text: 'look' }), 2, 'screenshot'],
    ['a long letter with a photo', message({ text: 'word '.repeat(200) }), 1, 'note'],
    ['a note with many links and a logo', message({ text: 'Sale!', links: 5 }), 1, 'note'],
    ['a forward whose original could not be separated', message({ style: 'generic', separated: false, text: 'Fwd: see below' }), 0, 'email'],
    ['the words of a text with its sender', message({ text: 'From: 32424\nCRA: claim your refund now' }), 0, 'pasted-text'],
    ['a plain note from the family member', message({ text: 'See you Sunday, love Mom' }), 0, 'note'],
    ['the words of a text without its sender line', message({ text: 'Netflix: your payment failed, update it at netflix-billing.support' }), 0, 'note'],
  ])('%s → %s', (_name, parsed, images, channel) => {
    expect(decideChannel(parsed, images)).toBe(channel);
  });
});
