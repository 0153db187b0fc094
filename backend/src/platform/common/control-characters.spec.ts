import { stripControlCharacters, withoutControlCharacters } from './control-characters';

describe('control characters', () => {
  it('strips NUL and other controls, keeps tabs, line ends and letters', () => {
    expect(stripControlCharacters('Hello\u0000world\u001b[31m\u007f\u0085')).toBe('Helloworld[31m');
    expect(stripControlCharacters('a\tb\r\nc é ✓')).toBe('a\tb\r\nc é ✓');
  });

  it('cleans every string of a nested value and leaves other values alone', () => {
    const when = new Date(0);
    expect(withoutControlCharacters({ s: 'a\u0000b', n: 1, z: null, list: ['x\u0001', { deep: 'y\u0000' }], when })).toEqual({
      s: 'ab',
      n: 1,
      z: null,
      list: ['x', { deep: 'y' }],
      when,
    });
  });
});
