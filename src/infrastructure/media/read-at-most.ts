/** The whole stream, or null as soon as it exceeds `limit` bytes (a stored picture read whole for sharp). */
export async function readAtMost(source: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    // Leaving the loop early ends the iteration, which closes the stream.
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
