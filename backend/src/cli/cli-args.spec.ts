import { numberArg, parseArgs, runCommand } from './cli-args';

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

  it('sets the exit code from the command, and prints a failure with exit code 1', async () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const before = process.exitCode;
    try {
      await runCommand(async () => 3);
      expect(process.exitCode).toBe(3);
      await runCommand(async () => {
        throw new Error('corpus not found: /nowhere');
      });
      expect(process.exitCode).toBe(1);
      expect(write).toHaveBeenCalledWith('corpus not found: /nowhere\n');
    } finally {
      process.exitCode = before;
      write.mockRestore();
    }
  });
});
