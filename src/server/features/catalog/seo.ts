import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  ALL_BUSINESSES_SLUG,
  businessPhone,
  DIRECTORY_CURRENCY,
  hoursOfLocation,
  type LiveTopic,
  openingHoursSpecification,
} from '../../../domain';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { businesses, businessSlugRedirects, categories } from '../../db/schema';
import { type Translate, translate, translator } from '../../i18n/catalogues';
import { escapeHtml } from '../../mail/templates';
import { isPublic } from '../listing-rules';
import { getSharedList } from '../saved/saved';
import { getBusinessPage } from './catalog';

export interface PageMeta {
  /** 301: the page moved for good to `redirect` (a place merged into another, issue 35). */
  status: 200 | 301 | 404;
  redirect?: string;
  title: string;
  description: string;
  path: string;
  image?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** A page's title as the browser tab shows it: the page, then the site (as the web's PageTitle writes it). */
const titled = (t: Translate, page: string) => `${page} — ${t('Indiana Halal Directory')}`;

const defaultDescription = (t: Translate) =>
  t('The community guide to halal and Muslim-owned food businesses in Indiana.');

/** The app's own pages, in the reader's language. */
function staticPages(t: Translate): Record<string, { title: string; description?: string; noindex?: boolean }> {
  return {
    '/': { title: t('Indiana Halal Directory — halal restaurants, cafés, bakeries and markets') },
    '/contact': {
      title: titled(t, t('Contact Us')),
      description: t('Questions, corrections or partnership ideas: write to the team.'),
    },
    '/data': {
      title: titled(t, t('Open data')),
      description: t('The halal places of Indiana as CSV and GeoJSON, and an API to read them, under CC BY 4.0.'),
    },
    '/data/api': {
      title: titled(t, t('API documentation')),
      description: t('How to read the halal places of Indiana from your own code: the public read API.'),
    },
    '/submit-business': {
      title: titled(t, t('Submit Your Business')),
      description: t('Add your halal or Muslim-owned food business to the directory for free.'),
    },
    '/auth': { title: titled(t, t('Sign In')), noindex: true },
    '/profile': { title: titled(t, t('Profile')), noindex: true },
    '/passport': { title: titled(t, t('Digital Halal Passport')), noindex: true },
    '/admin': { title: titled(t, t('Admin Dashboard')), noindex: true },
    '/business': { title: titled(t, t('Business Dashboard')), noindex: true },
    '/email-confirmation': { title: titled(t, t('Email Confirmation')), noindex: true },
    '/forgot-password': { title: titled(t, t('Forgot Password')), noindex: true },
    '/reset-password': { title: titled(t, t('Reset Password')), noindex: true },
    '/chats': { title: titled(t, t('My Chats')), noindex: true },
    '/saved': { title: titled(t, t('Saved places')), noindex: true },
  };
}

const notFoundMeta = (t: Translate, path: string): PageMeta => ({
  status: 404,
  title: titled(t, t('Page not found')),
  description: defaultDescription(t),
  path,
  noindex: true,
});

/** A %-encoded path piece decoded, or null when its escapes are malformed (`%E0%A4%A`): such a path names no page. */
function decodePiece(piece: string): string | null {
  try {
    return decodeURIComponent(piece);
  } catch {
    return null;
  }
}

/**
 * What the server puts in <head> for a path, so shared links preview without running the app: in `locale`,
 * the page's language (business content stays as written).
 */
export async function pageMeta(db: Db, path: string, locale: Locale = DEFAULT_LOCALE): Promise<PageMeta> {
  const t = translator(locale);
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  // One conversation (/chats/{id}) is the My Chats page with that conversation open.
  // One list (/saved/{id}) is a page of 'Saved places'.
  const staticPath = /^\/chats\/[^/]+$/.test(clean) ? '/chats' : /^\/saved\/[^/]+$/.test(clean) ? '/saved' : clean;
  const page = staticPages(t)[staticPath];
  if (page) return { status: 200, description: defaultDescription(t), path: clean, ...page, title: page.title };

  const categoryPiece = clean.match(/^\/c\/([^/]+)$/)?.[1];
  if (categoryPiece) {
    const category = decodePiece(categoryPiece);
    if (category === null) return notFoundMeta(t, clean);
    const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.slug, category));
    if (!row) return notFoundMeta(t, clean);
    // The words of the category page's own header (the web's CategoryPage).
    const name = translate(locale, row.name);
    const label = category === ALL_BUSINESSES_SLUG ? t('businesses') : name.toLowerCase();
    return {
      status: 200,
      title: titled(t, name),
      description: t('Discover the best halal {label} in Indiana!', { label }),
      path: clean,
    };
  }

  const slugPiece = clean.match(/^\/r\/([^/]+)$/)?.[1];
  if (slugPiece) {
    const slug = decodePiece(slugPiece);
    if (slug === null) return notFoundMeta(t, clean);
    try {
      const business = await getBusinessPage(db, slug, null);
      if (business.slug !== slug.toLowerCase() && (await leadsTo(db, slug, business.id)))
        return { ...notFoundMeta(t, clean), status: 301, redirect: `/r/${business.slug}` };
      const primary = business.locations.find((l) => l.isPrimary);
      const place = primary?.city?.trim() || business.city?.trim() || t('Indiana');
      return {
        status: 200,
        title: titled(t, business.name),
        description:
          business.description?.slice(0, 200) ||
          t('{business}, a halal business in {place}.', { business: business.name, place }),
        path: `/r/${business.slug}`,
        image: business.imageUrl ?? undefined,
        jsonLd: businessJsonLd(business, primary),
      };
    } catch {
      return notFoundMeta(t, clean);
    }
  }
  // Issue 36: a list shared by its link; not found once its owner stops sharing it. Never indexed.
  const sharePiece = clean.match(/^\/l\/([^/]+)$/)?.[1];
  if (sharePiece) {
    try {
      const list = await getSharedList(db, sharePiece);
      const name =
        list.kind === 'want_to_go' ? t('Want to go') : list.kind === 'favourites' ? t('Favourites') : list.name;
      return {
        status: 200,
        title: titled(t, name ?? ''),
        description: t('A list of halal places saved by {name}', { name: list.owner }),
        path: clean,
        noindex: true,
      };
    } catch {
      return notFoundMeta(t, clean);
    }
  }
  return notFoundMeta(t, clean);
}

/** Whether `slug` is an old slug of the business `id` (a place merged into it): its page moved for good. */
async function leadsTo(db: Db, slug: string, id: string) {
  const [row] = await db
    .select({ id: businessSlugRedirects.businessId })
    .from(businessSlugRedirects)
    .where(and(eq(businessSlugRedirects.slug, slug.toLowerCase()), eq(businessSlugRedirects.businessId, id)));
  return row !== undefined;
}

/**
 * What a path's meta is read from, for the read cache: a business page's from businesses (dropped at any
 * event of theirs, which also turns a cached 404 into the page of a newly approved business), a category
 * page's from categories (no live topic: kept for the cache's time to live). Null when it reads nothing.
 */
export function pageMetaTopics(path: string): readonly LiveTopic[] | null {
  if (/^\/r\/[^/]+\/?$/.test(path)) return ['businesses'];
  if (/^\/c\/[^/]+\/?$/.test(path)) return [];
  return null;
}

type BusinessPage = Awaited<ReturnType<typeof getBusinessPage>>;
type PageLocation = BusinessPage['locations'][number];

/** Issue 17: the hours of the primary location, else of the first open location that has hours. */
function openingHoursOf(business: BusinessPage, primary: PageLocation | undefined) {
  const withHours = primary?.weeklyHours
    ? primary
    : business.locations.find((l) => l.weeklyHours !== null && !l.comingSoon);
  const specification = withHours ? openingHoursSpecification(hoursOfLocation(withHours)) : [];
  return specification.length > 0 ? specification : undefined;
}

function businessJsonLd(business: BusinessPage, primary: PageLocation | undefined) {
  const type = business.category?.slug === 'restaurants' || !business.category ? 'Restaurant' : 'LocalBusiness';
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: business.name,
    description: business.description ?? undefined,
    image: business.imageUrl ?? undefined,
    // The number the page's Call button dials (decision 012).
    telephone: businessPhone(business, business.locations) ?? undefined,
    url: business.websiteUrl ?? undefined,
    servesCuisine: type === 'Restaurant' ? 'Halal' : undefined,
    // Issue 37: the owner's menu, each halal dish suited to a halal diet (schema.org's RestrictedDiet); without a
    // menu, a place whose stated level is fully halal says so as issue 16 did.
    ...(business.menu.length > 0
      ? { hasMenu: menuJsonLd(business.menu) }
      : business.halal.profiles.some((p) => p.level === 'fully')
        ? {
            hasMenu: {
              '@type': 'Menu',
              hasMenuItem: { '@type': 'MenuItem', name: 'Halal menu', suitableForDiet: 'https://schema.org/HalalDiet' },
            },
          }
        : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: primary?.address ?? business.address ?? undefined,
      addressLocality: primary?.city?.trim() || business.city?.trim() || undefined,
      addressRegion: primary?.state ?? business.state ?? 'IN',
      postalCode: primary?.zip ?? business.zip ?? undefined,
      addressCountry: 'US',
    },
    // Issue 17: where the primary location is pinned, and when the business is open.
    geo:
      primary && primary.latitude !== null && primary.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: primary.latitude, longitude: primary.longitude }
        : undefined,
    // A permanently closed place (issue 16) has no hours left to tell a search engine.
    openingHoursSpecification: business.closedAt ? undefined : openingHoursOf(business, primary),
    aggregateRating:
      business.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Number(business.rating.average.toFixed(1)),
            reviewCount: business.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

/** schema.org Menu → MenuSection → MenuItem, with the price in dollars and HalalDiet where the dish is halal. */
function menuJsonLd(menu: BusinessPage['menu']) {
  return {
    '@type': 'Menu',
    hasMenuSection: menu.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.items.map((item) => ({
        '@type': 'MenuItem',
        name: item.name,
        description: item.description ?? undefined,
        offers:
          item.priceCents === null
            ? undefined
            : { '@type': 'Offer', price: (item.priceCents / 100).toFixed(2), priceCurrency: DIRECTORY_CURRENCY },
        suitableForDiet: item.halal === 'halal' ? 'https://schema.org/HalalDiet' : undefined,
      })),
    })),
  };
}

function absolute(publicUrl: string, url: string) {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;
}

/** index.html with the page's title, description, canonical link, Open Graph tags and JSON-LD. */
export function renderHead(indexHtml: string, meta: PageMeta, publicUrl: string): string {
  const canonical = `${publicUrl}${meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    '<meta property="og:site_name" content="Indiana Halal Directory" />',
    `<meta property="og:type" content="${meta.jsonLd ? 'restaurant' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(publicUrl, meta.image))}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replaceAll('<', '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, not strings: in a replacement string `$&`, `$'` and `` $` `` are patterns, so a
  // business named with them would paste copies of the page into its own head.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, () => '')
    .replace(/<meta name="description"[^>]*>\s*/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** At most this many URLs in one child sitemap (the protocol allows 50,000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 10_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

function urlEntry(publicUrl: string, loc: string, lastmod?: Date) {
  const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(publicUrl + loc)}</loc>${date}</url>`;
}

/**
 * The first slug of each child sitemap of businesses, in slug order: one pass over the public slugs (an
 * index-only scan on `(slug) where public`), so a child sitemap then starts at its slug (keyset, no OFFSET).
 */
export async function businessSitemapStarts(db: Db, pageSize = SITEMAP_PAGE_SIZE): Promise<string[]> {
  const rows = await db.execute<{ slug: string }>(sql`
    select slug from (
      select ${businesses.slug} as slug, row_number() over (order by ${businesses.slug}) as n
      from ${businesses} where ${isPublic}
    ) numbered where (n - 1) % ${pageSize} = 0 order by slug`);
  return rows.rows.map((r) => r.slug);
}

/** sitemap.xml: an index of the child sitemaps, the pages one and one per `SITEMAP_PAGE_SIZE` businesses. */
export function sitemapIndexXml(publicUrl: string, businessSitemaps: number): string {
  const files = ['/sitemaps/pages.xml'];
  for (let n = 1; n <= businessSitemaps; n++) files.push(`/sitemaps/businesses-${n}.xml`);
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeHtml(publicUrl + file)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** sitemaps/pages.xml: the home page, the contact page, the open data page and every category. */
export async function pagesSitemapXml(db: Db, publicUrl: string): Promise<string> {
  const cats = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position));
  return [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urlEntry(publicUrl, '/'),
    urlEntry(publicUrl, '/contact'),
    urlEntry(publicUrl, '/data'),
    urlEntry(publicUrl, '/data/api'),
    ...cats.map((c) => urlEntry(publicUrl, `/c/${c.slug}`)),
    '</urlset>',
  ].join('\n');
}

/** sitemaps/businesses-N.xml: up to `pageSize` public businesses in slug order, from the slug `from` on. */
export async function businessSitemapXml(
  db: Db,
  publicUrl: string,
  from: string,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string> {
  const rows = await db
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(and(isPublic, gte(businesses.slug, from)))
    .orderBy(asc(businesses.slug))
    .limit(pageSize);
  return [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...rows.map((b) => urlEntry(publicUrl, `/r/${b.slug}`, b.updatedAt)),
    '</urlset>',
  ].join('\n');
}
