// Writes src/server/features/imports/fixtures/osm-indiana.json: about forty made-up OpenStreetMap elements
// for the import's tests (nodes and ways, odd tags, bad opening hours, duplicates of demo places, names in
// Arabic script, elements that must be left out). Run: npx tsx scripts/osm-fixture.ts
import { writeFileSync } from 'node:fs';
import { DEMO_BUSINESSES, demoPhone } from '../src/server/demo/businesses';
import { demoPin } from '../src/server/demo/hours';
import places from '../src/server/features/discovery/indiana-places.json' with { type: 'json' };

const zips: Record<string, readonly number[]> = places.zips;
let next = 9_100_000_001;
const at = (zip: string, north = 0, east = 0) => {
  const [lat, lon] = zips[zip] as [number, number];
  return { lat: Math.round((lat + north) * 1e6) / 1e6, lon: Math.round((lon + east) * 1e6) / 1e6 };
};
const node = (zip: string, tags: Record<string, string>, north = 0, east = 0) => ({
  type: 'node',
  id: next++,
  ...at(zip, north, east),
  tags,
});
const way = (zip: string, tags: Record<string, string>) => ({
  type: 'way',
  id: next++,
  center: at(zip, 0.002, -0.002),
  tags,
});

const saffron = DEMO_BUSINESSES[0]!;
const zaytoon = DEMO_BUSINESSES[1]!;
const zaytoonPin = demoPin(zaytoon.zip, 1)!;

const elements = [
  // Duplicates of demo places: the same phone, and a similar name 30 m away.
  node(
    '46268',
    { name: 'Saffron Lantern', amenity: 'restaurant', 'diet:halal': 'yes', phone: `+1 ${demoPhone(saffron.city, 10)}` },
    0.01,
  ),
  {
    type: 'node',
    id: next++,
    lat: zaytoonPin.latitude + 0.0002,
    lon: zaytoonPin.longitude,
    tags: { name: 'Zaytoon Grill', amenity: 'restaurant', 'diet:halal': 'only' },
  },
  // Plain places across the state.
  node('46204', {
    name: 'Cedar & Sumac Grill',
    amenity: 'restaurant',
    cuisine: 'lebanese;mediterranean',
    'diet:halal': 'only',
    'addr:housenumber': '120',
    'addr:street': 'Monument Circle',
    'addr:city': 'Indianapolis',
    'addr:postcode': '46204',
    phone: '+1-317-555-0301',
    website: 'https://cedarsumac.example.org',
    opening_hours: 'Mo-Th 11:00-21:00; Fr-Sa 11:00-23:00; Su 12:00-20:00',
  }),
  node('46802', {
    name: 'Three Rivers Kebab',
    amenity: 'fast_food',
    cuisine: 'kebab',
    'diet:halal': 'yes',
    'addr:housenumber': '210',
    'addr:street': 'W Main St',
    'addr:city': 'Fort Wayne',
    'addr:postcode': '46802',
    opening_hours: 'Mo-Su 18:00-02:00',
  }),
  node('47906', {
    name: 'Boilermaker Shawarma',
    amenity: 'fast_food',
    cuisine: 'shawarma;falafel',
    'diet:halal': 'only',
    'addr:city': 'West Lafayette',
    opening_hours: '24/7',
    phone: '(765) 555-0302',
  }),
  node('46601', {
    name: 'مطعم الأرز',
    'name:en': 'Al Arz Restaurant',
    amenity: 'restaurant',
    cuisine: 'arab;syrian',
    'diet:halal': 'only',
    'addr:city': 'South Bend',
    opening_hours: 'Mo-Fr 11:00-14:00,17:00-21:00; PH off',
  }),
  node('47401', {
    name: 'حلويات الشام',
    amenity: 'cafe',
    cuisine: 'dessert;coffee_shop',
    'diet:halal': 'yes',
    'addr:city': 'Bloomington',
    website: 'halawiyat-alsham.example.org',
  }),
  node('47708', {
    name: 'River City Halal Market',
    shop: 'butcher',
    'diet:halal': 'only',
    'addr:city': 'Evansville',
    'addr:postcode': '47708',
    opening_hours: 'Mo-Sa 09:00-19:00; Su off',
  }),
  node('46320', {
    name: 'Lakeshore Biryani House',
    amenity: 'restaurant',
    cuisine: 'indian;pakistani;bangladeshi',
    'diet:halal': 'yes',
    'addr:city': 'Hammond',
    opening_hours: 'sunrise-sunset',
  }),
  node('46060', {
    name: 'Noblesville Simit Bakery',
    shop: 'bakery',
    cuisine: 'turkish',
    'diet:halal': 'limited',
    'addr:city': 'Noblesville',
    opening_hours: 'Tu-Su 07:00-15:00; Mo off',
  }),
  node('46037', {
    name: 'Fishers Falafel Truck',
    amenity: 'fast_food',
    street_vendor: 'yes',
    cuisine: 'falafel',
    'diet:halal': 'only',
    'addr:city': 'Fishers',
    opening_hours: 'Mo-Fr 11:00-14:00 "location varies, see Instagram"',
  }),
  node('47304', {
    name: 'Muncie Mandi',
    amenity: 'restaurant',
    cuisine: 'yemeni',
    'diet:halal': 'only',
    'addr:city': 'Muncie',
    opening_hours: 'these are not hours',
  }),
  node('46383', {
    name: 'Valparaiso Doner',
    amenity: 'fast_food',
    cuisine: 'doner;turkish;pizza',
    'diet:halal': 'yes',
    'addr:city': 'Valparaiso',
    opening_hours: 'Jan-Mar Mo-Fr 10:00-18:00; Apr-Dec Mo-Sa 10:00-21:00',
  }),
  way('46204', {
    name: 'Mass Ave Mezze',
    amenity: 'restaurant',
    building: 'yes',
    cuisine: 'middle_eastern',
    'diet:halal': 'yes',
    'addr:housenumber': '600',
    'addr:street': 'Massachusetts Ave',
    'addr:unit': '2',
    'addr:city': 'Indianapolis',
    website: 'https://www.massavemezze.example.org/menu',
    email: 'hello@massavemezze.example.org',
  }),
  // The same place mapped twice (a node and its building): the second is a duplicate of the first.
  node(
    '46204',
    {
      name: 'Mass Ave Mezze (patio)',
      amenity: 'restaurant',
      'diet:halal': 'yes',
      website: 'https://massavemezze.example.org',
    },
    0.0021,
    -0.0021,
  ),
  way('46802', {
    name: 'Somali Star Cafe',
    amenity: 'cafe',
    cuisine: 'somali;ethiopian',
    'diet:halal': 'only',
    'contact:phone': '260 555 0303',
    opening_hours: 'Mo-Su 08:00-22:00',
  }),
  node('47906', {
    name: 'Purdue Halal Grocery',
    shop: 'supermarket',
    'diet:halal': 'only',
    'addr:city': 'West Lafayette',
    'addr:state': 'IN',
    phone: '765-555-0304;765-555-0305',
  }),
  node(
    '46601',
    {
      name: 'Uyghur Lagman House',
      amenity: 'restaurant',
      cuisine: 'uyghur;chinese',
      'diet:halal': 'only',
      'addr:city': 'South Bend',
    },
    0.004,
  ),
  node(
    '47401',
    {
      name: 'Kabul Kitchen Bloomington',
      amenity: 'restaurant',
      cuisine: 'afghani',
      'diet:halal': 'yes',
      'addr:city': 'Bloomington',
      opening_hours: 'Mo-Su 11:00-22:00; Dec 25 off',
    },
    0.003,
  ),
  node(
    '47708',
    {
      name: 'Evansville Burger Spot',
      amenity: 'fast_food',
      cuisine: 'burger;american',
      'diet:halal': 'limited',
      'addr:city': 'Evansville',
    },
    -0.004,
  ),
  node(
    '46320',
    {
      name: 'Taqueria Halal Hammond',
      amenity: 'restaurant',
      cuisine: 'mexican',
      'diet:halal': 'yes',
      'addr:city': 'Hammond',
      'addr:postcode': 'not a zip',
    },
    0.003,
  ),
  node(
    '46268',
    {
      name: 'Persian Rose Kitchen',
      amenity: 'restaurant',
      cuisine: 'iranian',
      'diet:halal': 'only',
      'addr:city': 'Indianapolis',
      opening_hours: 'Mo-Fr 11:00-15:00; Mo-Fr 17:00-22:00; Sa-Su 12:00-22:00',
    },
    -0.01,
  ),
  node(
    '46060',
    {
      name: 'Hamilton County Halal Meats',
      shop: 'butcher',
      'diet:halal': 'only',
      'addr:city': 'Noblesville',
      website: 'https://www.facebook.com/hamiltonhalalmeats',
    },
    0.005,
  ),
  node(
    '46037',
    {
      name: 'Bosnian Corner Cevapi',
      amenity: 'restaurant',
      cuisine: 'bosnian',
      'diet:halal': 'yes',
      'addr:city': 'Fishers',
      website: 'https://www.facebook.com/bosniancorner',
    },
    -0.005,
  ),
  node(
    '47304',
    {
      name: 'Cairo Nights',
      amenity: 'restaurant',
      cuisine: 'egyptian',
      'diet:halal': 'only',
      'addr:city': 'Muncie',
      opening_hours: 'Tu-Su 16:00-24:00',
    },
    0.003,
  ),
  node(
    '46383',
    {
      name: 'Marrakesh Tagine',
      amenity: 'restaurant',
      cuisine: 'moroccan',
      'diet:halal': 'only',
      'addr:city': 'Valparaiso',
      opening_hours: 'Mo-Sa 11:00-21:00; PH 12:00-18:00',
    },
    -0.003,
  ),
  node(
    '46204',
    {
      name: 'Nablus Knafeh Bar',
      shop: 'pastry',
      cuisine: 'palestinian;dessert',
      'diet:halal': 'only',
      'addr:city': 'Indianapolis',
    },
    -0.006,
  ),
  node(
    '46802',
    {
      name: 'Rangoon Halal Noodles',
      amenity: 'restaurant',
      cuisine: 'burmese',
      'diet:halal': 'yes',
      'addr:city': 'Fort Wayne',
    },
    0.006,
  ),
  node(
    '47906',
    {
      name: 'Tigris Iraqi Grill',
      amenity: 'restaurant',
      cuisine: 'iraqi',
      'diet:halal': 'only',
      'addr:city': 'West Lafayette',
    },
    -0.006,
  ),
  node(
    '46601',
    {
      name: 'Jakarta Satay',
      amenity: 'restaurant',
      cuisine: 'indonesian',
      'diet:halal': 'yes',
      'addr:city': 'South Bend',
    },
    -0.006,
  ),
  node(
    '47401',
    {
      name: 'Dakar Grill',
      amenity: 'restaurant',
      cuisine: 'senegalese',
      'diet:halal': 'only',
      'addr:city': 'Bloomington',
    },
    -0.006,
  ),
  node(
    '47708',
    {
      name: 'مخبز الخليل',
      'name:en': 'Hebron Bakery',
      shop: 'bakery',
      cuisine: 'palestinian',
      'diet:halal': 'only',
      'addr:city': 'Evansville',
    },
    0.006,
  ),
  node(
    '46268',
    {
      name: "Sana'a Coffee House",
      amenity: 'cafe',
      cuisine: 'yemeni;coffee_shop',
      'diet:halal': 'only',
      'addr:city': 'Indianapolis',
      opening_hours: 'Mo-Su 07:00-01:00',
    },
    0.02,
  ),
  // Left out: no name, not halal, no position, outside Indiana (by position, and by its address), malformed.
  node('46204', { amenity: 'restaurant', 'diet:halal': 'yes' }, 0.008),
  node('46204', { name: 'Pork & Beans BBQ', amenity: 'restaurant', 'diet:halal': 'no' }, 0.009),
  { type: 'way', id: next++, tags: { name: 'Way Without Centre', amenity: 'restaurant', 'diet:halal': 'yes' } },
  {
    type: 'node',
    id: next++,
    lat: 41.8781,
    lon: -87.6298,
    tags: { name: 'Chicago Halal Grill', amenity: 'restaurant', 'diet:halal': 'only' },
  },
  node('46320', { name: 'State Line Gyros', amenity: 'restaurant', 'diet:halal': 'yes', 'addr:state': 'IL' }, -0.003),
  { type: 'area', id: -5, tags: { name: 'Not An Element', 'diet:halal': 'yes' } },
];

writeFileSync(
  new URL('../src/server/features/imports/fixtures/osm-indiana.json', import.meta.url),
  `${JSON.stringify({ version: 0.6, generator: 'made up for tests', elements }, null, 1)}\n`,
);
console.log(`${elements.length} elements`);
