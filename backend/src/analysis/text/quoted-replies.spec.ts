import { withoutQuotedReplies } from './quoted-replies';

describe('withoutQuotedReplies: what the writer of a reply wrote', () => {
  it.each([
    [
      'an English reply drops the attribution and the quote',
      'Sure, the code is on the fridge.\n\nOn Tue, Mar 4, 2025 at 9:12 PM Louise <louise@example.net>\nwrote:\n> Can you send me the door code?\n>\n> Thanks',
      'Sure, the code is on the fridge.',
    ],
    [
      'a French reply, blank lines inside the quote, then the writer goes on',
      "Parfait!\n\nLe mar. 4 mars 2025, à 18 h 02, Denis a écrit :\n> Envoie-moi le code.\n\n> Merci\n\nÀ dimanche.",
      'Parfait!\nÀ dimanche.',
    ],
    [
      'a French attribution wrapped before "écrit :"',
      "Je suis à Lévis.\n\nLe 15 juill. 2025 à 16:40, Kevin <kevin@example.net> a\nécrit :\n> Est-ce que le VUS est toujours disponible?",
      'Je suis à Lévis.',
    ],
    [
      "Outlook's earlier message below the reply",
      "You'll have to change it in the portal yourself.\n\n-----Original Message-----\nFrom: Carl\nSent: May 2\n\nI changed banks, here is my new account.",
      "You'll have to change it in the portal yourself.",
    ],
    [
      'Outlook in French, under a rule',
      "Passe me voir au bureau.\n\n________________________________\nDe : Alex\nEnvoyé : 2 septembre\n\nJ'ai changé de banque.",
      'Passe me voir au bureau.',
    ],
  ])('%s', (_name, text, own) => {
    expect(withoutQuotedReplies(text).replace(/\s+/g, ' ').trim()).toBe(own.replace(/\s+/g, ' '));
  });

  it("keeps a quote of the sender's own earlier message", () => {
    const text = 'Can you buy them now?\n\nOn Thu, Julie <julie@example.net> wrote:\n> Yes, what do you need?\n>\n> On Thu, Nathalie <nathalie.boss@gmail.com> wrote:\n>> Are you at your desk? I need a discreet favour.';
    expect(withoutQuotedReplies(text, ['nathalie.boss@gmail.com', 'Nathalie'])).toBe(text);
    expect(withoutQuotedReplies(text, ['someone.else@gmail.com'])).toBe('Can you buy them now?\n');
  });

  it.each([
    ['quoted lines that nothing introduces (a pasted scam)', 'Is this real?\n> Send me your code now.'],
    ['a reply that is only a quote', 'On Tue, Louise wrote:\n> Send the code.'],
    ['no quote at all', 'She wrote: send the code.'],
    ['a reply that points at its quote', 'As discussed below, please process it today.\n\n-----Original Message-----\nFrom: Paul\nSent: May 2\n\nPay invoice 4471 to our new account.'],
    ['a rule that is no Outlook quote', 'Send the code.\n__________________\nSent from my phone'],
  ])('keeps the text: %s', (_name, text) => {
    expect(withoutQuotedReplies(text)).toBe(text);
  });
});
