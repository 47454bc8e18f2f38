import { AUDIO_UPLOAD_MESSAGES } from '../../domain/media/audio-upload';
import { MAX_STORY_AUDIO_BYTES } from '../../domain/story/story-validation';
import { TestClock } from '../testing/in-memory-identity';
import { InMemoryFileStorage } from '../testing/in-memory-product-writes';
import { UploadStoryAudio } from './UploadStoryAudio';

const NOW = new Date('2026-11-22T15:00:00Z');
/** MPEG-1 layer III, 128 kbit/s, 44.1 kHz: one 417-byte frame of silence. */
const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(28)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function setup() {
  const storage = new InMemoryFileStorage();
  return { storage, upload: new UploadStoryAudio(storage, new TestClock(NOW)) };
}

describe('UploadStoryAudio', () => {
  it('stores the bytes unchanged under stories/{timestamp}-audio-{name} with the content’s extension and type', async () => {
    const { storage, upload } = setup();
    const result = await upload.execute({ content: MP3, fileName: 'Jingle Ñandú.wav' });
    const key = `stories/${NOW.getTime()}-audio-jingle-nandu.mp3`;
    expect(result).toEqual({ ok: true, value: { key, url: `/files/${key}`, contentType: 'audio/mpeg' } });
    expect(storage.files.get(key)).toEqual({ content: MP3, contentType: 'audio/mpeg' });

    const wav = await upload.execute({ content: WAV, fileName: 'voz.wav' });
    expect(wav).toMatchObject({
      ok: true,
      value: { key: `stories/${NOW.getTime()}-audio-voz.wav`, contentType: 'audio/wav' },
    });
  });

  it('never overwrites an earlier upload of the same name in the same millisecond', async () => {
    const { upload } = setup();
    const send = () => upload.execute({ content: MP3, fileName: 'a.mp3' });
    expect(await send()).toMatchObject({ ok: true, value: { key: `stories/${NOW.getTime()}-audio-a.mp3` } });
    expect(await send()).toMatchObject({ ok: true, value: { key: `stories/${NOW.getTime() + 1}-audio-a.mp3` } });
  });

  it('refuses a picture named .mp3, a file over 10 MB and an empty one, storing nothing', async () => {
    const { storage, upload } = setup();
    expect(await upload.execute({ content: PNG, fileName: 'cancion.mp3' })).toEqual({
      ok: false,
      error: { code: 'AUDIO_NOT_ALLOWED', message: AUDIO_UPLOAD_MESSAGES.notAudio },
    });
    const huge = Buffer.concat([MP3, Buffer.alloc(MAX_STORY_AUDIO_BYTES)]);
    expect(await upload.execute({ content: huge, fileName: 'larga.mp3' })).toMatchObject({
      ok: false,
      error: { code: 'AUDIO_TOO_LARGE', message: 'El audio no puede ser mayor a 10MB' },
    });
    expect(await upload.execute({ content: Buffer.alloc(0), fileName: null })).toMatchObject({
      ok: false,
      error: { code: 'AUDIO_MISSING' },
    });
    expect(storage.files.size).toBe(0);
  });
});
