/** How references are copied: lower case, spaces around the dashes. The stored one is upper case without spaces. */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
