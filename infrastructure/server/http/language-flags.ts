import { LOCALES, type Locale } from '../../../domain/locales/locales';

/** Flag drawings are 3:2, drawn on a 30×20 grid. */
const WIDTH = 30;
const HEIGHT = 20;

const horizontal = (colours: string[]) =>
  colours.map((colour, index) => `<rect y="${(HEIGHT / colours.length) * index}" width="${WIDTH}" height="${HEIGHT / colours.length}" fill="${colour}"/>`).join('');
const vertical = (colours: string[]) =>
  colours.map((colour, index) => `<rect x="${(WIDTH / colours.length) * index}" width="${WIDTH / colours.length}" height="${HEIGHT}" fill="${colour}"/>`).join('');
const stripes = (count: number, first: string, second: string) =>
  Array.from({ length: count }, (_, index) => `<rect y="${(HEIGHT / count) * index}" width="${WIDTH}" height="${HEIGHT / count}" fill="${index % 2 === 0 ? first : second}"/>`).join('');

/** Simplified national flags, by country: enough to recognise, small enough to draw in a line each. */
const FLAGS = {
  germany: horizontal(['#000000', '#dd0000', '#ffce00']),
  indonesia: horizontal(['#ce1126', '#ffffff']),
  netherlands: horizontal(['#ae1c28', '#ffffff', '#21468b']),
  france: vertical(['#002395', '#ffffff', '#ed2939']),
  canada:
    '<rect width="30" height="20" fill="#ffffff"/><rect width="7.5" height="20" fill="#d52b1e"/><rect x="22.5" width="7.5" height="20" fill="#d52b1e"/>' +
    '<path d="M15 4 L16.4 7.4 L18.6 6.6 L17.8 10.4 L20 9.6 L19.2 12.2 L15.6 12.6 L15.6 16 L14.4 16 L14.4 12.6 L10.8 12.2 L10 9.6 L12.2 10.4 L11.4 6.6 L13.6 7.4 Z" fill="#d52b1e"/>',
  singapore: horizontal(['#ef3340', '#ffffff']) + '<circle cx="6.5" cy="5" r="3.4" fill="#ffffff"/><circle cx="7.8" cy="5" r="3.2" fill="#ef3340"/>',
  malaysia:
    stripes(14, '#cc0001', '#ffffff') +
    '<rect width="15" height="11.43" fill="#010066"/><circle cx="6" cy="5.7" r="3.8" fill="#ffcc00"/><circle cx="7.2" cy="5.7" r="3.3" fill="#010066"/>' +
    '<path d="M11.5 3.2 L12.1 5 L14 5 L12.5 6.1 L13.1 7.9 L11.5 6.8 L9.9 7.9 L10.5 6.1 L9 5 L10.9 5 Z" fill="#ffcc00"/>',
  unitedKingdom:
    '<rect width="30" height="20" fill="#012169"/><path d="M0 0 L30 20 M30 0 L0 20" stroke="#ffffff" stroke-width="4"/>' +
    '<path d="M0 0 L30 20 M30 0 L0 20" stroke="#c8102e" stroke-width="1.6"/><path d="M15 0 V20 M0 10 H30" stroke="#ffffff" stroke-width="6"/>' +
    '<path d="M15 0 V20 M0 10 H30" stroke="#c8102e" stroke-width="3.6"/>',
  unitedStates:
    stripes(13, '#b22234', '#ffffff') +
    '<rect width="12" height="10.77" fill="#3c3b6e"/>' +
    Array.from({ length: 12 }, (_, index) => `<circle cx="${1.5 + (index % 4) * 3}" cy="${1.8 + Math.floor(index / 4) * 3.6}" r="0.7" fill="#ffffff"/>`).join(''),
} as const;

/** The country whose flag stands for each locale in the language menu. */
const LOCALE_FLAGS: Record<Locale, keyof typeof FLAGS> = {
  de: 'germany',
  'en-ca': 'canada',
  'en-id': 'indonesia',
  'en-my': 'malaysia',
  'en-nl': 'netherlands',
  'en-sg': 'singapore',
  'en-uk': 'unitedKingdom',
  'en-us': 'unitedStates',
  fr: 'france',
  'id-id': 'indonesia',
  'ms-my': 'malaysia',
};

/** The flag icon of a locale as an SVG document, or undefined for a code that is not one of the portal's locales. */
export function languageFlagSvg(code: string): string | undefined {
  if (!(LOCALES as readonly string[]).includes(code)) return undefined;
  const flag = FLAGS[LOCALE_FLAGS[code as Locale]];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img"><title>${code}</title>${flag}</svg>`;
}
