import sharp from 'sharp';
import { MAX_STORY_AUDIO_BYTES, STORY_MESSAGES } from '../../domain/story/story-validation';
import { silentMp3, toneWav } from '../../infrastructure/testing/audio-fixtures';
import { signedInAdmin, signedInCustomer } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { ADMIN_IMAGES_PATH } from './admin-images';
import { STORY_AUDIO_MESSAGES, STORY_AUDIO_PATH } from './story-audio';

const NOW = '2026-11-22T15:00:00Z';
const AT = new Date(NOW).getTime();

const png = () =>
  sharp({ create: { width: 36, height: 64, channels: 3, background: { r: 180, g: 40, b: 90 } } })
    .png()
    .toBuffer();

type Answer = { status: number; body: { key?: string; url?: string; errorCode?: string; message?: string } };

describe('story uploads over HTTP: the picture (purpose story) and the audio route', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let customer: GraphQLClient;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW) });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api);
  }, 60_000);

  afterAll(() => api.stop());

  const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  async function post(
    path: string,
    content: Buffer | null,
    options: { name?: string; fields?: Record<string, string>; client?: GraphQLClient | null; origin?: string | null },
  ): Promise<Answer> {
    const form = new FormData();
    for (const [field, value] of Object.entries(options.fields ?? {})) form.set(field, value);
    if (content) form.set('file', new Blob([new Uint8Array(content)]), options.name ?? 'archivo');
    const client = options.client === undefined ? admin : options.client;
    const origin = options.origin === undefined ? api.url : options.origin;
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      body: form,
      headers: { ...(origin ? { origin } : {}), ...(client ? { cookie: cookieOf(client) } : {}) },
    });
    expect(response.headers.get('content-type')).toContain('application/json');
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const uploadAudio = (content: Buffer | null, options: Parameters<typeof post>[2] = {}) =>
    post(STORY_AUDIO_PATH, content, { name: 'Jingle Navidad.mp3', ...options });

  it('stores a story picture re-encoded under stories/{timestamp}-image-{name}', async () => {
    const answer = await post(ADMIN_IMAGES_PATH, await png(), {
      name: 'Promo Navidad.jpg',
      fields: { purpose: 'story' },
    });
    expect(answer).toEqual({
      status: 201,
      body: { key: `stories/${AT}-image-promo-navidad.png`, url: `/files/stories/${AT}-image-promo-navidad.png` },
    });
    const served = await fetch(`${api.url}${answer.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('stores a real MP3 unchanged under stories/{timestamp}-audio-{name}.mp3 and serves it as audio/mpeg', async () => {
    const mp3 = silentMp3();
    const answer = await uploadAudio(mp3);
    expect(answer).toEqual({
      status: 201,
      body: {
        key: `stories/${AT}-audio-jingle-navidad.mp3`,
        url: `/files/stories/${AT}-audio-jingle-navidad.mp3`,
      },
    });
    const served = await fetch(`${api.url}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(mp3)).toBe(true);
  });

  it('takes a WAV by its bytes whatever its name, and keys it .wav', async () => {
    const answer = await uploadAudio(toneWav(), { name: 'voz.mp3' });
    expect(answer).toMatchObject({ status: 201, body: { key: `stories/${AT}-audio-voz.wav` } });
    const served = await fetch(`${api.url}${answer.body.url}`);
    expect(served.headers.get('content-type')).toBe('audio/wav');
  });

  it('refuses a PNG renamed .mp3 (415) with the spec’s message', async () => {
    expect(await uploadAudio(await png(), { name: 'cancion.mp3' })).toEqual({
      status: 415,
      body: { errorCode: 'AUDIO_NOT_ALLOWED', message: 'El audio debe estar en formato MP3, WAV o AAC' },
    });
  });

  it('refuses an ID3 tag followed by an HTML page (415): the MP3 frames are followed (issue 25)', async () => {
    const tag = silentMp3(0);
    const page = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    expect(await uploadAudio(Buffer.concat([tag, page]), { name: 'cancion.mp3' })).toEqual({
      status: 415,
      body: { errorCode: 'AUDIO_NOT_ALLOWED', message: 'El audio debe estar en formato MP3, WAV o AAC' },
    });
  });

  it('refuses more than 10 MB (413) and accepts exactly 10 MB', async () => {
    const big = Buffer.concat([silentMp3(1), Buffer.alloc(MAX_STORY_AUDIO_BYTES)]);
    expect(await uploadAudio(big)).toEqual({
      status: 413,
      body: { errorCode: 'AUDIO_TOO_LARGE', message: STORY_MESSAGES.audioTooLarge },
    });
    const exactly = Buffer.alloc(MAX_STORY_AUDIO_BYTES);
    silentMp3(3).copy(exactly);
    expect((await uploadAudio(exactly, { name: 'diez.mp3' })).status).toBe(201);
  });

  it('asks for a file when none is sent, and refuses two', async () => {
    expect(await uploadAudio(null)).toEqual({
      status: 400,
      body: { errorCode: 'AUDIO_MISSING', message: 'Selecciona un archivo de audio' },
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(silentMp3(1))]), 'a.mp3');
    form.append('file', new Blob([new Uint8Array(silentMp3(1))]), 'b.mp3');
    const response = await fetch(`${api.url}${STORY_AUDIO_PATH}`, {
      method: 'POST',
      body: form,
      headers: { origin: api.url, cookie: cookieOf(admin) },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errorCode: 'UPLOAD_INVALID', message: STORY_AUDIO_MESSAGES.oneFile });
  });

  it('is for admins only: guests get 401, customers 403', async () => {
    expect(await uploadAudio(silentMp3(), { client: null })).toEqual({
      status: 401,
      body: { errorCode: 'UNAUTHENTICATED', message: STORY_AUDIO_MESSAGES.signIn },
    });
    expect(await uploadAudio(silentMp3(), { client: customer })).toEqual({
      status: 403,
      body: { errorCode: 'FORBIDDEN', message: STORY_AUDIO_MESSAGES.adminsOnly },
    });
  });

  it('refuses a request from another site, even with the admin’s cookie', async () => {
    expect(await uploadAudio(silentMp3(), { origin: 'https://evil.example' })).toEqual({
      status: 403,
      body: { errorCode: 'CROSS_SITE_REQUEST', message: STORY_AUDIO_MESSAGES.crossSite },
    });
    expect((await uploadAudio(silentMp3(), { origin: null })).status).toBe(403);
  });
});
