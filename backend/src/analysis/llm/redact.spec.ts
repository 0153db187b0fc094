import { redactExcerpt } from './redact';

describe('finding 14: personal names are redacted in the excerpt sent to the LLM', () => {
  it.each([
    ['an English greeting', 'Dear Margaret, your refund is ready.', 'Margaret'],
    ['a greeting with a full name', 'Hello Margaret Tremblay, your refund is ready.', 'Tremblay'],
    ['a French greeting', 'Bonjour Jean-Philippe, votre remboursement est prêt.', 'Jean-Philippe'],
    ['a title', 'We wrote to Mrs. Gagnon about the refund.', 'Gagnon'],
    ['a French title', 'Nous avons écrit à Mme Bouchard au sujet du remboursement.', 'Bouchard'],
    ['a sign-off', 'Your refund is ready.\nRegards,\nPeter Wilson\nRefund officer', 'Wilson'],
    ['a French sign-off', 'Votre remboursement est prêt.\nCordialement,\nSylvie Roy', 'Sylvie'],
    ['the forwarder’s own name anywhere', 'The refund for rose is on hold, Rose.', 'Rose'],
  ])('%s', (_name, text, name) => {
    const out = redactExcerpt('Refund', text, 600, ['Rose Tremblay']);
    expect(out).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
    expect(out).toContain('[name]');
  });

  it('ignores a display name that is only an address', () => {
    expect(redactExcerpt('Family news', 'Our family test went well.', 600, ['rose@family.test'])).toContain('Our family test went well.');
  });

  it('keeps the words that say what the email is about', () => {
    const out = redactExcerpt('Canada Revenue Agency', 'Dear Margaret, the Canada Revenue Agency says your Interac e-Transfer is on hold.', 600, []);
    expect(out).toContain('Canada Revenue Agency');
    expect(out).toContain('Interac e-Transfer');
    expect(out).toContain('Dear [name],');
  });
});
