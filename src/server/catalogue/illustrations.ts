import { createRandom, hashUnit } from './seed/random';

export const ILLUSTRATION_SIZE = { width: 800, height: 500 } as const;

const SKIES = [
  ['#fde7c8', '#fdba74'],
  ['#e0f2fe', '#7dd3fc'],
  ['#fce7f3', '#fb923c'],
  ['#ecfeff', '#67e8f9'],
  ['#fef3c7', '#f59e0b'],
] as const;
const SEAS = [
  ['#22d3ee', '#0e7490'],
  ['#2dd4bf', '#0f766e'],
  ['#38bdf8', '#075985'],
] as const;
const BUILDINGS = ['#fff7ed', '#ffedd5', '#fefce8', '#f0fdfa', '#fdf2f8'] as const;

function palm(x: number, baseY: number, height: number, lean: number) {
  const topX = x + lean;
  const topY = baseY - height;
  const leaf = (dx: number, dy: number) =>
    `<path d="M${topX} ${topY}c${dx * 0.4} ${dy * 0.2 - 25} ${dx * 0.8} ${dy * 0.5 - 20} ${dx} ${dy}c${-dx * 0.3} ${-dy * 0.6} ${-dx * 0.7} ${-dy * 0.6} ${-dx} ${-dy}z" fill="#15803d"/>`;
  return (
    `<path d="M${x} ${baseY}Q${x + lean * 0.2} ${baseY - height * 0.6} ${topX} ${topY}" stroke="#78350f" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    [leaf(-90, 30), leaf(90, 30), leaf(-60, 70), leaf(70, 65), leaf(10, -40)].join('')
  );
}

function hotel(random: ReturnType<typeof createRandom>, x: number, baseY: number) {
  const floors = random.int(3, 8);
  const width = random.int(110, 190);
  const height = floors * 26 + 20;
  const colour = random.pick(BUILDINGS);
  let windows = '';
  for (let f = 0; f < floors; f += 1) {
    for (let w = 16; w < width - 20; w += 28) {
      windows += `<rect x="${x + w}" y="${baseY - height + 16 + f * 26}" width="14" height="14" rx="2" fill="#0e7490" opacity=".55"/>`;
    }
  }
  return `<rect x="${x}" y="${baseY - height}" width="${width}" height="${height}" rx="6" fill="${colour}" stroke="#e2e8f0"/>${windows}<rect x="${x - 8}" y="${baseY - height - 10}" width="${width + 16}" height="12" rx="4" fill="#ea580c"/>`;
}

/**
 * A generated illustration (sky, sea, beach, palms; hotels get a building) that depends only on
 * its key, so every machine draws the same picture. A deployment can set real photo URLs instead.
 */
export function illustration(kind: 'destino' | 'alojamiento', key: string): string {
  const random = createRandom(Math.floor(hashUnit(`${kind}:${key}`) * 2 ** 32));
  const { width, height } = ILLUSTRATION_SIZE;
  const [skyTop, skyBottom] = random.pick(SKIES);
  const [seaTop, seaBottom] = random.pick(SEAS);
  const horizon = random.int(250, 300);
  const sunX = random.int(420, 700);
  const sunY = random.int(90, horizon - 70);
  const beachY = random.int(400, 430);
  const island = random.chance(0.5)
    ? `<path d="M${random.int(60, 300)} ${horizon}q80-${random.int(30, 60)} 180 0z" fill="#166534" opacity=".8"/>`
    : '';
  const boats = random.chance(0.6)
    ? `<g transform="translate(${random.int(450, 650)} ${horizon + 40})"><path d="M0 30h90l-14 16H12z" fill="#ea580c"/><path d="M44 28V-40l40 68z" fill="#fff7ed"/></g>`
    : '';
  const buildings = kind === 'alojamiento' ? hotel(random, random.int(40, 250), beachY + 10) : '';
  const palms = Array.from({ length: random.int(1, 3) }, (_, i) =>
    palm(random.int(40, 760), beachY + 40 + i * 6, random.int(150, 230), random.int(-60, 60)),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seaTop}"/><stop offset="1" stop-color="${seaBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${sunX}" cy="${sunY}" r="${random.int(40, 65)}" fill="#fff7ed" opacity=".95"/>
<ellipse cx="${random.int(100, 400)}" cy="${random.int(60, 130)}" rx="${random.int(60, 110)}" ry="16" fill="#fff" opacity=".7"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#w)"/>
${island}${boats}
<path d="M0 ${beachY}c200-${random.int(20, 50)} 420-${random.int(10, 40)} ${width} 0V${height}H0z" fill="#fde68a"/>
${buildings}${palms}
</svg>`;
}
