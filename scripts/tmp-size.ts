import { generateBedBank } from '../src/server/hotels/seed/generate-bed-bank';
const t = performance.now();
const bank = generateBedBank();
console.log('generate ms', Math.round(performance.now() - t), 'hotels', bank.hotels.length, 'cities', bank.cities.length);
const json = JSON.stringify(bank.hotels);
console.log('hotels JSON MB', (json.length / 1e6).toFixed(1), 'rooms JSON MB', (JSON.stringify(bank.hotels.map((h) => h.rooms)).length / 1e6).toFixed(1));
