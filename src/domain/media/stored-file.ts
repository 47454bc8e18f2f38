import { audioSignature, type StoryAudioFormat } from './audio-upload';

/**
 * What `/files` may serve (issue 25): only the kinds the store itself writes — the pictures it re-encodes with
 * sharp (JPEG, PNG, WebP) or draws (the demo's SVG), and the story audio it checked (MP3, WAV, AAC, M4A) —
 * by the key's extension AND the file's first bytes agreeing. Anything else (HTML, a script, a page renamed
 * `.png`, whatever content type the storage holds for it) is not served.
 */
export const SNIFF_BYTES = 512;

type StoredKind = 'jpeg' | 'png' | 'webp' | 'svg' | StoryAudioFormat;

const BY_EXTENSION: Readonly<Record<string, { kind: StoredKind; contentType: string }>> = {
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  png: { kind: 'png', contentType: 'image/png' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  svg: { kind: 'svg', contentType: 'image/svg+xml' },
  mp3: { kind: 'mp3', contentType: 'audio/mpeg' },
  wav: { kind: 'wav', contentType: 'audio/wav' },
  aac: { kind: 'aac', contentType: 'audio/aac' },
  m4a: { kind: 'm4a', contentType: 'audio/mp4' },
};

/** The content type to serve a stored file with, or null when it is not one the store writes. */
export function servedContentType(key: string, head: Uint8Array): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  const expected = extension ? BY_EXTENSION[extension] : undefined;
  if (!expected) return null;
  return looksLike(expected.kind, head) ? expected.contentType : null;
}

function looksLike(kind: StoredKind, head: Uint8Array): boolean {
  switch (kind) {
    case 'jpeg':
      return starts(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'webp':
      return text(head, 0, 4) === 'RIFF' && text(head, 8, 4) === 'WEBP';
    case 'svg':
      return isSvg(head);
    default:
      return audioSignature(head) === kind;
  }
}

/** An XML prolog, comments or a doctype, then an `<svg` root; never an HTML document. */
function isSvg(head: Uint8Array): boolean {
  const bom = starts(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const start = text(head, bom, head.length - bom).trimStart();
  if (!/^<(\?xml|!--|!doctype svg|svg[\s>])/i.test(start)) return false;
  return /<svg[\s>]/i.test(start) && !/<(html|body|head)[\s>]/i.test(start);
}

function starts(head: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, at) => head[at] === byte);
}

function text(head: Uint8Array, at: number, length: number): string {
  if (head.length < at + length) return '';
  return String.fromCharCode(...head.subarray(at, at + length));
}
