import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './federation-console-logger.ts';

describe("the shell's federation logger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes each level to its console method after the prefix, which can change', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logger = createLogger('[ Federation Runtime ]');
    logger.warn('a remote is slow');
    logger.setPrefix('[ Shell ]');
    logger.error('a remote failed', 42);
    expect(warn).toHaveBeenCalledWith('[ Federation Runtime ]', 'a remote is slow');
    expect(error).toHaveBeenCalledWith('[ Shell ]', 'a remote failed', 42);
  });

  it('says nothing at the debug level', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    createLogger('[ Federation Runtime ]').debug('details');
    expect(debug).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
