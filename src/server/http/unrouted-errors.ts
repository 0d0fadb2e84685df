// Refusals that happen before any route or hook runs, answered in the same `{ error, code }` shape
// as everything else (Fastify's own would add `message` and `statusCode`, which the API description
// does not allow): an address the router cannot decode or that is too long (Fastify's
// frameworkErrors), and a request Node's HTTP parser refuses (clientErrorHandler: not HTTP, headers
// over Node's size limit, too slow to arrive).
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../app-error';
import { ERROR_STATUS, INTERNAL_ERROR_MESSAGE, sendError } from './error-handler';
import { isPublicApi, sendProblem } from './problem-details';

const URI_TOO_LONG_MESSAGE = 'The address is too long';
const BAD_URL_MESSAGE = 'The address is not valid: a % must start an escape such as %20';

/**
 * The router's limit on one path parameter: Node's own limit on the request's head, so over HTTP
 * an id of any length reaches its route, which answers 404 like any other id that names nothing.
 * With Fastify's default (100), a GET fell through to the web app's file route (403, 404) while a
 * POST answered 414.
 */
export const MAX_PARAM_LENGTH = maxHeaderSize;

/** Fastify's `frameworkErrors`: the router could not read the address. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No onSend hook sees these answers: /api/v1's are sent as problems here (ADR 0046).
  const send = (code: ErrorCode, message: string) =>
    isPublicApi(request.url)
      ? sendProblem(reply, ERROR_STATUS[code], code, message)
      : sendError(reply, code, message);
  if (error.code === 'FST_ERR_BAD_URL') return send('bad_request', BAD_URL_MESSAGE);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send('uri_too_long', URI_TOO_LONG_MESSAGE);
  request.log.error({ err: error }, 'request failed before routing');
  return send('internal_error', INTERNAL_ERROR_MESSAGE);
}

/** Fastify's `clientErrorHandler`: Node refused the request before it became one. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] = clientErrorAnswer(error);
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ error: message, code });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'x-content-type-options: nosniff\r\n' +
      'connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}

function clientErrorAnswer(error: ConnectionError): [ErrorCode, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return ['request_timeout', 'The request took too long to arrive'];
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Typed by Fastify as a Buffer's JSON form; Node hands the Buffer the parser refused.
    const packet: unknown = error.rawPacket;
    return addressFillsTheHead(Buffer.isBuffer(packet) ? packet : undefined)
      ? ['uri_too_long', URI_TOO_LONG_MESSAGE]
      : ['headers_too_large', 'The request’s headers are too large'];
  }
  return ['bad_request', 'The request is not valid HTTP'];
}

/**
 * Whether the request line alone takes more than half of Node's limit on the head: then the
 * address is what is too long (a query of 20,000 characters), else the headers are.
 */
function addressFillsTheHead(packet: Buffer | undefined): boolean {
  if (!packet || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const end = packet.indexOf('\r\n');
  return end === -1 || end > maxHeaderSize / 2;
}
