/**
 * Text made fit for an address or an id: lower case, accents off, runs of anything but a-z and 0-9 made one
 * hyphen, at most `max` characters, never ending in a hyphen; '' when nothing is left (only symbols, or a
 * script it drops).
 */
export function slugOf(text: string | null | undefined, max: number): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
