import type { Request, Response } from 'express';
import { sendHttpError } from './http-errors';
import { clientNetwork } from './client-network';

/**
 * What an anonymous client may hold open on `/graphql/stream` (issue 25: about 3,200 streams from six
 * addresses exhausted the heap). Counted in this process's memory: with several processes each has its own.
 * Set by LIVE_STREAMS_* (config.ts, whose defaults are 20 per address, 500 in all, 30 min, 10 min idle).
 */
export interface LiveStreamLimits {
  /** Streams open at once from one client address (`req.ip`, as TRUST_PROXY resolves it). */
  readonly perAddress: number;
  /** Streams open at once in this process. */
  readonly total: number;
  /** A stream is ended after this long whatever happens (the page's client reconnects). */
  readonly maxAgeMs: number;
  /** A stream that pushed no change for this long is ended (the page's client reconnects). */
  readonly idleMs: number;
}

/** Seconds a refused client is told to wait; the pages keep polling every 15 s meanwhile. */
export const LIVE_STREAM_RETRY_SECONDS = 30;

export const LIVE_STREAM_MESSAGES = {
  perAddress:
    'Hay demasiadas páginas de pedidos abiertas desde tu conexión. Los cambios se seguirán mostrando cada 15 segundos.',
  full: 'Las actualizaciones al momento están llenas en este momento. Los cambios se seguirán mostrando cada 15 segundos.',
} as const;

interface OpenStream {
  readonly address: string;
  readonly age: NodeJS.Timeout;
  readonly idle: NodeJS.Timeout;
}

/**
 * The open live streams of this process: admits a new one only under both caps (else a Spanish 429 or 503
 * with Retry-After), and ends each one at its age or after its idle time. Ending is the response's end without
 * graphql-sse's `complete` event, which its client takes as a dropped connection and reconnects (the web app
 * also polls every 15 s); a page that still follows an order gets a fresh stream, an abandoned one does not.
 */
export class LiveStreams {
  private readonly open = new Map<Response, OpenStream>();
  private readonly perAddress = new Map<string, number>();
  private readonly byRequest = new WeakMap<Request, Response>();

  constructor(private readonly limits: LiveStreamLimits) {}

  get size(): number {
    return this.open.size;
  }

  /** Registers the stream and returns true, or answers the refusal and returns false. */
  admit(req: Request, res: Response): boolean {
    const address = clientNetwork(req);
    if ((this.perAddress.get(address) ?? 0) >= this.limits.perAddress) {
      this.refuse(req, res, 429, 'LIVE_STREAMS_PER_ADDRESS', LIVE_STREAM_MESSAGES.perAddress);
      return false;
    }
    if (this.open.size >= this.limits.total) {
      this.refuse(req, res, 503, 'LIVE_STREAMS_FULL', LIVE_STREAM_MESSAGES.full);
      return false;
    }
    const end = () => res.end();
    const stream: OpenStream = {
      address,
      age: setTimeout(end, this.limits.maxAgeMs).unref(),
      idle: setTimeout(end, this.limits.idleMs).unref(),
    };
    this.open.set(res, stream);
    this.byRequest.set(req, res);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    res.once('close', () => this.release(res));
    return true;
  }

  /** The stream of this request pushed a change: its idle time starts again. */
  pushed(req: Request): void {
    const res = this.byRequest.get(req);
    const stream = res ? this.open.get(res) : undefined;
    stream?.idle.refresh();
  }

  /** Ends every stream and its connection (a stopping server need not wait for them). */
  closeAll(): void {
    for (const res of [...this.open.keys()]) {
      res.end();
      res.socket?.end();
    }
  }

  private release(res: Response): void {
    const stream = this.open.get(res);
    if (!stream) return;
    clearTimeout(stream.age);
    clearTimeout(stream.idle);
    this.open.delete(res);
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
  }

  private refuse(req: Request, res: Response, status: number, code: string, message: string): void {
    res.setHeader('Retry-After', String(LIVE_STREAM_RETRY_SECONDS));
    sendHttpError(req, res, status, code, message, { retryAfterSeconds: LIVE_STREAM_RETRY_SECONDS });
  }
}
