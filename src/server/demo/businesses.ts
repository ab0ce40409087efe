/**
 * The invented businesses of the demo data set. Names, addresses and people are made up; phone
 * numbers are in the fictional 555-01xx range and email and web addresses use example.com.
 */

import type { Cuisine } from '../../domain/cuisines';
import type { SceneHints, SceneSubject } from './scenes/scene';

/** The five real categories; 'all-businesses' is virtual and never a business's category. */
export type DemoCategorySlug = 'restaurants' | 'coffee-shops' | 'bakeries' | 'markets' | 'mobile-businesses';

export interface DemoPicturePlan {
  cover: SceneSubject;
  gallery?: SceneSubject[];
  hints: SceneHints;
}

export interface DemoLocation {
  name: string;
  address: string;
  city: string;
  zip: string;
  comingSoon?: boolean;
}

export interface DemoBusiness {
  name: string;
  category: DemoCategorySlug;
  /** Extra categories (business_categories) besides the primary one. */
  alsoIn?: DemoCategorySlug[];
  description: string;
  /** The cuisines the description speaks of (src/domain/cuisines.ts); a butcher or a grocery of everything has none. */
  cuisines?: Cuisine[];
  address: string;
  city: string;
  zip: string;
  /** Mobile businesses and a few small shops have no website. */
  website: boolean;
  instagram?: string;
  /** Locations besides the primary one, which repeats the business address. */
  moreLocations?: DemoLocation[];
  /** What the cover and each gallery picture show (drawn, with captions of what is drawn). */
  pictures: DemoPicturePlan;
  featured?: boolean;
  /** Approved unless said otherwise; pending and rejected ones are submissions of the demo user. */
  status?: 'pending' | 'rejected';
  rejectionReason?: string;
}

/** The first business belongs to the demo business owner. */
export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    name: 'Saffron Lantern Kitchen',
    cuisines: ['indian'],
    pictures: {
      cover: 'dish',
      gallery: ['table', 'dish', 'shop-front'],
      hints: {
        menu: {
          mains: ['saffron-rice', 'curry', 'rice-with-meat'],
          sides: ['raita', 'red-onion', 'lemon', 'herbs', 'naan'],
        },
        shop: 'restaurant',
      },
    },
    category: 'restaurants',
    description:
      'A family-run Hyderabadi kitchen known for slow-cooked dum biryani, weekend haleem and a generous lunch thali. All meat is hand-slaughtered zabiha from certified halal suppliers, and the bright dining room has plenty of room for big families.',
    address: '5420 W 86th St',
    city: 'Indianapolis',
    zip: '46268',
    website: true,
    instagram: '@saffronlanternkitchen',
    moreLocations: [
      { name: 'Fishers', address: '9715 E 116th St', city: 'Fishers', zip: '46037' },
      { name: 'Carmel City Center', address: '12650 N Meridian St', city: 'Carmel', zip: '46032', comingSoon: true },
    ],
    featured: true,
  },
  {
    name: 'Zaytoon Grill House',
    cuisines: ['lebanese', 'middle_eastern'],
    pictures: {
      cover: 'dish',
      gallery: ['dish', 'table'],
      hints: {
        menu: {
          mains: ['flatbread', 'wraps'],
          sides: ['skewers', 'garlic-sauce', 'hummus', 'salad', 'lemon', 'red-onion'],
        },
      },
    },
    category: 'restaurants',
    description:
      'Levantine charcoal grill serving shawarma, shish tawook and mixed kebab platters with house-made garlic toum. Certified halal throughout, with a relaxed, lantern-lit dining room.',
    address: '4315 Coldwater Rd',
    city: 'Fort Wayne',
    zip: '46805',
    website: true,
    instagram: 'zaytoongrillhouse',
    moreLocations: [{ name: 'South Bend', address: '1930 South Bend Ave', city: 'South Bend', zip: '46637' }],
  },
  {
    name: 'Jubba River Kitchen',
    cuisines: ['somali'],
    pictures: {
      cover: 'dish',
      hints: { menu: { mains: ['rice-with-meat'], sides: ['banana', 'lemon', 'chilies', 'salad', 'lentil-soup'] } },
    },
    category: 'restaurants',
    description:
      'Somali comfort food: fragrant bariis with tender goat, suqaar and fresh sabaayad, always served with a banana on the side. Every dish is zabiha halal and the tea is spiced with cardamom and cloves.',
    address: '3815 Lafayette Rd',
    city: 'Indianapolis',
    zip: '46254',
    website: true,
    instagram: '@jubbariverkitchen',
  },
  {
    name: 'Anatolia Hearth',
    cuisines: ['turkish'],
    pictures: {
      cover: 'dish',
      hints: { menu: { mains: ['pide', 'flatbread'], sides: ['lentil-soup', 'salad', 'lemon', 'herbs', 'red-onion'] } },
    },
    category: 'restaurants',
    description:
      'Turkish pide and lahmacun baked to order in a wood-fired oven, plus slow-braised lamb and lentil soup. A cozy spot near campus with certified halal meat and strong Turkish tea.',
    address: '412 E Kirkwood Ave',
    city: 'Bloomington',
    zip: '47408',
    website: true,
    instagram: 'anatoliahearth',
  },
  {
    name: 'Five Rivers Tandoor',
    cuisines: ['pakistani', 'indian'],
    pictures: {
      cover: 'dish',
      hints: { menu: { mains: ['curry'], sides: ['naan', 'raita', 'herbs', 'salad'] } },
    },
    category: 'restaurants',
    description:
      'Punjabi and Pakistani specialties cooked in a clay tandoor: chicken karahi, seekh kebabs and buttery garlic naan. All meat is certified halal and the weekend buffet draws a crowd.',
    address: '5401 E Indiana St',
    city: 'Evansville',
    zip: '47715',
    website: true,
    instagram: '@fiveriverstandoor',
    moreLocations: [{ name: 'Bloomington West Side', address: '3150 W 3rd St', city: 'Bloomington', zip: '47404' }],
  },
  {
    name: 'Nile Breeze Eatery',
    cuisines: ['egyptian', 'middle_eastern'],
    pictures: {
      cover: 'dish',
      hints: { menu: { mains: ['koshari'], sides: ['falafel', 'hummus', 'salad', 'herbs'] } },
    },
    category: 'restaurants',
    description:
      'Egyptian street food for hungry students: koshari by the bowl, ful medames, falafel sandwiches and hawawshi. Halal-certified, quick and friendly, with late hours during exam weeks.',
    address: '135 W State St',
    city: 'West Lafayette',
    zip: '47906',
    website: true,
  },
  {
    name: 'Silk Road Noodle Bar',
    cuisines: ['uyghur', 'chinese'],
    pictures: {
      cover: 'dish',
      hints: { menu: { mains: ['noodles', 'rice-with-meat'], sides: ['herbs', 'salad', 'chilies', 'garlic-sauce'] } },
    },
    category: 'restaurants',
    description:
      'Uyghur hand-pulled laghman, lamb polo and cumin-spiced skewers made in an open kitchen. The noodles are stretched to order and every cut of meat is certified halal.',
    address: '615 E Carmel Dr',
    city: 'Carmel',
    zip: '46032',
    website: true,
    instagram: 'silkroadnoodlebar',
  },
  {
    name: 'Atlas Couscous House',
    cuisines: ['moroccan'],
    pictures: {
      cover: 'table',
      hints: { menu: { mains: ['couscous'], sides: ['salad', 'hummus', 'lemon', 'herbs'] } },
    },
    category: 'restaurants',
    description:
      'Moroccan tagines, Friday couscous and sweet mint tea poured from high above the glass. A small, tiled dining room with zabiha halal meat and vegetarian plates too.',
    address: '1702 Mishawaka Ave',
    city: 'South Bend',
    zip: '46615',
    website: true,
  },
  {
    name: 'Cardamom & Crema',
    cuisines: ['coffee', 'yemeni', 'desserts'],
    pictures: {
      cover: 'coffee',
      gallery: ['coffee', 'baked-goods', 'shop-front'],
      hints: {
        coffee: {
          drinks: ['chai', 'black-coffee', 'arabic-coffee'],
          sides: ['honey-cake', 'cardamom', 'dates', 'beans'],
        },
        bakery: { bakes: ['cookies', 'cream-rolls'] },
        shop: 'cafe',
      },
    },
    category: 'coffee-shops',
    alsoIn: ['bakeries'],
    description:
      'A Yemeni-style coffee house pouring qishr, Adeni chai and single-origin pour-overs, with honey cake and date scones baked every morning. Muslim-owned, with a quiet prayer corner and long tables for study groups.',
    address: '11650 Olio Rd',
    city: 'Fishers',
    zip: '46037',
    website: true,
    instagram: '@cardamomandcrema',
    moreLocations: [
      { name: 'Noblesville Square', address: '850 Logan St', city: 'Noblesville', zip: '46060' },
      { name: 'Broad Ripple', address: '6310 Guilford Ave', city: 'Indianapolis', zip: '46220' },
    ],
    featured: true,
  },
  {
    name: 'Mocha Port Coffee Co.',
    cuisines: ['coffee', 'yemeni'],
    pictures: {
      cover: 'coffee',
      hints: { coffee: { drinks: ['espresso', 'black-coffee', 'latte'], sides: ['beans', 'croissant', 'coffee-pot'] } },
    },
    category: 'coffee-shops',
    description:
      'Named after the old Yemeni coffee port, this downtown roaster brews spiced Yemeni coffee alongside classic espresso drinks. Halal pastries and sandwiches, and a warm wood-paneled room.',
    address: '619 Main St',
    city: 'Lafayette',
    zip: '47901',
    website: true,
    instagram: 'mochaportcoffee',
  },
  {
    name: 'Date Palm Coffee Lounge',
    cuisines: ['coffee', 'turkish', 'desserts'],
    pictures: {
      cover: 'coffee',
      hints: { coffee: { drinks: ['latte', 'turkish-coffee'], sides: ['dates', 'beans', 'croissant'] } },
    },
    category: 'coffee-shops',
    description:
      'A late-night coffee lounge with Turkish coffee, saffron lattes and date shakes, open until midnight on weekends. Alcohol-free, family-friendly and serving halal-certified snacks.',
    address: '6247 N College Ave',
    city: 'Indianapolis',
    zip: '46220',
    website: true,
    instagram: '@datepalmlounge',
  },
  {
    name: 'Bayt Coffee Room',
    cuisines: ['coffee', 'arab'],
    pictures: {
      cover: 'coffee',
      hints: { coffee: { drinks: ['arabic-coffee', 'chai'], sides: ['dates', 'coffee-pot', 'cardamom'] } },
    },
    category: 'coffee-shops',
    description:
      'A homey coffee room downtown with Arabic coffee, karak chai and small plates of halal breakfast sandwiches. Board games on the shelves and a cozy corner for reading.',
    address: '215 S Michigan St',
    city: 'South Bend',
    zip: '46601',
    website: false,
    instagram: 'baytcoffeeroom',
  },
  {
    name: 'Golden Simit Bakery',
    cuisines: ['turkish', 'desserts'],
    pictures: {
      cover: 'baked-goods',
      gallery: ['baked-goods', 'shop-front'],
      hints: { bakery: { bakes: ['simit', 'borek', 'baklava'] }, shop: 'bakery' },
    },
    category: 'bakeries',
    alsoIn: ['coffee-shops'],
    description:
      'Turkish bakery turning out sesame simit, flaky börek and pistachio baklava from early morning. Everything is made in-house with halal ingredients, and the tea is always on.',
    address: '2110 E 116th St',
    city: 'Carmel',
    zip: '46033',
    website: true,
    instagram: '@goldensimit',
    moreLocations: [
      { name: 'Downtown Indianapolis', address: '410 Massachusetts Ave', city: 'Indianapolis', zip: '46204' },
    ],
    featured: true,
  },
  {
    name: 'Kunafa Lane Sweets',
    cuisines: ['desserts', 'middle_eastern'],
    pictures: { cover: 'baked-goods', hints: { bakery: { bakes: ['kunafa', 'maamoul', 'baklava'] } } },
    category: 'bakeries',
    alsoIn: ['coffee-shops'],
    description:
      'Levantine sweets made the slow way: cheese kunafa pulled hot from the oven, maamoul and rose-scented ashta cups. Gelatin-free and halal throughout, with Arabic coffee to go with it.',
    address: '5102 S Emerson Ave',
    city: 'Indianapolis',
    zip: '46237',
    website: true,
    instagram: 'kunafalanesweets',
  },
  {
    name: 'Rose Water Bakehouse',
    cuisines: ['persian', 'afghan', 'desserts'],
    pictures: { cover: 'baked-goods', hints: { bakery: { bakes: ['long-flatbread', 'cookies', 'cream-rolls'] } } },
    category: 'bakeries',
    description:
      'Persian and Afghan baking: chewy barbari bread, cardamom cookies and rose water cream rolls. A small family bakery where every ingredient is checked for halal sourcing.',
    address: '10120 Lima Rd',
    city: 'Fort Wayne',
    zip: '46818',
    website: true,
  },
  {
    name: 'Kabul Oven Bakery',
    cuisines: ['afghan'],
    pictures: { cover: 'baked-goods', hints: { bakery: { bakes: ['long-flatbread', 'bolani', 'round-loaves'] } } },
    category: 'bakeries',
    description:
      'Long Afghan naan baked on the walls of a tandoor, stuffed bolani and sweet roht for weekend breakfasts. Halal, affordable and always warm when you walk in.',
    address: '17025 Mercantile Blvd',
    city: 'Noblesville',
    zip: '46060',
    website: true,
    instagram: '@kabulovenbakery',
  },
  {
    name: 'Crossroads Halal Meat & Grocery',
    pictures: {
      cover: 'produce',
      gallery: ['shop-front', 'produce'],
      hints: { market: { produce: ['dates', 'rice', 'turmeric', 'cumin', 'chickpeas', 'lentils'] }, shop: 'butcher' },
    },
    category: 'markets',
    description:
      'A full-service zabiha butcher with fresh lamb, goat and chicken cut to order, plus an international grocery of spices, rice, dates and frozen foods. Certified halal meat delivered fresh several times a week.',
    address: '7720 Georgetown Rd',
    city: 'Indianapolis',
    zip: '46268',
    website: true,
    instagram: 'crossroadshalalmeat',
    moreLocations: [
      { name: 'Lafayette', address: '2211 Sagamore Pkwy S', city: 'Lafayette', zip: '47905' },
      { name: 'Fort Wayne', address: '6502 E State Blvd', city: 'Fort Wayne', zip: '46815' },
    ],
  },
  {
    name: 'Olive Branch International Foods',
    cuisines: ['mediterranean'],
    pictures: {
      cover: 'produce',
      hints: { market: { produce: ['green-olives', 'black-olives', 'zaatar', 'sumac', 'lemons', 'tomatoes'] } },
    },
    category: 'markets',
    alsoIn: ['bakeries'],
    description:
      'Mediterranean market with an olive bar, za’atar and sumac by the scoop, feta in brine and pita baked fresh each morning. The halal freezer section is one of the biggest in town.',
    address: '2630 E 3rd St',
    city: 'Bloomington',
    zip: '47401',
    website: true,
    instagram: '@olivebranchfoods',
  },
  {
    name: 'Spice Caravan Grocers',
    cuisines: ['indian', 'pakistani', 'middle_eastern'],
    pictures: {
      cover: 'produce',
      hints: { market: { produce: ['turmeric', 'paprika', 'cumin', 'rice', 'chilies', 'lentils'] } },
    },
    category: 'markets',
    description:
      'South Asian and Middle Eastern groceries: basmati in big sacks, fresh curry leaves, halal frozen kebabs and a wall of spices. Friendly staff who will help you find the right masala.',
    address: '3615 S Creasy Ln',
    city: 'Lafayette',
    zip: '47905',
    website: true,
  },
  {
    name: 'Prairie Zabiha Butcher',
    pictures: { cover: 'shop-front', hints: { shop: 'butcher' } },
    category: 'markets',
    description:
      'A small butcher shop selling hand-slaughtered zabiha beef, lamb and goat from Indiana farms, with whole animals available for Eid and aqiqah orders. Call ahead for custom cuts.',
    address: '2900 N First Ave',
    city: 'Evansville',
    zip: '47710',
    website: false,
  },
  {
    name: 'Shawarma Wheels Indy',
    cuisines: ['middle_eastern'],
    pictures: {
      cover: 'food-truck',
      gallery: ['dish'],
      hints: {
        vehicle: 'truck',
        paint: 'tangerine',
        menu: { mains: ['wraps'], sides: ['fries', 'garlic-sauce', 'chilies', 'lemon'] },
      },
    },
    category: 'mobile-businesses',
    description:
      'A bright orange food truck rolling chicken and beef shawarma wraps, loaded fries and garlic sauce around downtown at lunch. Certified halal meat, posted locations every morning on Instagram.',
    address: '1150 E Washington St',
    city: 'Indianapolis',
    zip: '46202',
    website: false,
    instagram: '@shawarmawheelsindy',
    featured: true,
  },
  {
    name: 'Kebab Rover',
    cuisines: ['afghan', 'pakistani'],
    pictures: {
      cover: 'food-truck',
      hints: { vehicle: 'trailer', menu: { mains: ['flatbread'], sides: ['skewers', 'chilies', 'salad'] } },
    },
    category: 'mobile-businesses',
    description:
      'A food trailer grilling Afghan-style chapli kebabs and chicken tikka rolls at farmers markets and campus events. Halal meat, homemade chutneys and a line that moves fast.',
    address: '1800 S Walnut St',
    city: 'Bloomington',
    zip: '47401',
    website: false,
    instagram: 'kebabrover',
  },
  {
    name: 'Chai Cart Co.',
    cuisines: ['coffee', 'pakistani'],
    pictures: { cover: 'food-truck', hints: { vehicle: 'cart' } },
    category: 'mobile-businesses',
    alsoIn: ['coffee-shops'],
    description:
      'A vintage cart serving karak chai, masala chai and cardamom cold brew at markets, weddings and mosque open houses. Muslim-owned, with halal samosas and biscuits on the side.',
    address: '14390 Clay Terrace Blvd',
    city: 'Carmel',
    zip: '46032',
    website: false,
    instagram: 'chaicartco',
  },
  {
    name: 'Halal Taco Caravan',
    cuisines: ['mexican'],
    pictures: {
      cover: 'food-truck',
      gallery: ['dish'],
      hints: { vehicle: 'truck', menu: { mains: ['tacos'], sides: ['lime', 'consomme', 'red-onion'] } },
    },
    category: 'mobile-businesses',
    description:
      'Mexican street tacos with a halal twist: birria de res, chicken al pastor and consommé for dipping. A Purdue-area favorite on weekend nights, with all meat certified halal.',
    address: '3000 Kent Ave',
    city: 'West Lafayette',
    zip: '47906',
    website: false,
    instagram: '@halaltacocaravan',
  },
  {
    name: 'Harissa House',
    cuisines: ['mediterranean'],
    pictures: {
      cover: 'dish',
      hints: { menu: { mains: ['couscous', 'flatbread'], sides: ['chilies', 'salad', 'lemon'] } },
    },
    category: 'restaurants',
    status: 'pending',
    description:
      'Tunisian home cooking: couscous with lamb, brik with egg and spicy harissa made in small batches. All meat is certified halal.',
    address: '1251 N Madison Ave',
    city: 'Greenwood',
    zip: '46142',
    website: true,
    instagram: 'harissahouse',
  },
  {
    name: 'Sweet Medina Desserts',
    cuisines: ['desserts', 'egyptian'],
    pictures: { cover: 'baked-goods', hints: { bakery: { bakes: ['baklava', 'cookies', 'maamoul'] } } },
    category: 'bakeries',
    status: 'pending',
    description:
      'Date-filled pastries, basbousa and custom cakes for weddings and Eid gatherings. Gelatin-free and made with halal ingredients.',
    address: '2000 W University Ave',
    city: 'Muncie',
    zip: '47303',
    website: true,
  },
  {
    name: 'Northside Fuel & Grill',
    cuisines: ['american', 'burgers'],
    pictures: { cover: 'dish', hints: { menu: { mains: ['wraps'], sides: ['fries', 'salad'] } } },
    category: 'restaurants',
    status: 'rejected',
    rejectionReason:
      "We could not confirm halal sourcing for the grill menu. Please resubmit with your supplier's halal certificate.",
    description: 'Gas station grill with burgers, wings and fries.',
    address: '3100 S Lafayette St',
    city: 'Kokomo',
    zip: '46902',
    website: false,
  },
];

const AREA_CODES: Record<string, string> = {
  Indianapolis: '317',
  Fishers: '317',
  Carmel: '317',
  Noblesville: '317',
  Greenwood: '317',
  'Fort Wayne': '260',
  Bloomington: '812',
  Evansville: '812',
  Lafayette: '765',
  'West Lafayette': '765',
  Muncie: '765',
  Kokomo: '765',
  'South Bend': '574',
};

/** A fictional number (555-0100 to 555-0199 are reserved for fiction) with the city's area code. */
export function demoPhone(city: string, n: number): string {
  return `${AREA_CODES[city] ?? '317'}-555-01${String(n % 100).padStart(2, '0')}`;
}

export function demoMapsUrl(location: { address: string; city: string; zip: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location.address}, ${location.city}, IN ${location.zip}`)}`;
}
