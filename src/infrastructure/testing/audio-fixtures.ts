/**
 * Small, real audio files for upload tests (no encoder needed): a WAV of a
 * 440 Hz tone and an MP3 of silent MPEG-1 layer III frames behind an ID3v2
 * tag, both played by browsers as they are.
 */

/** PCM, mono, 8 kHz, 16-bit: `seconds` of a 440 Hz tone. */
export function toneWav(seconds = 0.25): Buffer {
  const sampleRate = 8000;
  const samples = Math.round(sampleRate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** An ID3v2.4 tag (a title frame) and `frames` silent frames of MPEG-1 layer III, 128 kbit/s, 44.1 kHz (~26 ms each). */
export function silentMp3(frames = 20): Buffer {
  const title = Buffer.concat([Buffer.from([3]), Buffer.from('Esencia', 'utf8')]); // encoding UTF-8 + text
  const frame = Buffer.concat([Buffer.from('TIT2'), syncsafe(title.length), Buffer.from([0, 0]), title]);
  const tag = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), syncsafe(frame.length), frame]);
  const audioFrame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(417 - 4)]);
  return Buffer.concat([tag, ...new Array<Buffer>(frames).fill(audioFrame)]);
}

function syncsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}
