/**
 * Argument parsing for every CLI in the repo: `node:util` parseArgs in strict mode, so an
 * unknown flag or a missing value stops the command with its usage (exit code 2) instead of
 * being ignored.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseCli<O extends Options>(
  usage: string,
  options: O,
  args: string[] = process.argv.slice(2),
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (err) {
    console.error(`${(err as Error).message}\n\nUsage: ${usage}`);
    process.exit(2);
  }
}
