import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { UploadCatalogueImage } from '../../application/catalog-admin/UploadCatalogueImage';
import { UploadStoryAudio } from '../../application/stories/UploadStoryAudio';
import { SharpImageProcessor } from '../media/sharp-image-processor';
import { silentMp3, toneWav } from '../testing/audio-fixtures';
import { useTestS3Bucket } from './testing/test-s3-server';

const NOW = new Date('2026-11-22T15:00:00Z');
const clock = { now: () => NOW };

/** A story's picture and audio uploaded through the storage port into an S3-compatible bucket (s3rver). */
describe('story uploads into S3', () => {
  const s3 = useTestS3Bucket();

  const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.server.config.bucket, Key: key }));
  const bytes = async (key: string) => {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.server.config.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  it('stores the story picture re-encoded under stories/{timestamp}-image-{file}', async () => {
    const jpeg = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#c06' } })
      .jpeg()
      .toBuffer();
    const upload = new UploadCatalogueImage(new SharpImageProcessor(), s3.storage, clock);
    const result = await upload.execute({ content: jpeg, purpose: 'story', index: undefined, fileName: 'Navidad.jpg' });
    const key = `stories/${NOW.getTime()}-image-navidad.jpg`;
    expect(result).toMatchObject({ ok: true, value: { key, contentType: 'image/jpeg', width: 90, height: 160 } });
    expect((await head(key)).ContentType).toBe('image/jpeg');
    expect((await sharp(await bytes(key)).metadata()).format).toBe('jpeg');
  });

  it('stores MP3 and WAV audio unchanged under stories/{timestamp}-audio-{file} with their content types', async () => {
    const upload = new UploadStoryAudio(s3.storage, clock);
    const mp3 = silentMp3();
    const wav = toneWav();
    const first = await upload.execute({ content: mp3, fileName: 'Jingle.mp3' });
    const second = await upload.execute({ content: wav, fileName: 'Voz.wav' });
    const mp3Key = `stories/${NOW.getTime()}-audio-jingle.mp3`;
    const wavKey = `stories/${NOW.getTime()}-audio-voz.wav`;
    expect(first).toEqual({ ok: true, value: { key: mp3Key, url: `/files/${mp3Key}`, contentType: 'audio/mpeg' } });
    expect(second).toMatchObject({ ok: true, value: { key: wavKey, contentType: 'audio/wav' } });
    expect((await head(mp3Key)).ContentType).toBe('audio/mpeg');
    expect((await head(wavKey)).ContentType).toBe('audio/wav');
    expect((await bytes(mp3Key)).equals(mp3)).toBe(true);
    expect((await bytes(wavKey)).equals(wav)).toBe(true);

    // The same name in the same millisecond gets the next free key instead of overwriting.
    const again = await upload.execute({ content: mp3, fileName: 'Jingle.mp3' });
    expect(again).toMatchObject({ ok: true, value: { key: `stories/${NOW.getTime() + 1}-audio-jingle.mp3` } });
  });
});
