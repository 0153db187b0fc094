import { displayName, formatLongDate, initials } from './display';

describe('display name (site header)', () => {
  it('uses the metadata name first', () => {
    expect(displayName({ name: 'Rose Tremblay', email: 'rose@family.test' })).toBe('Rose Tremblay');
  });
  it('falls back to the part of the email before the @', () => {
    expect(displayName({ name: '  ', email: 'grandpa.joe@family.test' })).toBe('grandpa.joe');
    expect(displayName({ name: null, email: 'mum@family.test' })).toBe('mum');
  });
  it("falls back to 'User'", () => {
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName({ email: '@family.test' })).toBe('User');
  });
});

describe('avatar initials', () => {
  it('takes the first letter of each word, upper-cased', () => {
    expect(initials('Rose Tremblay')).toBe('RT');
    expect(initials('jean-paul de la salle')).toBe('JDLS');
    expect(initials('  élise   côté ')).toBe('ÉC');
    expect(initials('mum')).toBe('M');
  });
  it("is 'U' when there is nothing", () => {
    expect(initials('')).toBe('U');
    expect(initials('   ')).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('Member Since', () => {
  it('is a long US date', () => {
    expect(formatLongDate('2026-11-21T15:00:00Z')).toBe('November 21, 2026');
    expect(formatLongDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
  });
  it('is a long Canadian French date in French', () => {
    expect(formatLongDate('2026-11-21T15:00:00Z', 'fr')).toBe('21 novembre 2026');
  });
  it('is empty for an invalid date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});
