import type { createRandom } from '../../domain/random';

/** The pieces the generated pictures are drawn with (800 × 500), each an SVG fragment. */

export type Random = ReturnType<typeof createRandom>;

/** The brand's orange: every picture carries it (a hull, a sail, a roof, an umbrella). */
export const ACCENT = '#ea580c';

/** The colours of a time of day. */
export interface Palette {
  sky: readonly [string, string];
  sea: readonly [string, string];
  /** Sun or moon, its height between the top (0) and the horizon (1), and its radius. */
  light: { colour: string; height: number; radius: number; moon?: boolean };
  glint: string;
  sand: string;
  leaf: string;
  trunk: string;
  hill: string;
  window: string;
  /** A pool's water (top, bottom) and the terrace around it. */
  pool: readonly [string, string];
  terrace: string;
  lawn: string;
  /** Stars in the sky (dusk). */
  stars?: boolean;
}

export const PALETTES: readonly Palette[] = [
  // Morning: pale blue and cream, a low yellow sun.
  {
    sky: ['#dbeafe', '#fef3c7'],
    sea: ['#7dd3fc', '#0284c7'],
    light: { colour: '#fde68a', height: 0.62, radius: 44 },
    glint: '#f0f9ff',
    sand: '#fde68a',
    leaf: '#16a34a',
    trunk: '#92400e',
    hill: '#4d7c0f',
    window: '#0369a1',
    pool: ['#a5f3fc', '#0ea5e9'],
    terrace: '#f5f5f4',
    lawn: '#86efac',
  },
  // Midday: deep blue sky, white sun, turquoise water.
  {
    sky: ['#38bdf8', '#e0f2fe'],
    sea: ['#2dd4bf', '#0f766e'],
    light: { colour: '#fffbeb', height: 0.25, radius: 40 },
    glint: '#ecfeff',
    sand: '#fef3c7',
    leaf: '#15803d',
    trunk: '#78350f',
    hill: '#3f6212',
    window: '#0e7490',
    pool: ['#67e8f9', '#0891b2'],
    terrace: '#fafaf9',
    lawn: '#4ade80',
  },
  // Golden hour: amber sky, cyan sea.
  {
    sky: ['#fef3c7', '#fdba74'],
    sea: ['#22d3ee', '#0e7490'],
    light: { colour: '#fff7ed', height: 0.5, radius: 56 },
    glint: '#fff7ed',
    sand: '#fcd34d',
    leaf: '#15803d',
    trunk: '#78350f',
    hill: '#4d7c0f',
    window: '#0e7490',
    pool: ['#99f6e4', '#0d9488'],
    terrace: '#fef3c7',
    lawn: '#a3e635',
  },
  // Sunset: pink to orange, the sun on the horizon, a blue sea with orange light on it.
  {
    sky: ['#f9a8d4', '#fb923c'],
    sea: ['#60a5fa', '#1e40af'],
    light: { colour: '#fed7aa', height: 0.86, radius: 62 },
    glint: '#fdba74',
    sand: '#fcd9a8',
    leaf: '#166534',
    trunk: '#7c2d12',
    hill: '#365314',
    window: '#1e3a8a',
    pool: ['#93c5fd', '#2563eb'],
    terrace: '#ffedd5',
    lawn: '#84cc16',
  },
  // Dusk: lavender and rose, a moon and stars, lit windows.
  {
    sky: ['#a5b4fc', '#fbcfe8'],
    sea: ['#818cf8', '#312e81'],
    light: { colour: '#f8fafc', height: 0.3, radius: 30, moon: true },
    glint: '#e0e7ff',
    sand: '#ead9c0',
    leaf: '#14532d',
    trunk: '#6b3a1e',
    hill: '#1f4d2b',
    window: '#fde68a',
    pool: ['#a5b4fc', '#4338ca'],
    terrace: '#ede9fe',
    lawn: '#4d7c0f',
    stars: true,
  },
];

const n = (value: number) => Math.round(value * 10) / 10;

/** Sky, sun or moon, a cloud or two, the sea from the horizon down and light on the water. */
export function skyAndSea(random: Random, palette: Palette, horizon: number, sunX: number): string {
  const { light } = palette;
  const sunY = n(24 + light.radius + (horizon - 48 - 2 * light.radius) * light.height);
  const body = light.moon
    ? `<circle cx="${sunX}" cy="${sunY}" r="${light.radius}" fill="${light.colour}"/><circle cx="${sunX + 12}" cy="${sunY - 8}" r="${light.radius - 4}" fill="${palette.sky[0]}"/>`
    : `<circle cx="${sunX}" cy="${sunY}" r="${light.radius + 14}" fill="${light.colour}" opacity=".35"/><circle cx="${sunX}" cy="${sunY}" r="${light.radius}" fill="${light.colour}"/>`;
  const stars = palette.stars
    ? Array.from(
        { length: 9 },
        () =>
          `<circle cx="${random.int(20, 780)}" cy="${random.int(16, horizon - 90)}" r="${random.pick([1.5, 2, 2.5])}" fill="#fff"/>`,
      ).join('')
    : '';
  const clouds = Array.from({ length: random.int(1, 2) }, () => {
    const x = random.int(60, 700);
    const y = random.int(50, Math.max(60, horizon - 120));
    return `<ellipse cx="${x}" cy="${y}" rx="${random.int(50, 100)}" ry="13" fill="#fff" opacity=".65"/><ellipse cx="${x + 26}" cy="${y - 9}" rx="${random.int(26, 44)}" ry="12" fill="#fff" opacity=".65"/>`;
  }).join('');
  const glints = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + 14 + i * 22;
    const x = sunX - 60 + random.int(-40, 40);
    return `<rect x="${x}" y="${y}" width="${random.int(50, 120)}" height="4" rx="2" fill="${palette.glint}" opacity=".55"/>`;
  }).join('');
  return (
    `<rect width="800" height="500" fill="url(#s)"/>${stars}${body}${clouds}` +
    `<rect y="${horizon}" width="800" height="${500 - horizon}" fill="url(#w)"/>${glints}`
  );
}

/** A palm: a curved trunk and five fronds. */
export function palm(palette: Palette, x: number, baseY: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = baseY - height;
  const frond = (dx: number, dy: number) =>
    `<path d="M${topX} ${topY}c${n(dx * 0.4)} ${n(dy * 0.2 - 25)} ${n(dx * 0.8)} ${n(dy * 0.5 - 20)} ${dx} ${dy}c${n(-dx * 0.3)} ${n(-dy * 0.6)} ${n(-dx * 0.7)} ${n(-dy * 0.6)} ${-dx} ${-dy}z"/>`;
  return (
    `<path d="M${x} ${baseY}Q${n(x + lean * 0.2)} ${n(baseY - height * 0.6)} ${topX} ${topY}" stroke="${palette.trunk}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<g fill="${palette.leaf}">${[frond(-90, 30), frond(90, 30), frond(-60, 70), frond(70, 65), frond(10, -40)].join('')}</g>`
  );
}

/** Palms along the ground: to one side, to the other, framing the picture or in a cluster. */
export function palms(random: Random, palette: Palette, groundY: number, avoid?: [number, number]): string {
  const arrangement = random.int(0, 3);
  const spots =
    arrangement === 0
      ? [random.int(40, 140), random.int(150, 230)]
      : arrangement === 1
        ? [random.int(570, 650), random.int(670, 760)]
        : arrangement === 2
          ? [random.int(40, 120), random.int(680, 760)]
          : [random.int(60, 120), random.int(130, 180), random.int(190, 240)];
  return spots
    .filter((x) => !avoid || x < avoid[0] || x > avoid[1])
    .map((x, i) => palm(palette, x, groundY + i * 5, random.int(150, 220), random.int(-55, 55)))
    .join('');
}

/** A sailing boat with an orange hull. */
export function boat(x: number, y: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 30h90l-14 16H12z" fill="${ACCENT}"/><path d="M44 28V-40l40 68z" fill="#fff7ed"/><path d="M40 28V-20l-28 48z" fill="#fed7aa"/></g>`;
}

/** Hotel walls: white and Caribbean pastels. */
const BUILDING_COLOURS = [
  '#ffffff',
  '#fef3c7',
  '#fce7f3',
  '#dcfce7',
  '#e0f2fe',
  '#ffedd5',
  '#ede9fe',
] as const;

/** A hotel block (one per picture): floors of windows (lit at dusk), balconies and an orange roof band. */
export function building(
  random: Random,
  palette: Palette,
  x: number,
  baseY: number,
  size: { floors: number; width: number; balconies?: boolean },
): string {
  const { floors, width } = size;
  const height = floors * 30 + 24;
  const top = baseY - height;
  const colour = random.pick(BUILDING_COLOURS);
  const columns = Math.ceil((width - 40) / 30);
  let balconies = '';
  if (size.balconies)
    for (let f = 0; f < floors; f += 1)
      balconies += `<rect x="${x + 8}" y="${top + 35 + f * 30}" width="${width - 16}" height="3"/>`;
  // The windows are one pattern: a picture stays a few KB however tall the hotel.
  return (
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="6" fill="${colour}" stroke="#e2e8f0"/>` +
    `<pattern id="h" x="${x + 16}" y="${top + 18}" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="16" height="16" rx="2" fill="${palette.window}"/></pattern>` +
    `<rect x="${x + 16}" y="${top + 18}" width="${columns * 30 - 14}" height="${floors * 30 - 14}" fill="url(#h)" opacity="${palette.stars ? 0.9 : 0.55}"/>` +
    (balconies ? `<g fill="#fff">${balconies}</g>` : '') +
    `<rect x="${x - 8}" y="${top - 10}" width="${width + 16}" height="12" rx="4" fill="${ACCENT}"/>`
  );
}

/** Sand from one edge to the other, with a gentle curve. */
export function beach(random: Random, palette: Palette, y: number): string {
  return `<path d="M0 ${y}c200-${random.int(20, 50)} 420-${random.int(10, 40)} 800 0V500H0z" fill="${palette.sand}"/>`;
}

/** Green hills on both sides of a bay. */
export function hills(random: Random, palette: Palette, horizon: number): string {
  const left = random.int(220, 320);
  const right = random.int(480, 580);
  return (
    `<path d="M0 ${horizon - random.int(90, 140)}C${n(left * 0.5)} ${horizon - 150} ${left} ${horizon - 40} ${left + 60} ${horizon + 30}L${left + 40} 500H0z" fill="${palette.hill}"/>` +
    `<path d="M800 ${horizon - random.int(70, 120)}C${n(right + (800 - right) * 0.5)} ${horizon - 130} ${right} ${horizon - 30} ${right - 50} ${horizon + 40}L${right - 20} 500H800z" fill="${palette.hill}" opacity=".9"/>`
  );
}

/** A wooden pier out to the sea and cabins on stilts with thatched, orange-ridged roofs. */
export function pier(random: Random, palette: Palette, horizon: number): string {
  const end = horizon + random.int(50, 75);
  const shift = random.int(-90, 90);
  const count = random.int(2, 3);
  const spacing = random.int(120, 140);
  const cabins = Array.from({ length: count }, (_, i) => {
    const cx = 400 + shift + (i - (count - 1) / 2) * spacing;
    return (
      `<path d="M${cx - 34} ${end + 10}v26M${cx + 34} ${end + 10}v26" stroke="#78350f" stroke-width="5"/>` +
      `<rect x="${cx - 40}" y="${end - 34}" width="80" height="44" fill="#fef3c7" stroke="#92400e"/>` +
      `<rect x="${cx - 12}" y="${end - 22}" width="24" height="32" fill="${palette.window}" opacity=".7"/>` +
      `<path d="M${cx - 54} ${end - 30}L${cx} ${end - 74}L${cx + 54} ${end - 30}z" fill="#b45309"/>` +
      `<path d="M${cx - 8} ${end - 70}L${cx} ${end - 76}L${cx + 8} ${end - 70}z" fill="${ACCENT}" stroke="${ACCENT}" stroke-width="6" stroke-linejoin="round"/>`
    );
  });
  const deck = (count - 1) * spacing + 120;
  const foot = 400 - shift / 2;
  return (
    `<path d="M${400 + shift - deck / 2} ${end + 10}h${deck}v12h${-deck}z" fill="#a16207"/>` +
    `<path d="M${foot - 40} 500L${400 + shift - 12} ${end + 20}h24L${foot + 40} 500z" fill="#a16207"/>` +
    `<path d="M${foot - 28} 470h${56}M${n(foot + shift * 0.25 - 22)} 430h44M${n(foot + shift * 0.5 - 16)} 390h32" stroke="#78350f" stroke-width="3"/>` +
    cabins.join('')
  );
}

/** A terrace with a pool, sun loungers and orange umbrellas. */
export function pool(random: Random, palette: Palette, top: number): string {
  const umbrellas = random.int(2, 4);
  const loungers = Array.from({ length: umbrellas }, (_, i) => {
    const lx = 150 + Math.round(((i + 0.5) * 500) / umbrellas) - 35 + random.int(-15, 15);
    return (
      `<rect x="${lx}" y="${top + 26}" width="70" height="14" rx="5" fill="#fff" stroke="#e2e8f0"/>` +
      `<path d="M${lx + 36} ${top + 30}V${top - 24}" stroke="#78350f" stroke-width="4"/>` +
      `<path d="M${lx - 6} ${top - 18}Q${lx + 36} ${top - 62} ${lx + 78} ${top - 18}z" fill="${ACCENT}"/>`
    );
  });
  // A long pool, or a lagoon-shaped one.
  const water = random.chance(0.5)
    ? `<rect x="110" y="${top + 58}" width="580" height="${440 - top}" rx="34" fill="#fff"/><rect x="122" y="${top + 70}" width="556" height="${416 - top}" rx="26" fill="url(#p)"/>`
    : `<path d="M150 ${top + 80}C260 ${top + 40} 420 ${top + 110} 560 ${top + 62}S720 ${top + 150} 640 ${top + 200}S300 ${top + 230} 170 ${top + 190}S60 ${top + 110} 150 ${top + 80}z" fill="url(#p)" stroke="#fff" stroke-width="12"/>`;
  return (
    `<rect y="${top}" width="800" height="${500 - top}" fill="${palette.terrace}"/>` +
    water +
    `<path d="M200 ${top + 120}q30-10 60 0t60 0t60 0M420 ${top + 160}q30-10 60 0t60 0" stroke="#ecfeff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
    loungers.join('')
  );
}

/** A row of colonial houses in bright colours with orange tiled roofs, on a cobbled street. */
export function oldTown(random: Random, palette: Palette, street: number): string {
  const colours = ['#fde68a', '#fca5a5', '#93c5fd', '#86efac', '#f9a8d4', '#fdba74', '#c4b5fd'];
  let x = random.int(-40, 0);
  let houses = '';
  while (x < 800) {
    const width = random.int(96, 140);
    const height = random.int(120, 200);
    const top = street - height;
    const door = x + width / 2;
    houses +=
      `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${random.pick(colours)}"/>` +
      `<rect x="${x - 4}" y="${top - 12}" width="${width + 8}" height="14" fill="${ACCENT}"/>` +
      `<path d="M${door - 16} ${street}v-40a16 16 0 0 1 32 0v40z" fill="#7c2d12" opacity=".8"/>` +
      `<rect x="${x + 14}" y="${top + 26}" width="22" height="32" fill="${palette.window}" opacity=".7" stroke="#fff" stroke-width="3"/>` +
      `<rect x="${x + width - 36}" y="${top + 26}" width="22" height="32" fill="${palette.window}" opacity=".7" stroke="#fff" stroke-width="3"/>`;
    x += width;
  }
  return `${houses}<rect y="${street}" width="800" height="${500 - street}" fill="#e7d3b0"/><path d="M0 ${street + 30}H800M0 ${street + 62}H800" stroke="#d6bc8f" stroke-width="3"/>`;
}

/** A small island with palms in a lagoon. */
export function island(random: Random, palette: Palette, y: number): string {
  const x = random.int(330, 470);
  return (
    `<ellipse cx="${x}" cy="${y + 6}" rx="190" ry="34" fill="#a5f3fc" opacity=".5"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="150" ry="26" fill="${palette.sand}"/>` +
    palm(palette, x - 50, y - 4, random.int(130, 170), random.int(-40, -10)) +
    palm(palette, x + 30, y - 2, random.int(150, 190), random.int(10, 40))
  );
}

/** Thatched bungalows with orange doors on a lawn, the farther ones smaller, and a sand path. */
export function bungalows(random: Random, palette: Palette, horizon: number): string {
  const lawnTop = horizon + 30;
  const huts = [
    { x: random.int(80, 220), y: lawnTop + 50, scale: 0.6 },
    { x: random.int(520, 680), y: lawnTop + 70, scale: 0.75 },
    { x: random.int(250, 450), y: lawnTop + 150, scale: 1 },
  ]
    .map(
      ({ x, y, scale }) =>
        `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-50" y="-50" width="100" height="50" fill="#fef3c7" stroke="#92400e"/>` +
        `<rect x="-12" y="-34" width="24" height="34" fill="${ACCENT}"/><rect x="-40" y="-38" width="18" height="16" fill="${palette.window}" opacity=".7"/>` +
        `<path d="M-66-44L0-92L66-44z" fill="#b45309"/></g>`,
    )
    .join('');
  const path = random.int(300, 500);
  return (
    `<path d="M0 ${lawnTop}C260 ${lawnTop - 16} 540 ${lawnTop + 12} 800 ${lawnTop - 6}V500H0z" fill="${palette.lawn}"/>` +
    `<path d="M${path - 40} 500C${path} 420 ${path + 120} 380 ${path + 60} ${lawnTop + 40}h24C${path + 170} 380 ${path + 80} 430 ${path + 60} 500z" fill="${palette.sand}"/>` +
    huts
  );
}

/** A wooden jetty with boats moored along it. */
export function marina(random: Random, palette: Palette, horizon: number): string {
  const jetty = random.int(390, 420);
  const boats = [random.int(80, 160), random.int(300, 380), random.int(520, 600)]
    .slice(0, random.int(2, 3))
    .map((x, i) => boat(x, jetty - 60 - i * 4, 0.8 + i * 0.15))
    .join('');
  const posts = Array.from({ length: 9 }, (_, i) => `M${30 + i * 90} ${jetty + 10}v40`).join('');
  return (
    `<path d="M0 ${horizon + 30}h800" stroke="${palette.glint}" stroke-width="3" opacity=".5"/>` +
    boats +
    `<path d="${posts}" stroke="#78350f" stroke-width="8"/>` +
    `<rect y="${jetty}" width="800" height="16" fill="#a16207"/>`
  );
}

/** A restaurant terrace over the sea: a white balustrade and tables under orange parasols. */
export function terrace(random: Random, palette: Palette, top: number): string {
  const rail = Array.from({ length: 27 }, (_, i) => `M${i * 30 + 8} ${top - 40}v40`).join('');
  const count = random.int(2, 3);
  const tables = Array.from({ length: count }, (_, i) => {
    const x = Math.round(((i + 0.5) * 800) / count) + random.int(-40, 40);
    const y = top + random.int(40, 70);
    return (
      `<ellipse cx="${x}" cy="${y + 16}" rx="60" ry="12" fill="#fff" stroke="#e2e8f0"/>` +
      `<path d="M${x} ${y + 16}V${y - 70}" stroke="#78350f" stroke-width="5"/>` +
      `<path d="M${x - 80} ${y - 60}Q${x} ${y - 120} ${x + 80} ${y - 60}z" fill="${ACCENT}"/>` +
      `<rect x="${x - 90}" y="${y + 8}" width="24" height="40" rx="6" fill="#78350f" opacity=".8"/><rect x="${x + 66}" y="${y + 8}" width="24" height="40" rx="6" fill="#78350f" opacity=".8"/>`
    );
  }).join('');
  return (
    `<rect y="${top}" width="800" height="${500 - top}" fill="${palette.terrace}"/>` +
    `<path d="${rail}" stroke="#fff" stroke-width="9"/><rect y="${top - 48}" width="800" height="10" fill="#fff"/>` +
    tables
  );
}
