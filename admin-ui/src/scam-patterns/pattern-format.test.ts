import { confidenceToPercent, formatAccuracy, formatConfidence, percentToConfidence, regexProblem } from './pattern-format';

describe('pattern formatting', () => {
  it('shows accuracy with one decimal and the total in brackets', () => {
    expect(formatAccuracy(7, 1)).toBe('87.5% (8)');
    expect(formatAccuracy(1, 2)).toBe('33.3% (3)');
    expect(formatAccuracy(0, 4)).toBe('0.0% (4)');
    expect(formatAccuracy(0, 0)).toBe('N/A (0)');
  });

  it('shows confidence as a whole percent and converts the form value', () => {
    expect(formatConfidence(0.856)).toBe('86%');
    expect(formatConfidence(1)).toBe('100%');
    expect(confidenceToPercent(0.85)).toBe(85);
    expect(percentToConfidence('85')).toBe(0.85);
    expect(percentToConfidence('')).toBeNull();
  });

  it('explains a regex that does not compile', () => {
    expect(regexProblem('(a|b)')).toBeNull();
    expect(regexProblem('(unclosed')).toMatch(/not a valid regular expression/);
  });
});
