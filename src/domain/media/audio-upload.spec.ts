import { MAX_STORY_AUDIO_BYTES, STORY_MESSAGES } from '../story/story-validation';
import {
  checkAudioUploadSize,
  checkStoryAudio,
  detectAudioFormat,
  isStoryAudioKey,
  storyAudioKey,
} from './audio-upload';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const zeros = (n: number) => new Array<number>(n).fill(0);

/** MPEG-1 layer III, 128 kbit/s, 44.1 kHz, no CRC: three 417-byte frames of silence. */
const MP3_FRAME = [0xff, 0xfb, 0x90, 0x64, ...zeros(413)];
const MP3_FRAMES = [...MP3_FRAME, ...MP3_FRAME, ...MP3_FRAME];
/** MPEG-2 layer III, 64 kbit/s, 22.05 kHz (a voice note): one whole 208-byte frame. */
const MP3_MPEG2_FRAME = [0xff, 0xf3, 0x80, 0xc4, ...zeros(204)];
/** An ID3v2.4 tag of 20 bytes (syncsafe size 0x14) holding a padding only. */
const ID3_TAG = [...'ID3'].map((c) => c.charCodeAt(0)).concat([4, 0, 0, 0, 0, 0, 0x14], zeros(0x14));
/** ADTS (AAC LC, 44.1 kHz, stereo, no CRC): MPEG sync with layer 00. */
const ADTS_FRAME = [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc, ...zeros(9)];
/** A RIFF/WAVE header with its fmt chunk (PCM, mono, 8 kHz, 16 bit). */
const WAV_HEADER = bytes(
  'RIFF',
  [0x24, 0, 0, 0],
  'WAVE',
  'fmt ',
  [16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0],
  'data',
  [0, 0, 0, 0],
);
/** What an iPhone voice memo starts with: an `ftyp` box of major brand M4A. */
const M4A_HEADER = bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0], 'M4A mp42isom', zeros(8));
/** An MP4 video: brand isom, compatible with M4A listed among others. */
const MP4_COMPATIBLE_M4A = bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isomM4A ', zeros(8));
const MP4_VIDEO = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0x02], 'isomiso2', zeros(8));
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', zeros(13));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', zeros(10));

describe('story audio recognised by its bytes', () => {
  it('knows MP3 by its MPEG layer III frames, one after another, with or without an ID3 tag', () => {
    expect(detectAudioFormat(bytes(MP3_FRAMES))).toBe('mp3');
    expect(detectAudioFormat(bytes(MP3_FRAME))).toBe('mp3'); // whole frames to the end
    expect(detectAudioFormat(bytes(MP3_MPEG2_FRAME))).toBe('mp3');
    expect(detectAudioFormat(bytes(ID3_TAG, MP3_FRAMES))).toBe('mp3');
    // After three frames the rest is taken on trust (an ID3v1 tag, a frame cut at the end).
    expect(detectAudioFormat(bytes(ID3_TAG, MP3_FRAMES, 'TAG', zeros(125)))).toBe('mp3');
    expect(detectAudioFormat(bytes(MP3_FRAMES, MP3_FRAME.slice(0, 100)))).toBe('mp3');
  });

  it('refuses an ID3 tag followed by anything but MP3 frames: HTML, a lone header, a frame cut short (issue 25)', () => {
    const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
    for (const content of [
      bytes(ID3_TAG, html),
      bytes(ID3_TAG),
      bytes(ID3_TAG, [0xff, 0xfb, 0x90, 0x64], html), // one header, then a page
      bytes(ID3_TAG, MP3_FRAME, html),
      bytes(ID3_TAG, MP3_FRAME.slice(0, 200)),
      bytes([0xff, 0xfb, 0x00, 0x64], zeros(413)), // free-format bitrate: no length to follow
      bytes(ID3_TAG, [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f], html), // an ADTS header, then a page
    ]) {
      expect(detectAudioFormat(content)).toBeNull();
      expect(checkStoryAudio(content)).toMatchObject({ ok: false, error: { code: 'AUDIO_NOT_ALLOWED' } });
    }
  });

  it('knows WAV by RIFF…WAVE and AAC by its ADTS header or an M4A ftyp box', () => {
    expect(detectAudioFormat(WAV_HEADER)).toBe('wav');
    expect(detectAudioFormat(bytes(ADTS_FRAME))).toBe('aac');
    expect(detectAudioFormat(bytes(ID3_TAG, ADTS_FRAME))).toBe('aac');
    expect(detectAudioFormat(M4A_HEADER)).toBe('m4a');
    expect(detectAudioFormat(MP4_COMPATIBLE_M4A)).toBe('m4a');
  });

  it('refuses pictures, video, other RIFF files, other MPEG layers and text, whatever their name', () => {
    const refused = [
      PNG,
      JPEG,
      MP4_VIDEO,
      bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', zeros(8)),
      bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST', zeros(8)),
      bytes([0xff, 0xfd, 0x90, 0x64], zeros(40)), // MPEG-1 layer II
      bytes([0xff, 0xff, 0x90, 0x64], zeros(40)), // layer I
      bytes([0xff, 0xeb, 0x90, 0x64], zeros(40)), // reserved MPEG version
      bytes([0xff, 0xfb, 0xf0, 0x64], zeros(40)), // bad bitrate index
      bytes([0xff, 0xfb, 0x9c, 0x64], zeros(40)), // reserved sample rate
      bytes([0xff, 0xf1, 0x74, 0x80], zeros(40)), // ADTS with a reserved frequency
      bytes('ID3', [9, 0, 0, 0, 0, 0, 0x14], zeros(20)), // not an ID3v2 version
      bytes('ID3', [3, 0, 0, 0x80, 0, 0, 0], zeros(20)), // size not syncsafe
      bytes('hola, no soy un audio'),
      bytes([0xff]),
      new Uint8Array(0),
    ];
    for (const content of refused) expect(detectAudioFormat(content)).toBeNull();
  });

  it('answers the extension and content type it is stored with', () => {
    expect(checkStoryAudio(bytes(MP3_FRAME))).toEqual({
      ok: true,
      value: { format: 'mp3', extension: 'mp3', contentType: 'audio/mpeg' },
    });
    expect(checkStoryAudio(WAV_HEADER)).toMatchObject({
      ok: true,
      value: { extension: 'wav', contentType: 'audio/wav' },
    });
    expect(checkStoryAudio(bytes(ADTS_FRAME))).toMatchObject({ ok: true, value: { extension: 'aac' } });
    expect(checkStoryAudio(M4A_HEADER)).toMatchObject({
      ok: true,
      value: { extension: 'm4a', contentType: 'audio/mp4' },
    });
  });

  it('refuses with the spec’s messages: wrong content, over 10 MB, nothing sent', () => {
    expect(checkStoryAudio(PNG)).toEqual({
      ok: false,
      error: { code: 'AUDIO_NOT_ALLOWED', message: 'El audio debe estar en formato MP3, WAV o AAC' },
    });
    const tooLarge = new Uint8Array(MAX_STORY_AUDIO_BYTES + 1);
    tooLarge.set(MP3_FRAME);
    expect(checkStoryAudio(tooLarge)).toMatchObject({
      ok: false,
      error: { code: 'AUDIO_TOO_LARGE', message: STORY_MESSAGES.audioTooLarge },
    });
    const exactly = new Uint8Array(MAX_STORY_AUDIO_BYTES);
    exactly.set(MP3_FRAMES);
    expect(checkStoryAudio(exactly)).toMatchObject({ ok: true });
    expect(checkStoryAudio(new Uint8Array(0))).toMatchObject({ ok: false, error: { code: 'AUDIO_MISSING' } });
    expect(checkAudioUploadSize(null)).toMatchObject({ ok: false, error: { code: 'AUDIO_MISSING' } });
    expect(checkAudioUploadSize(Number.NaN)).toMatchObject({ ok: false, error: { code: 'AUDIO_MISSING' } });
    expect(checkAudioUploadSize(10 * 1024 * 1024)).toEqual({ ok: true, value: 10 * 1024 * 1024 });
  });
});

describe('story audio keys', () => {
  const AT = new Date('2026-11-22T15:00:00Z');

  it('stores under stories/{timestamp}-audio-{safe name}.{extension of the content}', () => {
    expect(storyAudioKey(AT, 'Jingle Navidad Ñ.WAV', 'mp3')).toBe(`stories/${AT.getTime()}-audio-jingle-navidad-n.mp3`);
    expect(storyAudioKey(AT, null, 'm4a')).toBe(`stories/${AT.getTime()}-audio-audio.m4a`);
  });

  it('recognises only keys the route could have made', () => {
    expect(isStoryAudioKey(storyAudioKey(AT, 'voz.mp3', 'mp3'))).toBe(true);
    for (const bad of [
      `stories/${AT.getTime()}-image-voz.mp3`,
      `stories/${AT.getTime()}-audio-voz.png`,
      `stories/${AT.getTime()}-audio-../voz.mp3`,
      `products/${AT.getTime()}-audio-voz.mp3`,
      '',
    ]) {
      expect(isStoryAudioKey(bad)).toBe(false);
    }
  });
});
