import { MAX_STORY_AUDIO_BYTES, STORY_MESSAGES } from '../story/story-validation';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { sanitizedFileName } from './catalogue-image';

/**
 * A story's optional audio (admin-and-stories.md §7 and §9): MP3, WAV or AAC,
 * at most 10 MB, recognised by its first bytes — never by the name or the
 * type the browser claims — and stored unchanged under
 * `stories/{timestamp}-audio-{file}.{ext}` with the extension and content type
 * of what the bytes are. AAC comes raw (ADTS, `.aac`) or in an MP4 container
 * (`.m4a`, what phones record).
 */
export const STORY_AUDIO_FORMATS = ['mp3', 'wav', 'aac', 'm4a'] as const;
export type StoryAudioFormat = (typeof STORY_AUDIO_FORMATS)[number];

/** The extension and content type an audio file is stored and served with. */
export const STORY_AUDIO_FILES: { readonly [F in StoryAudioFormat]: { extension: string; contentType: string } } = {
  mp3: { extension: 'mp3', contentType: 'audio/mpeg' },
  wav: { extension: 'wav', contentType: 'audio/wav' },
  aac: { extension: 'aac', contentType: 'audio/aac' },
  m4a: { extension: 'm4a', contentType: 'audio/mp4' },
};

export const AUDIO_UPLOAD_MESSAGES = {
  missing: 'Selecciona un archivo de audio',
  tooLarge: STORY_MESSAGES.audioTooLarge,
  notAudio: STORY_MESSAGES.audioFormat,
} as const;

export type AudioUploadErrorCode = 'AUDIO_MISSING' | 'AUDIO_NOT_ALLOWED' | 'AUDIO_TOO_LARGE';
export type AudioUploadError = DomainError<AudioUploadErrorCode>;

export const audioUploadError = {
  missing: (): AudioUploadError => domainError('AUDIO_MISSING', AUDIO_UPLOAD_MESSAGES.missing),
  tooLarge: (): AudioUploadError =>
    domainError('AUDIO_TOO_LARGE', AUDIO_UPLOAD_MESSAGES.tooLarge, { maxBytes: MAX_STORY_AUDIO_BYTES }),
  notAudio: (): AudioUploadError => domainError('AUDIO_NOT_ALLOWED', AUDIO_UPLOAD_MESSAGES.notAudio),
};

/** The size check alone (the browser runs it before uploading, the server on what arrived); null: no file. */
export function checkAudioUploadSize(size: number | null | undefined): Result<number, AudioUploadError> {
  if (size === null || size === undefined || !Number.isFinite(size) || size <= 0)
    return err(audioUploadError.missing());
  if (size > MAX_STORY_AUDIO_BYTES) return err(audioUploadError.tooLarge());
  return ok(size);
}

export interface StoryAudioFile {
  readonly format: StoryAudioFormat;
  readonly extension: string;
  readonly contentType: string;
}

/** Size, then content: what an uploaded audio is, or why it is refused. */
export function checkStoryAudio(content: Uint8Array): Result<StoryAudioFile, AudioUploadError> {
  const size = checkAudioUploadSize(content.length);
  if (!size.ok) return size;
  const format = detectAudioFormat(content);
  if (!format) return err(audioUploadError.notAudio());
  return ok({ format, ...STORY_AUDIO_FILES[format] });
}

/**
 * The format the bytes start with, or null:
 * - MP3: MPEG audio frames of layer III, after an ID3v2 tag or not;
 * - WAV: a RIFF header of form type WAVE;
 * - AAC: ADTS frames (MPEG sync with layer 00), or an MP4 `ftyp` box of an audio brand (M4A…).
 * Frames are followed, not just the first header read: each one's length (from its header) must lead to the
 * next, for MIN_FRAMES frames or to the very end of the file. A tag followed by anything else (an HTML page
 * behind `ID3…`, issue 25) or a lone header in front of other bytes is not audio.
 */
export function detectAudioFormat(bytes: Uint8Array): StoryAudioFormat | null {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (isMp4Audio(bytes)) return 'm4a';
  const start = id3TagEnd(bytes) ?? 0;
  const format = frameFormat(bytes, start);
  return format && framesFollow(bytes, start, format) ? format : null;
}

/**
 * The format an audio file's first bytes announce (an ID3 tag or a frame header, RIFF…WAVE, an audio `ftyp`),
 * without following its frames: enough to serve a stored file as what it is (its upload was checked whole).
 */
export function audioSignature(bytes: Uint8Array): StoryAudioFormat | null {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (isMp4Audio(bytes)) return 'm4a';
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  return frameFormat(bytes, 0);
}

/** Frames checked one after another before the rest of a file is taken on trust (about 80 ms of MP3). */
export const MIN_AUDIO_FRAMES = 3;

/** From `at`, MIN_AUDIO_FRAMES whole frames of `format` one after another, or whole frames up to the end. */
function framesFollow(bytes: Uint8Array, at: number, format: 'mp3' | 'aac'): boolean {
  let position = at;
  for (let frames = 0; frames < MIN_AUDIO_FRAMES; frames++) {
    if (position === bytes.length && frames > 0) return true;
    const length = frameFormat(bytes, position) === format ? frameLength(bytes, position, format) : null;
    if (length === null || position + length > bytes.length) return false;
    position += length;
  }
  return true;
}

/** MPEG-1 layer III bitrates (kbit/s) by index, then MPEG-2/2.5's; index 0 (free format) has no known length. */
const MP3_BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** Sample rates (Hz) by index for MPEG-1, MPEG-2 and MPEG-2.5. */
const MP3_SAMPLE_RATES = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000], mpeg25: [11025, 12000, 8000] };

/** The byte length of the frame whose (valid) header is at `at`, or null when its header cannot tell. */
function frameLength(bytes: Uint8Array, at: number, format: 'mp3' | 'aac'): number | null {
  const [b1, b2, b3, b4, b5] = [bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!, bytes[at + 4], bytes[at + 5]];
  if (format === 'aac') {
    if (b4 === undefined || b5 === undefined) return null;
    const length = ((b3 & 0b11) << 11) | (b4 << 3) | (b5 >> 5);
    return length >= 7 ? length : null;
  }
  const version = (b1 >> 3) & 0b11; // 11 MPEG-1, 10 MPEG-2, 00 MPEG-2.5
  const family = version === 0b11 ? 'mpeg1' : 'mpeg2';
  const kbps = MP3_BITRATES[family][b2 >> 4]!;
  const rate = MP3_SAMPLE_RATES[version === 0b11 ? 'mpeg1' : version === 0b10 ? 'mpeg2' : 'mpeg25'][(b2 >> 2) & 0b11]!;
  if (kbps === 0) return null;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((family === 'mpeg1' ? 144 : 72) * kbps * 1000) / rate) + padding;
}

/** An MPEG audio or ADTS frame header at `at`. */
function frameFormat(bytes: Uint8Array, at: number): 'mp3' | 'aac' | null {
  if (bytes.length < at + 4) return null;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff) return null;
  const layer = (b1 >> 1) & 0b11;
  // ADTS: 12 sync bits, layer 00, a defined sampling frequency (0–12).
  if ((b1 & 0xf0) === 0xf0 && layer === 0b00) return ((b2 >> 2) & 0x0f) <= 12 ? 'aac' : null;
  // MPEG audio: 11 sync bits, a defined version, layer III (bits 01), a valid bitrate and sample rate.
  const version = (b1 >> 3) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  const mpegLayer3 =
    (b1 & 0xe0) === 0xe0 && version !== 0b01 && layer === 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11;
  return mpegLayer3 ? 'mp3' : null;
}

/** Where the ID3v2 tag(s) at the start end (10-byte header + syncsafe size [+ footer]), or null when none. */
function id3TagEnd(bytes: Uint8Array): number | null {
  let at = 0;
  while (ascii(bytes, at, 3) === 'ID3' && bytes.length >= at + 10) {
    const [major, revision, flags] = [bytes[at + 3]!, bytes[at + 4]!, bytes[at + 5]!];
    const sizeBytes = [bytes[at + 6]!, bytes[at + 7]!, bytes[at + 8]!, bytes[at + 9]!];
    if (major < 2 || major > 4 || revision === 0xff || sizeBytes.some((b) => b >= 0x80)) break;
    const size = sizeBytes.reduce((total, b) => total * 128 + b, 0);
    const footer = flags & 0x10 ? 10 : 0;
    at += 10 + size + footer;
  }
  return at === 0 ? null : at;
}

/** AUDIO brands of the ISO base media file format: iTunes AAC (M4A), audiobooks (M4B), protected (M4P), Flash audio. */
const MP4_AUDIO_BRANDS = ['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B '];

/** An MP4 whose first box is `ftyp` naming an audio brand, as major or compatible brand. */
function isMp4Audio(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp' || bytes.length < 16) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => MP4_AUDIO_BRANDS.includes(brand));
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (bytes.length < at + length) return '';
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The storage key of a new story audio, e.g. `stories/1764000000000-audio-jingle-navidad.mp3`. */
export function storyAudioKey(at: Date, fileName: string | null | undefined, extension: string): string {
  return `stories/${at.getTime()}-audio-${sanitizedFileName(fileName, 'audio')}.${extension}`;
}

const STORY_AUDIO_KEY = /^stories\/\d{13}-audio-[a-z0-9-]{1,60}\.(mp3|wav|aac|m4a)$/;

/** Whether a key a form sends is one the audio upload route could have made (whether it is stored is the storage's answer). */
export function isStoryAudioKey(key: string): boolean {
  return STORY_AUDIO_KEY.test(key);
}
