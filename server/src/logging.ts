/**
 * The server's log: pino through Fastify. JSON lines for log collectors when stdout is not a terminal; short
 * human-readable lines in a terminal, where JSON would bury what a person needs to see (the start-up banner).
 * Request logs ("incoming request", "request completed") only come with LOG_LEVEL=debug or trace: at the
 * default level the terminal shows start-up, background jobs, warnings and errors, not every request.
 */
import { styleText } from 'node:util';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every pino line carries, which a terminal line shows in its own way or leaves out. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

/** One pino JSON line as a terminal line: `09:12:03 WARN  message key=value`, an error's stack below it. */
export function formatLogLine(json: string, { color = false } = {}): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const levelNumber = typeof entry.level === 'number' ? entry.level : 30;
  let level = (LEVEL_NAMES[levelNumber] ?? String(levelNumber)).padEnd(5);
  if (color && levelNumber >= 40) level = styleText(levelNumber >= 50 ? 'red' : 'yellow', level);
  const fields = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  let line = [time, level, entry.msg ?? '', ...fields].join(' ');
  const error = entry.err as { stack?: string; message?: string } | undefined;
  if (error) line += `\n${error.stack ?? error.message ?? JSON.stringify(error)}`;
  return `${line}\n`;
}

/** A pino destination that writes each line formatted for a terminal. */
function terminalStream(output: NodeJS.WriteStream) {
  return { write: (json: string) => output.write(formatLogLine(json, { color: output.hasColors?.() ?? false })) };
}

const logsRequests = (level: string) => level === 'debug' || level === 'trace';

/** Fastify's logger options for this configuration. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false };
  return {
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty' ? { stream: terminalStream(process.stdout) } : {}),
    },
    logController: new LogController({ disableRequestLogging: !logsRequests(config.logLevel) }),
  };
}
