import { type Calibration, calibratedConfidence, countVerdict } from './calibration';

describe('calibration', () => {
  const table: Calibration = {};
  // 98 right of 100 SAFE verdicts from the evidence row at raw 0.85; 40 right of 50 CAUTION ones the table raised.
  for (let i = 0; i < 100; i += 1) countVerdict(table, 'safe', 'evidence', 0.85, i < 98);
  for (let i = 0; i < 50; i += 1) countVerdict(table, 'suspicious', 'ask-unproven', 0.7, i < 40);
  for (let i = 0; i < 10; i += 1) countVerdict(table, 'dangerous', 'known', 0.97, true);

  it.each([
    ['a well-filled band: its own rate, smoothed', 'safe', 'evidence', 0.87, 0.97],
    ['another band of the same row: the row speaks', 'safe', 'evidence', 0.62, 0.97],
    ['a raised CAUTION: how often those were scams', 'suspicious', 'ask-unproven', 0.7, 0.79],
    ['too few verdicts anywhere: the raw confidence stands', 'dangerous', 'known', 0.97, 0.97],
    ['a row never seen, a level seen: the level speaks', 'suspicious', 'evidence', 0.55, 0.79],
  ] as const)('%s', (_name, level, row, raw, expected) => {
    expect(calibratedConfidence(table, level, row, raw)).toBeCloseTo(expected, 2);
  });

  it('without a table the raw confidence stands', () => {
    expect(calibratedConfidence(undefined, 'safe', 'evidence', 0.81)).toBe(0.81);
  });

  it('never below even odds, never above 0.97', () => {
    const bad: Calibration = {};
    for (let i = 0; i < 40; i += 1) countVerdict(bad, 'safe', 'evidence', 0.9, i < 5);
    expect(calibratedConfidence(bad, 'safe', 'evidence', 0.9)).toBe(0.5);
    const good: Calibration = {};
    for (let i = 0; i < 1000; i += 1) countVerdict(good, 'dangerous', 'known', 0.97, true);
    expect(calibratedConfidence(good, 'dangerous', 'known', 0.97)).toBe(0.97);
  });
});
