// Admission control: the server takes on only the work it can finish soon, and says so at once
// when it cannot. Two separate limits, so a burst of pin generation never makes a read wait:
// - generation (the /api/generate-* routes, a stream for as long as it runs) in flight at once,
//   sized from the image pool; one more is refused at once (429 server_busy, Retry-After), as a
//   full image pool refuses it;
// - every other API request: a few run at once (sized from the database's connections), a bounded
//   number wait for a place, each for at most a moment; beyond that they are refused at once
//   (503 server_overloaded, Retry-After) rather than queueing behind the database for seconds.
// Health checks, the API docs, media, template thumbnails and the web app's files are never held.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { DatabaseClient } from '../db/connection';
import { IMAGES_BUSY_MESSAGE, IMAGES_RETRY_AFTER_SECONDS } from '../render/image-pool';

export interface AdmissionLimits {
  /** Generations in flight at once; one more is refused (429). */
  generations: number;
  /** Other API requests running at once. */
  running: number;
  /** Requests that may wait for a running place; one more is refused at once (503). */
  waiting: number;
  /** How long a request may wait for a place before it is refused (503). */
  maxWaitMs: number;
}

/** Seconds a client refused for a busy database is asked to wait (Retry-After). */
const OVERLOADED_RETRY_AFTER_SECONDS = 1;
/** @internal for tests and benchmarks, not production code */
export const OVERLOADED_MESSAGE = 'Pinloom is busy right now. Please try again in a second.';

/**
 * Limits for this database and image pool. PGlite runs one statement at a time, so a few requests
 * at once keep it busy and more only wait; PostgreSQL serves as many as the pool has connections,
 * and twice that keeps them busy while answers are written. The wait is bounded both by length and
 * by time, so a refused request hears so within a second: a quarter of one on PostgreSQL, where a
 * page's calls all find a place; a whole one on PGlite, where a page's first calls after a start
 * (each slower while the database warms up) wait in line behind one another.
 */
export function defaultAdmissionLimits(
  client: DatabaseClient,
  imagePool: { size: number; queue: number },
): AdmissionLimits {
  const connections = client.driver === 'pglite' ? 1 : (client.pool.options.max ?? 10);
  const embedded = client.driver === 'pglite';
  const running = embedded ? 4 : connections * 2;
  return {
    // One drawing and one writing its text or saving, per image thread.
    generations: Math.max(2, imagePool.size * 2),
    running,
    waiting: running * (embedded ? 16 : 8),
    maxWaitMs: embedded ? 1000 : 250,
  };
}

/** Requests that are let through whatever the load: they do not touch the database, or must answer. */
function isHeld(url: string): boolean {
  return url.startsWith('/api/') && url !== '/api/health' && !url.startsWith('/api/docs');
}

const isGeneration = (url: string) => url.startsWith('/api/generate-');

/**
 * Live chat's streams (ADR 0043) stay open for as long as a panel or the Support tab is: holding a
 * place each, a few would stop every other request. They only check who asks before streaming.
 */
const isChatStream = (url: string) =>
  /^\/api\/(?:support\/chats\/[^/]+|chat\/visitor\/[^/]+|admin\/support\/chats)\/stream$/.test(url);

/**
 * Template thumbnails wait for the image pool, not the database (one read at most): holding a
 * place each while a fresh server's threads start, a page of them turned away every other request.
 */
const isThumbnail = (url: string) => /^\/api\/templates\/[^/]+\/thumbnail$/.test(url);

type Release = () => void;

/**
 * A bounded set of places with a bounded, time-limited line for them.
 * @internal for tests and benchmarks, not production code
 */
export class AdmissionGate {
  private inUse = 0;
  private readonly line: { admit: (release: Release | null) => void }[] = [];

  constructor(private readonly limits: Pick<AdmissionLimits, 'running' | 'waiting' | 'maxWaitMs'>) {}

  /** A release once the request may run; null when it is refused (the line full, or waited too long). */
  enter(): Release | null | Promise<Release | null> {
    if (this.inUse < this.limits.running) return this.take();
    if (this.line.length >= this.limits.waiting) return null;
    return new Promise((resolve) => {
      const entry = {
        admit: (release: Release | null) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        const index = this.line.indexOf(entry);
        if (index >= 0) this.line.splice(index, 1);
        resolve(null);
      }, this.limits.maxWaitMs);
      timer.unref();
      this.line.push(entry);
    });
  }

  /** Places in use and requests waiting, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.inUse, waiting: this.line.length };
  }

  private take(): Release {
    this.inUse += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse -= 1;
      const next = this.line.shift();
      if (next) next.admit(this.take());
    };
  }
}

/** Gives the place back when the answer is over: sent, streamed to its end, or the client gone. */
function releaseWhenDone(request: FastifyRequest, reply: FastifyReply, release: Release): void {
  reply.raw.once('close', release);
  // The client left while the request waited: nobody will read an answer.
  if (reply.raw.destroyed || request.raw.destroyed) release();
}

export function registerAdmission(app: FastifyInstance, limits: AdmissionLimits): void {
  const reads = new AdmissionGate(limits);
  const generations = new AdmissionGate({ running: limits.generations, waiting: 0, maxWaitMs: 0 });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?', 1)[0] ?? '';
    if (!isHeld(url) || isChatStream(url) || isThumbnail(url)) return;
    if (isGeneration(url)) {
      const release = generations.enter() as Release | null;
      if (!release) {
        throw new AppError('server_busy', IMAGES_BUSY_MESSAGE, {
          headers: { 'retry-after': String(IMAGES_RETRY_AFTER_SECONDS) },
        });
      }
      releaseWhenDone(request, reply, release);
      return;
    }
    const release = await reads.enter();
    if (!release) {
      throw new AppError('server_overloaded', OVERLOADED_MESSAGE, {
        headers: { 'retry-after': String(OVERLOADED_RETRY_AFTER_SECONDS) },
      });
    }
    releaseWhenDone(request, reply, release);
  });
}
