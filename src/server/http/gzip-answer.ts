// A big JSON answer gzipped for a client that takes gzip (every browser does). For the timeline,
// writing ~40-100 KB to the socket was the largest share of the server's CPU (bench/README.md);
// gzip at level 1 costs about 0.1 ms for 40 KB and makes it a tenth. Used per route (onSend), on
// answers that hold the user's own content only (nothing secret beside text a third party could
// plant, so no BREACH-style guessing), never on a stream.
import { constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers go as they are: the header and the work would cost more than they save. */
const MIN_BYTES = 1024;

/** Whether `accept-encoding` takes gzip: named (or `*`) without q=0. */
function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** An onSend hook: the serialized JSON gzipped when the client takes it and it is big enough. */
export async function gzipAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  if (!takesGzip(request.headers['accept-encoding'])) return payload;
  reply.header('content-encoding', 'gzip');
  return gzipSync(payload, { level: constants.Z_BEST_SPEED });
}
