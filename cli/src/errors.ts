/**
 * A failure the command reports in one line, naming the file or the setting at fault; the command then exits
 * with status 1. Anything else thrown is a bug, reported with its message alone too.
 */
export class CliError extends Error {
  override name = 'CliError';
  /** The HTTP status Tessera refused a request with, when that is what failed. */
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
