/**
 * The federation SDK's logger as the shell's runtime needs it: each message goes to the console method of its
 * level, after the logger's prefix. The rspack base config puts this module in place of the SDK's, whose extras
 * are for builds and debugging sessions: stack traces in debug mode, compilers' loggers as delegates.
 */
type Level = 'log' | 'info' | 'warn' | 'error';

export type Logger = Record<Level | 'success' | 'ready' | 'debug', (...args: unknown[]) => void> & {
  prefix: string;
  setPrefix(prefix: string): void;
  setDelegate(delegate?: unknown): void;
};

export function createLogger(prefix: string): Logger {
  const emit =
    (level: Level) =>
    (...args: unknown[]) =>
      console[level](logger.prefix, ...args);
  const logger: Logger = {
    prefix,
    setPrefix: (next) => {
      logger.prefix = next;
    },
    setDelegate: () => {},
    log: emit('log'),
    info: emit('info'),
    success: emit('info'),
    ready: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    debug: () => {},
  };
  return logger;
}

export const createInfrastructureLogger = createLogger;
export function bindLoggerToCompiler() {}

const PREFIX = '[ Module Federation ]';
export const logger = createLogger(PREFIX);
export const infrastructureLogger = createInfrastructureLogger(PREFIX);
