/** The description without light-markdown markers, for short previews such as product cards. */
export function plainDescription(source: string): string {
  return source
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
