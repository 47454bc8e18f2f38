import { audioSignature } from './audio-upload';
import { servedContentType } from './stored-file';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const zeros = (n: number) => new Array<number>(n).fill(0);

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], zeros(20));
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], zeros(20));
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ', zeros(20));
const SVG = bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const MP3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0], zeros(8));
const MP3_FRAME = bytes([0xff, 0xfb, 0x90, 0x64], zeros(20));
const WAV = bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ', zeros(20));
const ADTS = bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], zeros(9));
const M4A = bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0], 'M4A mp42isom', zeros(8));
const HTML = bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

describe('what /files serves: only what the store writes, by extension and content (issue 25)', () => {
  it.each([
    ['products/1-0-rosa.jpg', JPEG, 'image/jpeg'],
    ['orders/1-a.JPEG', JPEG, 'image/jpeg'],
    ['products/1-0-rosa.png', PNG, 'image/png'],
    ['_variants/products/a.png/640.webp', WEBP, 'image/webp'],
    ['brands/1-logo.svg', SVG, 'image/svg+xml'],
    ['brands/2-logo.svg', bytes([0xef, 0xbb, 0xbf], '  <svg viewBox="0 0 1 1"/>'), 'image/svg+xml'],
    ['brands/3-logo.svg', bytes('<!-- dibujo --><svg>'), 'image/svg+xml'],
    ['stories/1-audio-a.mp3', MP3, 'audio/mpeg'],
    ['stories/1-audio-b.mp3', MP3_FRAME, 'audio/mpeg'],
    ['stories/1-audio-c.wav', WAV, 'audio/wav'],
    ['stories/1-audio-d.aac', ADTS, 'audio/aac'],
    ['stories/1-audio-e.m4a', M4A, 'audio/mp4'],
  ])('serves %s as %#', (key, head, type) => {
    expect(servedContentType(key, head)).toBe(type);
  });

  it.each([
    ['products/pagina.html', HTML],
    ['products/script.js', bytes('alert(1)')],
    ['products/falsa.png', HTML],
    ['products/falsa.jpg', PNG],
    ['products/falsa.webp', WAV],
    ['brands/pagina.svg', HTML],
    ['brands/envuelta.svg', bytes('<svg><foreignObject><html><body>x</body></html></foreignObject></svg>')],
    ['brands/texto.svg', bytes('hola <svg>')],
    ['stories/1-audio-x.mp3', HTML],
    ['stories/1-audio-x.wav', MP3],
    ['products/sin-extension', PNG],
    ['products/vacia.png', new Uint8Array(0)],
  ])('refuses %s', (key, head) => {
    expect(servedContentType(key, head)).toBeNull();
  });

  it('knows audio by its first bytes without following its frames', () => {
    expect(audioSignature(MP3)).toBe('mp3');
    expect(audioSignature(WAV)).toBe('wav');
    expect(audioSignature(M4A)).toBe('m4a');
    expect(audioSignature(ADTS)).toBe('aac');
    expect(audioSignature(HTML)).toBeNull();
  });
});
