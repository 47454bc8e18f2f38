import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { MAX_UPLOAD_BYTES } from '../../domain/media/image-upload';
import { singleImageUpload, uploadRateLimit, type UploadedFile } from './uploads';

describe('HTTP uploads: one image field, 5 MB, Spanish JSON refusals', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.post('/upload', singleImageUpload(), (_req, res) => {
      const upload = res.locals.upload as UploadedFile;
      res.json({ bytes: upload.content.length, first: upload.content.subarray(0, 4).toString('latin1') });
    });
    app.post('/limited', uploadRateLimit({ limit: 2, windowMs: 60_000 }), (_req, res) => {
      res.json({ ok: true });
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, () => resolve(listening));
    });
    url = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const form = (...files: [field: string, content: Buffer, name: string][]) => {
    const body = new FormData();
    for (const [field, content, name] of files) body.append(field, new Blob([content]), name);
    return body;
  };
  const post = (body: RequestInit['body'], headers?: Record<string, string>) =>
    fetch(`${url}/upload`, { method: 'POST', body, headers });

  it('hands the file’s bytes to the route', async () => {
    const response = await post(form(['file', Buffer.from('RIFF-datos'), 'recibo.jpg']));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: 10, first: 'RIFF' });
  });

  it('accepts exactly 5 MB', async () => {
    const response = await post(form(['file', Buffer.alloc(MAX_UPLOAD_BYTES), 'grande.jpg']));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bytes: MAX_UPLOAD_BYTES });
  });

  it('refuses 6 MB with 413 and the Spanish message', async () => {
    const response = await post(form(['file', Buffer.alloc(6 * 1024 * 1024), 'enorme.jpg']));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      errorCode: 'IMAGE_TOO_LARGE',
      message: 'La imagen no puede ser mayor a 5MB',
    });
  });

  it.each([
    ['no file at all', () => form()],
    ['an empty file', () => form(['file', Buffer.alloc(0), 'vacio.jpg'])],
  ])('asks for an image when there is %s', async (_case, body) => {
    const response = await post(body());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errorCode: 'IMAGE_MISSING', message: 'Selecciona una imagen' });
  });

  it('asks for an image when the request is not multipart', async () => {
    const response = await post(JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'IMAGE_MISSING' });
  });

  it.each([
    ['two files', () => form(['file', Buffer.from('a'), 'a.jpg'], ['file', Buffer.from('b'), 'b.jpg'])],
    ['another field name', () => form(['foto', Buffer.from('a'), 'a.jpg'])],
  ])('refuses %s', async (_case, body) => {
    const response = await post(body());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errorCode: 'UPLOAD_INVALID', message: 'Envía una sola imagen.' });
  });

  it('refuses a form cut short with 400, not 500', async () => {
    const response = await post('--limite\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nab', {
      'content-type': 'multipart/form-data; boundary=limite',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errorCode: 'UPLOAD_INVALID',
      message: 'No se pudo leer el archivo enviado. Intenta de nuevo.',
    });
  });

  it('limits uploads per address with 429, Retry-After and a Spanish message', async () => {
    const attempt = () => fetch(`${url}/limited`, { method: 'POST' });
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      errorCode: 'TOO_MANY_UPLOADS',
      message: 'Demasiadas subidas desde tu conexión. Intenta de nuevo en 1 minuto.',
    });
  });
});
