import type { DemoArticle } from './articles.data';

/** Every drawing is 960×720: 4:3 like every product picture, and as wide as the widest rendering. */
const WIDTH = 960;
const HEIGHT = 720;

/** Variant names that are colours, drawn in that colour; other variants (sizes) get the model's own colour. */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  red: '#c0392b',
  blue: '#1f5fa8',
  black: '#22262b',
  orange: '#e67e22',
  grey: '#7f8c8d',
  green: '#2e8b57',
  raw: '#a4a9ad',
};

/** A hue of its own for each model, so models of one kind still look apart. */
function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)!) % 360;
  return hash;
}

/** The colour of an article: its variant's colour name, else the model's hue, a shade darker per size. */
function articleColour(article: DemoArticle): string {
  const named = NAMED_COLOURS[article.variant.toLowerCase()];
  if (named) return named;
  const shade = article.line.variants.indexOf(article.variant);
  return `hsl(${hueOf(`${article.line.brand}${article.line.code}`)}, 62%, ${46 - shade * 5}%)`;
}

const wheel = (cx: number, cy: number, r: number, tyre: number) =>
  [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#2b2b2b" stroke-width="${tyre}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - tyre}" fill="none" stroke="#9aa0a6" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="12" fill="#555"/>`,
  ].join('');

/** A bike in profile: small wheels for kids and folding bikes, fat tyres off road, a battery on e-bikes. */
function bike(article: DemoArticle, colour: string): string {
  const { mcid } = article.line;
  const small = mcid === 'BK-KIDS' || mcid === 'BK-FOLDING';
  const offRoad = ['BK-MTB', 'BK-TRAIL', 'BK-ENDURO', 'BK-EMTB'].includes(mcid);
  const electric = mcid === 'BK-EBIKE' || mcid === 'BK-EMTB';
  const r = small ? 115 : 150;
  const tyre = offRoad ? 26 : mcid === 'BK-GRAVEL' ? 18 : 12;
  const rear = { x: 250, y: 500 };
  const front = { x: 710, y: 500 };
  const crank = { x: 450, y: 510 };
  const seat = { x: 405, y: small ? 320 : 280 };
  const head = { x: 640, y: small ? 310 : 275 };
  const fork = { x: 660, y: small ? 360 : 335 };
  const tube = (from: { x: number; y: number }, to: { x: number; y: number }, width = 16) =>
    `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  return [
    wheel(rear.x, rear.y, r, tyre),
    wheel(front.x, front.y, r, tyre),
    tube(rear, crank, 12),
    tube(rear, seat, 10),
    tube(seat, crank),
    tube(seat, head),
    tube(crank, fork, 20),
    tube(fork, front, 12),
    tube(head, fork, 18),
    electric ? `<rect x="480" y="385" width="150" height="44" rx="14" fill="#2b2b2b" transform="rotate(-36 555 407)"/>` : '',
    `<line x1="${seat.x - 12}" y1="${seat.y}" x2="${seat.x - 30}" y2="${seat.y - 50}" stroke="#2b2b2b" stroke-width="10"/>`,
    `<path d="M ${seat.x - 90} ${seat.y - 58} h 120 q 10 0 0 14 h -110 z" fill="#2b2b2b"/>`,
    `<line x1="${head.x}" y1="${head.y}" x2="${head.x + 20}" y2="${head.y - 45}" stroke="#2b2b2b" stroke-width="10"/>`,
    `<path d="M ${head.x - 10} ${head.y - 45} h 80" stroke="#2b2b2b" stroke-width="12" stroke-linecap="round" fill="none"/>`,
    `<circle cx="${crank.x}" cy="${crank.y}" r="34" fill="none" stroke="#444" stroke-width="8"/>`,
  ].join('');
}

const ring = (colour: string, thickness: number) =>
  [
    `<circle cx="480" cy="360" r="250" fill="none" stroke="#2b2b2b" stroke-width="${thickness}"/>`,
    `<circle cx="480" cy="360" r="${250 - thickness / 2 - 6}" fill="none" stroke="${colour}" stroke-width="10"/>`,
  ].join('');

function gear(colour: string): string {
  const teeth = 24;
  const points = Array.from({ length: teeth * 2 }, (_, index) => {
    const angle = (Math.PI * index) / teeth;
    const radius = index % 2 === 0 ? 250 : 222;
    return `${(480 + radius * Math.cos(angle)).toFixed(1)},${(360 + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return [
    `<polygon points="${points.join(' ')}" fill="${colour}"/>`,
    `<circle cx="480" cy="360" r="150" fill="#f4f5f7"/>`,
    `<circle cx="480" cy="360" r="60" fill="${colour}"/>`,
  ].join('');
}

const helmet = (colour: string) =>
  [
    `<path d="M 210 470 Q 210 170 480 160 Q 750 170 760 470 Z" fill="${colour}"/>`,
    ...[330, 430, 530, 630].map((x) => `<rect x="${x - 18}" y="230" width="36" height="130" rx="18" fill="#f4f5f7"/>`),
    `<rect x="200" y="460" width="570" height="26" rx="13" fill="#2b2b2b"/>`,
  ].join('');

const bottle = (colour: string) =>
  [
    `<rect x="385" y="190" width="190" height="430" rx="46" fill="${colour}"/>`,
    `<rect x="420" y="110" width="120" height="90" rx="18" fill="#2b2b2b"/>`,
    `<rect x="385" y="330" width="190" height="40" fill="#f4f5f7" opacity="0.6"/>`,
  ].join('');

const saddle = (colour: string) =>
  [
    `<path d="M 170 300 Q 300 230 560 260 L 800 290 Q 830 300 800 320 L 560 360 Q 300 400 170 340 Z" fill="${colour}"/>`,
    `<path d="M 360 370 L 420 520 M 600 350 L 560 520" stroke="#555" stroke-width="14"/>`,
  ].join('');

const jersey = (colour: string) =>
  `<path d="M 330 140 L 420 120 Q 480 170 540 120 L 630 140 L 790 280 L 700 360 L 650 320 L 650 620 L 310 620 L 310 320 L 260 360 L 170 280 Z" fill="${colour}"/>`;

const bag = (colour: string) =>
  [
    `<rect x="220" y="250" width="520" height="300" rx="70" fill="${colour}"/>`,
    `<path d="M 300 250 Q 480 110 660 250" stroke="#2b2b2b" stroke-width="22" fill="none"/>`,
    `<line x1="260" y1="360" x2="700" y2="360" stroke="#2b2b2b" stroke-width="8" stroke-dasharray="20 14"/>`,
  ].join('');

const lock = (colour: string) =>
  [
    `<path d="M 340 380 V 250 Q 340 120 480 120 Q 620 120 620 250 V 380" stroke="#7f8c8d" stroke-width="48" fill="none"/>`,
    `<rect x="270" y="360" width="420" height="240" rx="30" fill="${colour}"/>`,
  ].join('');

/** The part shape of each kind of part or accessory; kinds not listed are drawn as a cog. */
const PART_SHAPES: Readonly<Record<string, (colour: string) => string>> = {
  'PA-HELMET': helmet,
  'PA-TYRE': (colour) => ring(colour, 60),
  'PA-TUBE': (colour) => ring(colour, 22),
  'PA-BOTTLE': bottle,
  'PA-CARE': bottle,
  'PA-PUMP': bottle,
  'PA-LIGHT': bottle,
  'PA-SADDLE': saddle,
  'PA-APPAREL': jersey,
  'PA-GLOVE': jersey,
  'PA-PROTECT': jersey,
  'PA-BAG': bag,
  'PA-LOCK': lock,
};

/** The demo picture of an article, as SVG: a bike in profile for bikes, a shape of its kind for parts. */
export function productDrawingSvg(article: DemoArticle): string {
  const colour = articleColour(article);
  // A faint backdrop in the model's hue keeps two models apart even in the same named colour.
  const backdrop = `hsl(${hueOf(`${article.line.brand}${article.line.code}`)}, 40%, 95%)`;
  const drawing = article.line.category === 'bike' ? bike(article, colour) : (PART_SHAPES[article.line.mcid] ?? gear)(colour);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${backdrop}"/>`,
    `<ellipse cx="480" cy="665" rx="380" ry="22" fill="#dfe2e6"/>`,
    drawing,
    '</svg>',
  ].join('\n');
}
