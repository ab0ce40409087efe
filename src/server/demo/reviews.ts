/**
 * Demo reviews by the reviewer accounts (index into DEMO_REVIEWERS), at most one per reviewer and
 * business. Several approved businesses are left without reviews on purpose.
 */
export interface DemoReview {
  business: string;
  reviewer: number;
  rating: number;
  comment: string;
  daysAgo: number;
}

export const DEMO_REVIEWERS = [
  { firstName: 'Amina', lastName: 'Siddiqui' },
  { firstName: 'Omar', lastName: 'Farouk' },
  { firstName: 'Layla', lastName: 'Haddad' },
  { firstName: 'Ibrahim', lastName: 'Okafor' },
  { firstName: 'Sara', lastName: 'Malik' },
  { firstName: 'Daniel', lastName: 'Brooks' },
];

export const DEMO_REVIEWS: DemoReview[] = [
  {
    business: 'Saffron Lantern Kitchen',
    reviewer: 0,
    rating: 5,
    comment:
      'The best biryani I have had outside of Hyderabad. The rice is perfectly layered and the chicken falls apart. We come every Friday after Jummah.',
    daysAgo: 4,
  },
  {
    business: 'Saffron Lantern Kitchen',
    reviewer: 1,
    rating: 5,
    comment:
      'Weekend haleem sells out fast, so go early. Staff were warm with our kids and brought extra naan without asking.',
    daysAgo: 19,
  },
  {
    business: 'Saffron Lantern Kitchen',
    reviewer: 2,
    rating: 4,
    comment:
      'Great lunch thali for the price. Mirchi ka salan was a little too mild for me, but everything else was spot on.',
    daysAgo: 37,
  },
  {
    business: 'Saffron Lantern Kitchen',
    reviewer: 3,
    rating: 5,
    comment:
      'Hosted a family dinner for 14 people here. They set up a long table, the food came out hot and the double ka meetha was a hit.',
    daysAgo: 62,
  },
  {
    business: 'Saffron Lantern Kitchen',
    reviewer: 4,
    rating: 4,
    comment:
      'Delicious food and clearly halal, they are happy to tell you about their suppliers. Parking fills up on weekends.',
    daysAgo: 95,
  },
  {
    business: 'Saffron Lantern Kitchen',
    reviewer: 5,
    rating: 3,
    comment:
      'Food was good but we waited almost 40 minutes on a busy Saturday night. I would go on a weeknight next time.',
    daysAgo: 128,
  },
  {
    business: 'Zaytoon Grill House',
    reviewer: 0,
    rating: 5,
    comment: 'The toum alone is worth the drive. Mixed grill platter easily feeds two.',
    daysAgo: 11,
  },
  {
    business: 'Zaytoon Grill House',
    reviewer: 2,
    rating: 4,
    comment:
      'Tasted just like the shawarma back home in Amman. Fries were a bit soggy by the time we got home with takeout.',
    daysAgo: 48,
  },
  {
    business: 'Zaytoon Grill House',
    reviewer: 3,
    rating: 5,
    comment: 'Charcoal flavor on the kebabs is fantastic. Friendly owner who remembered us on our second visit.',
    daysAgo: 83,
  },
  {
    business: 'Zaytoon Grill House',
    reviewer: 5,
    rating: 4,
    comment: 'Solid spot in Fort Wayne for halal food. Try the shish tawook wrap with pickles.',
    daysAgo: 140,
  },
  {
    business: 'Jubba River Kitchen',
    reviewer: 1,
    rating: 5,
    comment: 'Goat and rice was tender and fragrant, and the portion was huge. Do not skip the sambusa.',
    daysAgo: 8,
  },
  {
    business: 'Jubba River Kitchen',
    reviewer: 3,
    rating: 5,
    comment: 'Authentic Somali food, exactly like my aunt makes. The spiced tea after the meal is perfect.',
    daysAgo: 54,
  },
  {
    business: 'Jubba River Kitchen',
    reviewer: 4,
    rating: 4,
    comment: 'First time trying Somali food and I loved the suqaar. Small dining room, so we took ours to go.',
    daysAgo: 101,
  },
  {
    business: 'Anatolia Hearth',
    reviewer: 2,
    rating: 4,
    comment: 'Lahmacun is thin and crispy, just right with lemon and parsley. It gets loud when classes let out.',
    daysAgo: 26,
  },
  {
    business: 'Anatolia Hearth',
    reviewer: 5,
    rating: 5,
    comment: 'Cheese and sucuk pide straight from the wood oven. Best study break near campus.',
    daysAgo: 72,
  },
  {
    business: 'Five Rivers Tandoor',
    reviewer: 0,
    rating: 5,
    comment:
      'Chicken karahi was rich and spicy, and the garlic naan came out blistered from the tandoor. Highly recommend.',
    daysAgo: 15,
  },
  {
    business: 'Five Rivers Tandoor',
    reviewer: 1,
    rating: 4,
    comment: 'Weekend buffet has great variety and they keep it fresh. A little pricey for the weekday lunch.',
    daysAgo: 67,
  },
  {
    business: 'Five Rivers Tandoor',
    reviewer: 4,
    rating: 2,
    comment:
      'My seekh kebabs were dry and the order took a long time. The naan was good, so I may give it another try.',
    daysAgo: 112,
  },
  {
    business: 'Nile Breeze Eatery',
    reviewer: 3,
    rating: 5,
    comment: 'Koshari for under ten dollars that actually fills you up. A lifesaver during finals week.',
    daysAgo: 22,
  },
  {
    business: 'Nile Breeze Eatery',
    reviewer: 5,
    rating: 4,
    comment: 'Falafel is made with fava beans the Egyptian way, green and fluffy inside. Limited seating.',
    daysAgo: 88,
  },
  {
    business: 'Silk Road Noodle Bar',
    reviewer: 0,
    rating: 5,
    comment:
      'Watching them pull the noodles is half the fun. Laghman had so much flavor and the lamb skewers were perfectly spiced.',
    daysAgo: 30,
  },
  {
    business: 'Silk Road Noodle Bar',
    reviewer: 2,
    rating: 5,
    comment: 'I did not know there was Uyghur food in Carmel. Polo was comforting and generous.',
    daysAgo: 59,
  },
  {
    business: 'Silk Road Noodle Bar',
    reviewer: 4,
    rating: 4,
    comment: 'Great noodles. Ask for the spicy version if you like heat; the regular is mild.',
    daysAgo: 150,
  },
  {
    business: 'Cardamom & Crema',
    reviewer: 1,
    rating: 5,
    comment:
      'Adeni chai is creamy and perfectly spiced, and the honey cake is dangerous. Quiet enough to work for hours.',
    daysAgo: 3,
  },
  {
    business: 'Cardamom & Crema',
    reviewer: 2,
    rating: 5,
    comment: 'Love that there is a prayer corner. The qishr is something I have not found anywhere else in Indiana.',
    daysAgo: 41,
  },
  {
    business: 'Cardamom & Crema',
    reviewer: 3,
    rating: 4,
    comment: 'Really good pour-over and friendly baristas. It can be hard to find a table on weekend mornings.',
    daysAgo: 77,
  },
  {
    business: 'Cardamom & Crema',
    reviewer: 5,
    rating: 4,
    comment: 'Date scone with a cardamom latte is my new favorite breakfast.',
    daysAgo: 119,
  },
  {
    business: 'Mocha Port Coffee Co.',
    reviewer: 0,
    rating: 4,
    comment: 'The Yemeni coffee is strong and fragrant. Nice to have a halal sandwich option downtown.',
    daysAgo: 35,
  },
  {
    business: 'Mocha Port Coffee Co.',
    reviewer: 4,
    rating: 3,
    comment: 'Coffee was good but the pastry case was almost empty in the afternoon. Come in the morning.',
    daysAgo: 90,
  },
  {
    business: 'Golden Simit Bakery',
    reviewer: 1,
    rating: 5,
    comment:
      'Simit still warm at 8 am with a glass of tea, just like Istanbul. The cheese börek is flaky and not greasy.',
    daysAgo: 6,
  },
  {
    business: 'Golden Simit Bakery',
    reviewer: 3,
    rating: 4,
    comment: 'Pistachio baklava is excellent. I wish they opened a little earlier on weekdays.',
    daysAgo: 45,
  },
  {
    business: 'Golden Simit Bakery',
    reviewer: 5,
    rating: 5,
    comment: 'Ordered two trays of börek for a party and everyone asked where they came from.',
    daysAgo: 103,
  },
  {
    business: 'Kunafa Lane Sweets',
    reviewer: 0,
    rating: 5,
    comment: 'Kunafa comes out of the oven bubbling, with the right amount of syrup. Worth every calorie.',
    daysAgo: 12,
  },
  {
    business: 'Kunafa Lane Sweets',
    reviewer: 2,
    rating: 5,
    comment: 'Their maamoul tastes like my grandmother’s. We ordered a big box for Eid and it was gone in a day.',
    daysAgo: 70,
  },
  {
    business: 'Kunafa Lane Sweets',
    reviewer: 4,
    rating: 4,
    comment: 'Loved the ashta cups. It is a small shop, so there is usually a line in the evening.',
    daysAgo: 133,
  },
  {
    business: 'Crossroads Halal Meat & Grocery',
    reviewer: 3,
    rating: 4,
    comment: 'The butchers cut lamb exactly how you ask. Good prices on rice and spices too.',
    daysAgo: 28,
  },
  {
    business: 'Crossroads Halal Meat & Grocery',
    reviewer: 5,
    rating: 3,
    comment: 'Great meat selection but the checkout line was slow and the produce section was picked over.',
    daysAgo: 97,
  },
  {
    business: 'Olive Branch International Foods',
    reviewer: 2,
    rating: 4,
    comment: 'Fresh pita every morning and the best olive bar in Bloomington. Za’atar by the scoop is a great deal.',
    daysAgo: 52,
  },
  {
    business: 'Shawarma Wheels Indy',
    reviewer: 1,
    rating: 5,
    comment: 'Found the truck downtown at lunch. Generous wraps, crispy fries and the garlic sauce is addictive.',
    daysAgo: 9,
  },
  {
    business: 'Shawarma Wheels Indy',
    reviewer: 4,
    rating: 4,
    comment: 'Tasty and quick. Check their Instagram before heading out since the spot changes daily.',
    daysAgo: 64,
  },
  {
    business: 'Chai Cart Co.',
    reviewer: 0,
    rating: 5,
    comment: 'We booked the chai cart for our nikah reception and guests are still talking about the karak chai.',
    daysAgo: 80,
  },
];
