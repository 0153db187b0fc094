import { resetHint } from './reply-composer.service';
import { deliveryIdFor, mailDomain } from './reply-outbox.service';

describe('reply helpers', () => {
  it('says when the allowance frees up, in both languages', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(resetHint('2026-11-21T17:10:00Z', 'en', now)).toBe('in about 5 hours');
    expect(resetHint('2026-11-21T17:10:00Z', 'fr', now)).toBe('dans environ 5 heures');
    expect(resetHint('2026-11-21T12:20:00Z', 'en', now)).toBe('in less than an hour');
    expect(resetHint(undefined, 'en', now)).toBeUndefined();
  });

  it('derives one delivery per message and kind, and our Message-ID domain', () => {
    expect(deliveryIdFor('mid:abc', 'analysis')).toBe(deliveryIdFor('mid:abc', 'analysis'));
    expect(deliveryIdFor('mid:abc', 'analysis')).not.toBe(deliveryIdFor('mid:abc', 'allowance'));
    expect(mailDomain('ScamCheck <check@scamcheck.ca>')).toBe('scamcheck.ca');
    expect(mailDomain('check@Example.org')).toBe('example.org');
  });
});
