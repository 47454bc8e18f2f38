import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { currentRequestId } from './http/request-id';

/** How log lines are written: one JSON object per line, or readable colored lines for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set (`json` or `pretty`); otherwise readable lines when a person watches (stdout is a
 * terminal) and the store is not in production (NODE_ENV=production), JSON for everything else: a log
 * collector, a file, systemd's journal, a container.
 */
export function chooseLogFormat(
  forced: LogFormat | null,
  output: { readonly isTTY: boolean; readonly nodeEnv: string | undefined },
): LogFormat {
  if (forced) return forced;
  return output.isTTY && output.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/**
 * The server's logger: pino at `level`, in the chosen format, each line written during a request carrying
 * that request's id (`requestId`, the X-Request-Id the client got).
 */
export function createLogger(options: {
  readonly level: string;
  readonly format: LogFormat | null;
  readonly isTTY?: boolean;
  readonly nodeEnv?: string;
  /** Where lines go (tests); default: stdout. */
  readonly destination?: NodeJS.WritableStream;
}): Logger {
  const format = chooseLogFormat(options.format, {
    isTTY: options.isTTY ?? process.stdout.isTTY === true,
    nodeEnv: options.nodeEnv ?? process.env.NODE_ENV,
  });
  const settings = {
    level: options.level,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (format === 'json') return options.destination ? pino(settings, options.destination) : pino(settings);
  // In this thread and synchronous: nothing is lost when the process exits right after a line.
  return pino(
    settings,
    pretty({
      colorize: options.isTTY ?? process.stdout.isTTY === true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      ...(options.destination ? { destination: options.destination } : {}),
    }),
  );
}
