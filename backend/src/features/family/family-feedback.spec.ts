import { answersFor, patternOutcome } from './family-feedback';

describe('family feedback', () => {
  it.each([
    ['dangerous', 'correct', 'true_positive'],
    ['dangerous', 'is_safe', 'false_positive'],
    ['suspicious', 'correct', 'true_positive'],
    ['suspicious', 'is_scam', 'true_positive'],
    ['suspicious', 'is_safe', 'false_positive'],
    ['safe', 'correct', null],
    ['safe', 'is_scam', null],
  ] as const)('%s answered %s → %s', (level, answer, expected) => {
    expect(patternOutcome(level, answer)).toBe(expected);
  });

  it.each([
    ['dangerous', ['correct', 'is_safe']],
    ['suspicious', ['correct', 'is_scam', 'is_safe']],
    ['safe', ['correct', 'is_scam']],
  ] as const)('a %s verdict offers %j', (level, answers) => {
    expect(answersFor(level)).toEqual(answers);
  });
});
