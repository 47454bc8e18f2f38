/**
 * The baseline of `bench/api.bench.ts`, in its own process like the store: a bare express app answering every
 * request with the bytes it was last given (PUT /__body with the Content-Type to answer with). It prints its
 * port on stdout once listening.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';

const app = express();
app.set('etag', false);
app.set('x-powered-by', false);
let body: Buffer = Buffer.from('{}');
let contentType = 'application/json';

app.put('/__body', express.raw({ type: () => true, limit: '10mb' }), (req, res) => {
  body = req.body as Buffer;
  contentType = req.get('x-answer-content-type') ?? contentType;
  res.status(204).end();
});
app.use(express.raw({ type: () => true, limit: '1mb' }), (_req, res) => {
  res.set('content-type', contentType).send(body);
});

const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
