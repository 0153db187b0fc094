import { numberArg, parseArgs } from './cli-args';

describe('cli args', () => {
  it('reads a numeric option, or its default when absent', () => {
    const args = parseArgs(['--rounds', '120', '--l2=0.0002'], ['rounds', 'l2']);
    expect(numberArg(args, 'rounds', 150)).toBe(120);
    expect(numberArg(args, 'l2', 1)).toBe(0.0002);
    expect(numberArg(args, 'depth', 3)).toBe(3);
  });

  it('refuses a value that is not a number instead of running on NaN', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => numberArg(parseArgs(['--token-norm', 'abc'], ['token-norm']), 'token-norm', 40)).toThrow('exit 2');
      expect(write).toHaveBeenCalledWith('--token-norm takes a number, not "abc".\n');
    } finally {
      exit.mockRestore();
      write.mockRestore();
    }
  });
});
