import { nestsDeeperThan } from './json-depth.middleware';

describe('nestsDeeperThan', () => {
  const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  it.each([
    [null, 0, false],
    ['text', 0, false],
    [{}, 1, false],
    [{}, 0, true],
    [{ a: { b: [1] } }, 3, false],
    [{ a: { b: [1] } }, 2, true],
    [nested(32), 32, false],
    [nested(33), 32, true],
    [nested(100_000), 32, true],
  ])('%#: depth limit %s', (value, max, expected) => {
    expect(nestsDeeperThan(value, max as number)).toBe(expected);
  });
});
