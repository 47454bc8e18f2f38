import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Counter, Gauge, type Registry } from 'prom-client';
import { networkOf } from './client-network';

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

/**
 * Applies the limits to the server. A connection past either cap is closed as soon as it is accepted, before a
 * byte is read: it costs the process nothing more, where a 503 would first need its request read. The cap per
 * address counts the connection's peer, so behind a proxy (`isTrustedProxy`, express's TRUST_PROXY) only the cap
 * in all applies: every connection then comes from the proxy, which has its own.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string) => boolean,
  registry: Registry,
): void {
  server.maxConnections = limits.total;
  server.timeout = limits.idleMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  const refused = new Counter({
    name: 'esencia_http_connections_refused_total',
    help: 'Connections closed as soon as accepted: past HTTP_MAX_CONNECTIONS (total) or HTTP_CONNECTIONS_PER_ADDRESS',
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

  const openFrom = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    open++;
    socket.once('close', () => open--);
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const network = networkOf(address);
    const fromThere = (openFrom.get(network) ?? 0) + 1;
    if (fromThere > limits.perAddress) {
      refused.inc({ reason: 'per_address' });
      socket.destroy();
      return;
    }
    openFrom.set(network, fromThere);
    socket.once('close', () => {
      const left = (openFrom.get(network) ?? 1) - 1;
      if (left > 0) openFrom.set(network, left);
      else openFrom.delete(network);
    });
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
