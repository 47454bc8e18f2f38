import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { HTTP_ERROR_MESSAGES } from './http-errors';

/** What Node refuses before any route sees the request, by its error code: status, errorCode, message. */
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'REQUEST_HEADERS_TOO_LARGE', 'Los encabezados de la solicitud son demasiado grandes.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'PAYLOAD_TOO_LARGE', HTTP_ERROR_MESSAGES.tooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'La solicitud tardó demasiado en llegar. Intenta de nuevo.'],
};
const BAD_REQUEST = [400, 'BAD_REQUEST', HTTP_ERROR_MESSAGES.badRequest] as const;

/**
 * The http server's 'clientError': what Node answers by itself (headers over 16 KB, malformed HTTP, a request
 * past HTTP_REQUEST_TIMEOUT_MS) gets the store's Spanish JSON instead of a bare status line, then the
 * connection closes. As Node does, nothing is written once the socket has sent anything (a response under way)
 * or cannot be written.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { bytesWritten?: number }): void {
  if (error.code === 'ECONNRESET' || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
    socket.destroy();
    return;
  }
  const [status, errorCode, message] = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ errorCode, message });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
  ].join('\r\n');
  // Destroyed once written: a client that keeps its side open must not hold the socket.
  socket.end(`${head}\r\n\r\n${body}`, () => socket.destroy());
}
