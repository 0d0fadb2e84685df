// How main.ts and worker.ts start and stop: the configuration (a bad variable ends the process with
// one log line naming it), the one pino logger, the end on a start-up failure, and a graceful stop
// on SIGTERM/SIGINT that cannot hang forever.
import type { Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './http/logger';
import { StartRefusal } from './start-refusal';

/** A stop that hangs (a stuck connection) must not keep an orchestrator waiting forever. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

export function startUp(env: Record<string, string | undefined>): { config: Config; log: Logger } {
  // Before anything is created: DATA_DIR holds emails, password hashes and the app secret, so
  // every folder and file this process makes is its owner's only.
  process.umask(0o077);
  try {
    const config = loadConfig(env);
    return { config, log: createLogger(config.logLevel, config.logFormat) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Without a configuration, the default logger: JSON lines at info.
    createLogger('info').fatal(error.message);
    process.exit(1);
  }
}

/** For a start-up promise's catch: logs the error and ends the process with 1. */
export function exitOnFailure(log: Logger, message: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof StartRefusal) log.fatal(`${message}: ${error.message}`);
    else log.fatal({ err: error }, message);
    process.exit(1);
  };
}

/** What stopOnSignals needs of the process; tests give their own. */
interface SignalHost {
  once(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): void;
  exit(code: number): void;
}

/**
 * On the first SIGTERM or SIGINT: says so, runs `stop`, says it stopped and how long it took, then
 * exits 0; 1 when it fails or takes longer than SHUTDOWN_TIMEOUT_MS. The log is flushed before the
 * process ends, so the last line is not lost (pino-pretty writes from a worker thread).
 */
export function stopOnSignals(
  log: Logger,
  stop: () => Promise<void>,
  { name, host = process }: { name: string; host?: SignalHost },
): void {
  let stopping = false;
  const exit = (code: number) => log.flush(() => host.exit(code));
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    log.info({ signal }, `${name} shutting down (${signal}): finishing requests and jobs in flight`);
    setTimeout(() => {
      log.error({ signal }, `${name} shutdown timed out after ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stop().then(
      () => {
        log.info({ signal }, `${name} stopped (${signal}) in ${Math.round(performance.now() - started)} ms`);
        exit(0);
      },
      (error: unknown) => {
        log.error({ err: error, signal }, `${name} shutdown failed`);
        exit(1);
      },
    );
  };
  host.once('SIGTERM', shutdown);
  host.once('SIGINT', shutdown);
}
