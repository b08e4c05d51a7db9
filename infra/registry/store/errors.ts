/** What the release store refuses or fails with; the CLI maps each to an exit code (cli.ts). */

/** What a command was refused for (bad input, a state that forbids it): exit code 1. */
export class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreError';
  }
}

/**
 * A file of the store that cannot be read as what it should be (hand-edited, truncated, written
 * by something else): exit code 4. Names the file and what to do.
 */
export class CorruptStoreError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    remedy: string,
  ) {
    super(`${file} is unreadable (${problem}). ${remedy}`);
    this.name = 'CorruptStoreError';
  }
}

/** No valid publish token. */
export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}
