import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { formatLogLine, loggerOptions } from './logging.ts';

describe('log settings', () => {
  it('writes JSON lines when stdout is not a terminal and readable lines when it is', () => {
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, true)).toThrow(/LOG_FORMAT must be pretty or json/);
  });

  it('refuses an unknown LOG_LEVEL instead of starting without logs', () => {
    expect(loadConfig({ LOG_LEVEL: 'WARN' }, false).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' }, false)).toThrow(/LOG_LEVEL must be one of/);
  });

  it('logs requests only at debug and trace', () => {
    const requestLogsOff = (level: string) =>
      loggerOptions({ logLevel: level, logFormat: 'json' }).logController!.isLogDisabled({} as FastifyRequest);
    expect(requestLogsOff('info')).toBe(true);
    expect(requestLogsOff('warn')).toBe(true);
    expect(requestLogsOff('debug')).toBe(false);
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'json' }).logger).toBe(false);
  });
});

describe('formatLogLine', () => {
  it('shows time, level, message and the extra fields on one line', () => {
    const time = new Date(2026, 0, 2, 9, 12, 3).getTime();
    const line = formatLogLine(
      JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', reqId: 'r', msg: 'slow import', files: 2, kind: 'tm' }),
    );
    expect(line).toBe('09:12:03 WARN  slow import files=2 kind=tm\n');
  });

  it('puts an error stack under its line', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'request failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toMatch(/ERROR request failed\nError: boom\n {4}at x\n$/);
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });
});
