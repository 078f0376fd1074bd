import { defaultLook, lookParts, type PictureKind } from '../../domain/catalogue/pictures';
import {
  ACCENT,
  beach,
  bungalows,
  marina,
  terrace,
  boat,
  building,
  hills,
  island,
  oldTown,
  PALETTES,
  palms,
  pier,
  pool,
  skyAndSea,
  type Palette,
  type Random,
} from './illustration-parts';
import { createRandom, hashUnit } from '../../domain/random';

export const ILLUSTRATION_SIZE = { width: 800, height: 500 } as const;

/** A scene: what is in the picture below the sky, and where the horizon and the sun are. */
interface Scene {
  name: string;
  horizon: [number, number];
  draw(random: Random, palette: Palette, horizon: number): string;
}

/** Two orange beach parasols with towels, on the sand. */
function parasols(x: number, y: number): string {
  return [0, 130]
    .map(
      (dx) =>
        `<rect x="${x + dx - 30}" y="${y + 6}" width="56" height="14" rx="3" fill="#fff7ed"/>` +
        `<path d="M${x + dx} ${y + 12}V${y - 50}" stroke="#78350f" stroke-width="4"/>` +
        `<path d="M${x + dx - 44} ${y - 44}Q${x + dx} ${y - 90} ${x + dx + 44} ${y - 44}z" fill="${ACCENT}"/>`,
    )
    .join('');
}

const beachScene = (withHotel: boolean): Scene => ({
  name: 'beach',
  horizon: [250, 300],
  draw(random, palette, horizon) {
    const sandY = random.int(400, 430);
    const hotelX = random.pick([random.int(40, 200), random.int(480, 620)]);
    return (
      boat(random.int(260, 480), horizon + random.int(20, 50), 0.9) +
      beach(random, palette, sandY) +
      (withHotel
        ? building(random, palette, hotelX, sandY + 10, {
            floors: random.int(3, 7),
            width: random.int(120, 190),
          })
        : parasols(random.int(260, 420), sandY + 24)) +
      palms(random, palette, sandY + 40, withHotel ? [hotelX - 10, hotelX + 200] : undefined)
    );
  },
});

const poolScene: Scene = {
  name: 'pool',
  horizon: [200, 230],
  draw(random, palette, horizon) {
    const terrace = horizon + random.int(90, 110);
    return (
      building(random, palette, random.int(80, 160), terrace + 4, {
        floors: 2,
        width: random.int(420, 560),
      }) +
      pool(random, palette, terrace) +
      palms(random, palette, terrace + 40, [150, 650])
    );
  },
};

const facadeScene: Scene = {
  name: 'front',
  horizon: [300, 330],
  draw(random, palette) {
    // A tower or a long block, centred or off to one side.
    const tower = random.chance(0.5);
    const width = tower ? random.int(230, 300) : random.int(420, 520);
    const floors = tower ? random.int(9, 11) : random.int(5, 7);
    const x = 400 - Math.round(width / 2) + random.pick([0, -1, 1]) * random.int(40, 90);
    const ground = random.int(420, 440);
    const bushes = [x - 30, x + width / 3, x + (2 * width) / 3, x + width + 30]
      .map((bx) => `<ellipse cx="${bx}" cy="${ground + 6}" rx="${random.int(36, 56)}" ry="22"/>`)
      .join('');
    return (
      `<rect y="${ground}" width="800" height="${500 - ground}" fill="${palette.sand}"/>` +
      building(random, palette, x, ground, { floors, width, balconies: true }) +
      `<path d="M${x + width / 2 - 34} ${ground}v-44a34 34 0 0 1 68 0v44z" fill="#7c2d12" opacity=".75"/>` +
      `<g fill="${palette.leaf}" opacity=".9">${bushes}</g>` +
      palms(random, palette, ground + 40, [x + 20, x + width - 20])
    );
  },
};

const pierScene: Scene = {
  name: 'pier',
  horizon: [220, 250],
  draw(random, palette, horizon) {
    const left = random.chance(0.5);
    const sand = left
      ? `<path d="M0 380C120 370 200 420 230 500H0z" fill="${palette.sand}"/>`
      : `<path d="M800 380C680 370 600 420 570 500H800z" fill="${palette.sand}"/>`;
    return (
      pier(random, palette, horizon) +
      sand +
      palms(random, palette, 450, left ? [240, 800] : [0, 560]) +
      boat(left ? random.int(560, 660) : random.int(60, 160), horizon + 110, 0.7)
    );
  },
};

const bayScene = (withHotel: boolean): Scene => ({
  name: 'bay',
  horizon: [250, 280],
  draw(random, palette, horizon) {
    const left = random.chance(0.5);
    const cabins = withHotel
      ? [0, 1, 2]
          .map((i) => {
            const cx = left ? 150 - i * 60 : 600 + i * 60;
            const cy = horizon - 30 + i * 18;
            return `<rect x="${cx}" y="${cy}" width="44" height="30" fill="#fff7ed"/><path d="M${cx - 6} ${cy}l28-20 28 20z" fill="${ACCENT}"/>`;
          })
          .join('')
      : '';
    return (
      hills(random, palette, horizon) +
      cabins +
      boat(random.int(330, 430), horizon + random.int(60, 110), 1.1) +
      `<path d="M0 470C220 440 560 450 800 480V500H0z" fill="${palette.sand}"/>`
    );
  },
});

const townScene: Scene = {
  name: 'town',
  horizon: [260, 290],
  draw(random, palette) {
    const street = random.int(400, 420);
    return oldTown(random, palette, street) + palms(random, palette, street + 50, [220, 580]);
  },
};

const lagoonScene: Scene = {
  name: 'lagoon',
  horizon: [230, 260],
  draw(random, palette, horizon) {
    return (
      island(random, palette, horizon + random.int(80, 110)) +
      boat(random.pick([random.int(80, 180), random.int(560, 660)]), horizon + 150, 0.8) +
      `<path d="M0 455C250 440 520 470 800 450V500H0z" fill="${palette.sand}"/>`
    );
  },
};

const gardenScene: Scene = {
  name: 'garden',
  horizon: [220, 250],
  draw(random, palette, horizon) {
    return bungalows(random, palette, horizon) + palms(random, palette, horizon + 200, [240, 560]);
  },
};

const marinaScene: Scene = {
  name: 'marina',
  horizon: [240, 270],
  draw(random, palette, horizon) {
    const right = random.chance(0.5);
    const hotelX = right ? random.int(520, 600) : random.int(40, 120);
    return (
      `<path d="${right ? `M480 ${horizon + 40}H800V500H560z` : `M0 ${horizon + 40}H320L240 500H0z`}" fill="${palette.sand}"/>` +
      building(random, palette, hotelX, horizon + 60, {
        floors: random.int(3, 5),
        width: random.int(150, 200),
      }) +
      marina(random, palette, horizon)
    );
  },
};

const terraceScene: Scene = {
  name: 'terrace',
  horizon: [270, 300],
  draw(random, palette, horizon) {
    const top = horizon + random.int(90, 110);
    return (
      boat(random.int(200, 520), horizon + 20, 0.6) +
      terrace(random, palette, top) +
      palms(random, palette, top + 60, [160, 640])
    );
  },
};

/** The scenes of each kind of picture, in the order of `lookParts(…).scene`. */
const SCENES: Record<PictureKind, readonly Scene[]> = {
  alojamiento: [
    beachScene(true),
    poolScene,
    facadeScene,
    pierScene,
    bayScene(true),
    gardenScene,
    marinaScene,
    terraceScene,
  ],
  destino: [beachScene(false), bayScene(false), townScene, pierScene, lagoonScene],
};

/**
 * A generated illustration of a hotel or a destination, light enough to send with every card
 * (a few KB of SVG, no script, nothing from elsewhere). Its look (scene and time of day) is the
 * key's own unless the address asks for another (`distinctPictures`); everything else (where the
 * palms, the boat and the sun are) follows the key, so every machine draws the same picture.
 */
export function illustration(kind: PictureKind, key: string, look = defaultLook(kind, key)): string {
  const random = createRandom(Math.floor(hashUnit(`${kind}:${key}`) * 2 ** 32));
  const { scene: sceneIndex, time } = lookParts(kind, look);
  const scene = SCENES[kind][sceneIndex] as Scene;
  const palette = PALETTES[time] as Palette;
  const horizon = random.int(...scene.horizon);
  const sunX = random.int(240, 560);
  const [skyTop, skyBottom] = palette.sky;
  const [seaTop, seaBottom] = palette.sea;
  const { width, height } = ILLUSTRATION_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-look="${scene.name}-${time}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seaTop}"/><stop offset="1" stop-color="${seaBottom}"/></linearGradient>` +
    `<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.pool[0]}"/><stop offset="1" stop-color="${palette.pool[1]}"/></linearGradient></defs>` +
    skyAndSea(random, palette, horizon, sunX) +
    scene.draw(random, palette, horizon) +
    '</svg>'
  );
}
