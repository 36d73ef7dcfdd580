// The site as an installable web app: its manifest, its icons and its service worker.
//
// The worker is the shell's build (`sw.js` beside its index.html), sent at /sw.js (its scope is the whole
// site) with the start files of the shell this browser gets written in front of it, so a release or rollback
// of the shell changes the script's bytes and browsers install the new worker on their next visit.
import sharp from 'sharp';
import type { Language } from './i18n/languages.js';

/** The shell's start files as its page names them (scripts and style sheets, preloaded or run). */
export function shellStartFiles(indexHtml: string): string[] {
  const files = new Set<string>();
  for (const match of indexHtml.matchAll(/\s(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g)) files.add(match[1]!);
  return [...files];
}

/** The worker's script: the start files of this shell, then the worker the shell's build made. */
export function serviceWorkerScript(workerSource: string, startFiles: readonly string[]): string {
  return `self.__SHELL_FILES=${JSON.stringify(startFiles)};\n${workerSource}`;
}

export const THEME_COLOUR = '#0b6b4b';
const BACKGROUND = '#ffffff';

const DESCRIPTION: Record<Language, string> = {
  en: 'Follow your county and government projects, file complaints, report corruption safely, and take part in public life in Kenya.',
  sw: 'Fuatilia kaunti yako na miradi ya serikali, wasilisha malalamiko, ripoti ufisadi kwa usalama, na ushiriki katika maisha ya umma nchini Kenya.',
};

/** The web app manifest: the organisation's published name, in the reader's language. */
export function webManifest(name: string, language: Language) {
  return {
    name,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!,
    description: DESCRIPTION[language],
    lang: language === 'sw' ? 'sw-KE' : 'en-KE',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: THEME_COLOUR,
    icons: ICONS.map(({ size, purpose }) => ({
      src: iconPath(size, purpose),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

type IconPurpose = 'any' | 'maskable';
export const ICONS: ReadonlyArray<{ size: number; purpose: IconPurpose }> = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 192, purpose: 'maskable' },
  { size: 512, purpose: 'maskable' },
];

export const iconPath = (size: number, purpose: IconPurpose) => `/icons/${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`;

/**
 * The site's mark (the header's shield and eye) on white. A maskable icon keeps the mark inside the middle
 * 60%, where every launcher's mask leaves it whole; the plain one fills 80%.
 */
function iconSvg(purpose: IconPurpose): string {
  const scale = purpose === 'maskable' ? 0.6 : 0.8;
  const offset = (1 - scale) * 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">
<path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2z" fill="${THEME_COLOUR}"/>
<path d="M8 16c2.2-3.4 5-5 8-5s5.8 1.6 8 5c-2.2 3.4-5 5-8 5s-5.8-1.6-8-5z" fill="#fff"/>
<circle cx="16" cy="16" r="3" fill="#b3261e"/></g></svg>`;
}

const drawn = new Map<string, Promise<Buffer>>();

/** An icon as PNG, drawn once per size and purpose. */
export function iconPng(size: number, purpose: IconPurpose): Promise<Buffer> {
  const key = `${purpose}-${size}`;
  let icon = drawn.get(key);
  if (!icon) {
    icon = sharp(Buffer.from(iconSvg(purpose)), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer();
    drawn.set(key, icon);
  }
  return icon;
}
