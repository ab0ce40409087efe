-- The six categories of SPEC §2; all-businesses is the virtual category that lists every approved business.
INSERT INTO "categories" ("name", "slug", "position") VALUES
  ('Restaurants', 'restaurants', 1),
  ('Coffee Shops', 'coffee-shops', 2),
  ('Bakeries', 'bakeries', 3),
  ('Markets', 'markets', 4),
  ('Mobile Businesses', 'mobile-businesses', 5),
  ('All Businesses', 'all-businesses', 6)
ON CONFLICT ("slug") DO NOTHING;
