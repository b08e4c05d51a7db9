/** Masks an owner's nickname for display: first and last character kept ("V***r"). */
export function maskNickname(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return `${chars[0]}***`;
  if (chars.length === 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
