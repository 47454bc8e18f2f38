/**
 * Cuts `text` to at most `maxLength` characters (code points, so emoji are not split) and
 * appends '…' when it was cut. Trailing whitespace before the ellipsis is removed.
 */
export function truncateText(text: string, maxLength: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= maxLength) return chars.join('');
  return `${chars.slice(0, maxLength).join('').trimEnd()}…`;
}
