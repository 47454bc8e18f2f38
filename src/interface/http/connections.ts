import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Counter, Gauge, type Registry } from 'prom-client';
import { networkOf } from './client-network';
import { HTTP_ERROR_MESSAGES } from './http-errors';
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from './service-unavailable';

/**
 * What one process keeps open for its clients (HTTP_MAX_CONNECTIONS, HTTP_CONNECTIONS_PER_ADDRESS,
 * HTTP_IDLE_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS; docs/operations.md). Node's own defaults bound none of it:
 * a burst of 10,000 connections was accepted whole (each a socket, a parser, its request: about 5 KB of heap at
 * rest, more while answered, and a file descriptor), and a client that stopped reading its answer held the
 * connection, its open file and buffers for as long as it liked.
 */
export interface ConnectionLimits {
  /** Connections open at once in this process (Node's `server.maxConnections`): past it a new one is closed at once. */
  readonly total: number;
  /** Connections open at once from one client network (an IPv4 address, an IPv6 /56), a trusted proxy's excepted. */
  readonly perAddress: number;
  /** A connection on which no byte moved either way for this long is closed (Node's `server.timeout`). */
  readonly idleMs: number;
  /** A kept-alive connection waits this long for its next request (Node's `server.keepAliveTimeout`). */
  readonly keepAliveMs: number;
}

/**
 * Requests one connection may send ahead of the answer it is getting (HTTP/1.1 pipelining; browsers and proxies
 * never do it): past them the connection is closed.
 */
export const PIPELINED_REQUESTS = 8;

/** What a refused connection is told, in Spanish, by why. */
export const CONNECTION_REFUSAL_MESSAGES = {
  total: HTTP_ERROR_MESSAGES.busy,
  per_address: 'Hay demasiadas conexiones abiertas desde tu red. Intenta de nuevo en unos segundos.',
} as const;

/**
 * Refused connections answered at once (past them one is closed without a word, as Node closes one past its
 * `maxConnections`), and how long one may stay open after its answer: the client's request is never parsed, only
 * drained while the answer goes out, so the close is a clean end rather than a reset that could take the answer
 * with it; a client that keeps its side open or keeps sending is cut when that time is up.
 */
export const REFUSALS_ANSWERED_AT_ONCE = 64;
export const REFUSAL_LINGER_MS = 1_000;

type RefusalReason = keyof typeof CONNECTION_REFUSAL_MESSAGES;

/** The whole answer to a refused connection, built once: written before a byte is read. */
const refusalAnswers: Record<RefusalReason, Buffer> = {
  total: refusalAnswer(CONNECTION_REFUSAL_MESSAGES.total),
  per_address: refusalAnswer(CONNECTION_REFUSAL_MESSAGES.per_address),
};

function refusalAnswer(message: string): Buffer {
  const body = Buffer.from(message, 'utf8');
  const head =
    'HTTP/1.1 503 Service Unavailable\r\n' +
    'Content-Type: text/plain; charset=utf-8\r\n' +
    `Content-Length: ${body.length}\r\n` +
    `Retry-After: ${SERVICE_UNAVAILABLE_RETRY_SECONDS}\r\n` +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n\r\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/**
 * Applies the limits to the server. A connection past either cap never reaches HTTP: it is answered 503 with a
 * short Spanish text and `Retry-After` as soon as it is accepted, before a byte is read, and closed (at most
 * REFUSALS_ANSWERED_AT_ONCE at a time, each for at most REFUSAL_LINGER_MS; past them Node closes it unanswered).
 * The cap per address counts the connection's peer, so behind a proxy (`isTrustedProxy`, express's TRUST_PROXY)
 * only the cap in all applies: every connection then comes from the proxy, which has its own.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string) => boolean,
  registry: Registry,
): void {
  // Node closes what is past this before making a socket of it; the margin is the refusals being answered.
  server.maxConnections = limits.total + REFUSALS_ANSWERED_AT_ONCE;
  server.timeout = limits.idleMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  const refused = new Counter({
    name: 'esencia_http_connections_refused_total',
    help: 'Connections refused as soon as accepted (answered 503, or closed past the refusals answered at once): past HTTP_MAX_CONNECTIONS (total) or HTTP_CONNECTIONS_PER_ADDRESS',
    labelNames: ['reason'],
    registers: [registry],
  });
  refused.inc({ reason: 'total' }, 0);
  refused.inc({ reason: 'per_address' }, 0);
  let open = 0;
  new Gauge({
    name: 'esencia_http_connections_open',
    help: 'HTTP connections open in this process',
    registers: [registry],
    collect() {
      this.set(open);
    },
  });
  server.on('drop', () => refused.inc({ reason: 'total' }));
  // Node destroys a timed-out socket only when nothing listens for 'timeout' on it, its request or its response
  // (a library's listener would keep it open): closed here, whoever listens.
  server.on('timeout', (socket: Socket) => socket.destroy());

  let answering = 0;
  const refuse = (socket: Socket, reason: RefusalReason) => {
    refused.inc({ reason });
    if (answering >= REFUSALS_ANSWERED_AT_ONCE) {
      socket.destroy();
      return;
    }
    answering++;
    const cut = setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS);
    socket.once('close', () => {
      answering--;
      clearTimeout(cut);
    });
    socket.on('error', () => socket.destroy());
    socket.end(refusalAnswers[reason]);
    // Drained, never parsed: unread bytes at the close would make it a reset.
    socket.resume();
  };

  // HTTP's own connection listener (the parser, the request listener) runs only for a connection let in.
  const httpListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const letIn = (socket: Socket) => {
    for (const listener of httpListeners) listener.call(server, socket);
  };

  const openFrom = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (open >= limits.total) {
      refuse(socket, 'total');
      return;
    }
    const address = socket.remoteAddress;
    if (address && !isTrustedProxy(address)) {
      const network = networkOf(address);
      const fromThere = (openFrom.get(network) ?? 0) + 1;
      if (fromThere > limits.perAddress) {
        refuse(socket, 'per_address');
        return;
      }
      openFrom.set(network, fromThere);
      socket.once('close', () => {
        const left = (openFrom.get(network) ?? 1) - 1;
        if (left > 0) openFrom.set(network, left);
        else openFrom.delete(network);
      });
    }
    open++;
    socket.once('close', () => open--);
    letIn(socket);
  });
}

/**
 * The request listener, run for a pipelined request only when its turn comes (its response gets the
 * connection). Node parses pipelined requests as they arrive and runs the listener for each at once, each answer
 * written to a buffer of its own until the one before it is out; Node 20 also never ends the answers still queued
 * when the connection closes, so a file being sent to one stayed open for the process's life (a dozen pipelined
 * requests left three per connection). Worked on in turn, a request whose connection closes first is never
 * started; nothing holds it but its connection, and both go together. More than PIPELINED_REQUESTS waiting close
 * the connection: nothing else bounds how many a client may send ahead.
 */
export function inTurn(listener: RequestListener, registry: Registry): RequestListener {
  const waitingOn = new WeakMap<Socket, number>();
  let waitingInAll = 0;
  new Gauge({
    name: 'esencia_http_requests_waiting_turn',
    help: 'Pipelined requests read and waiting for the answers before theirs on their connection',
    registers: [registry],
    collect() {
      this.set(waitingInAll);
    },
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (res.socket) {
      listener(req, res);
      return;
    }
    const socket = req.socket;
    const waiting = (waitingOn.get(socket) ?? 0) + 1;
    if (waiting > PIPELINED_REQUESTS) {
      socket.destroy();
      return;
    }
    // One listener per connection: the requests still waiting when it closes never start.
    if (waiting === 1 && !waitingOn.has(socket)) {
      socket.once('close', () => {
        waitingInAll -= waitingOn.get(socket) ?? 0;
        waitingOn.delete(socket);
      });
    }
    waitingOn.set(socket, waiting);
    waitingInAll++;
    res.once('socket', () => {
      waitingInAll--;
      waitingOn.set(socket, (waitingOn.get(socket) ?? 1) - 1);
      listener(req, res);
    });
  };
}
