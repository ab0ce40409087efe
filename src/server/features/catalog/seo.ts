import { asc, eq } from 'drizzle-orm';
import { ALL_BUSINESSES_SLUG } from '../../../domain';
import type { Db } from '../../db/client';
import { businesses, categories } from '../../db/schema';
import { escapeHtml } from '../../mail/templates';
import { getBusinessPage } from './catalog';
import { isPublic } from './listing-rules';

const SITE = 'Indiana Halal Directory';
const DEFAULT_DESCRIPTION = 'The community guide to halal and Muslim-owned food businesses in Indiana.';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  path: string;
  image?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

const STATIC_PAGES: Record<string, { title: string; description?: string; noindex?: boolean }> = {
  '/': { title: `${SITE} — halal restaurants, cafés, bakeries and markets` },
  '/contact': {
    title: `Contact Us — ${SITE}`,
    description: 'Questions, corrections or partnership ideas: write to the team.',
  },
  '/submit-business': {
    title: `Submit Your Business — ${SITE}`,
    description: 'Add your halal or Muslim-owned food business to the directory for free.',
  },
  '/auth': { title: `Sign In — ${SITE}`, noindex: true },
  '/profile': { title: `Profile — ${SITE}`, noindex: true },
  '/passport': { title: `Digital Halal Passport — ${SITE}`, noindex: true },
  '/admin': { title: `Admin Dashboard — ${SITE}`, noindex: true },
  '/business': { title: `Business Dashboard — ${SITE}`, noindex: true },
  '/email-confirmation': { title: `Email Confirmation — ${SITE}`, noindex: true },
  '/forgot-password': { title: `Forgot Password — ${SITE}`, noindex: true },
  '/reset-password': { title: `Reset Password — ${SITE}`, noindex: true },
  '/chats': { title: `My Chats — ${SITE}`, noindex: true },
};

const notFoundMeta = (path: string): PageMeta => ({
  status: 404,
  title: `Page not found — ${SITE}`,
  description: DEFAULT_DESCRIPTION,
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

/** What the server puts in <head> for a path, so shared links preview without running the app. */
export async function pageMeta(db: Db, path: string): Promise<PageMeta> {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  // One conversation (/chats/{id}) is the My Chats page with that conversation open.
  const page = STATIC_PAGES[/^\/chats\/[^/]+$/.test(clean) ? '/chats' : clean];
  if (page) return { status: 200, description: DEFAULT_DESCRIPTION, path: clean, ...page, title: page.title };

  const categoryPiece = clean.match(/^\/c\/([^/]+)$/)?.[1];
  if (categoryPiece) {
    const category = decodePiece(categoryPiece);
    if (category === null) return notFoundMeta(clean);
    const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.slug, category));
    if (!row) return notFoundMeta(clean);
    const label = category === ALL_BUSINESSES_SLUG ? 'halal businesses' : `halal ${row.name.toLowerCase()}`;
    return {
      status: 200,
      title: `${row.name} — ${SITE}`,
      description: `Discover the best ${label} in Indiana!`,
      path: clean,
    };
  }

  const slugPiece = clean.match(/^\/r\/([^/]+)$/)?.[1];
  if (slugPiece) {
    const slug = decodePiece(slugPiece);
    if (slug === null) return notFoundMeta(clean);
    try {
      const business = await getBusinessPage(db, slug, null);
      const primary = business.locations.find((l) => l.isPrimary);
      return {
        status: 200,
        title: `${business.name} — ${SITE}`,
        description:
          business.description?.slice(0, 200) ||
          `${business.name}, a halal business in ${primary?.city?.trim() || business.city?.trim() || 'Indiana'}.`,
        path: `/r/${business.slug}`,
        image: business.imageUrl ?? undefined,
        jsonLd: businessJsonLd(business, primary),
      };
    } catch {
      return notFoundMeta(clean);
    }
  }
  return notFoundMeta(clean);
}

type BusinessPage = Awaited<ReturnType<typeof getBusinessPage>>;

function businessJsonLd(business: BusinessPage, primary: BusinessPage['locations'][number] | undefined) {
  const type = business.category?.slug === 'restaurants' || !business.category ? 'Restaurant' : 'LocalBusiness';
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: business.name,
    description: business.description ?? undefined,
    image: business.imageUrl ?? undefined,
    telephone: business.phone ?? primary?.phone ?? undefined,
    url: business.websiteUrl ?? undefined,
    servesCuisine: type === 'Restaurant' ? 'Halal' : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: primary?.address ?? business.address ?? undefined,
      addressLocality: primary?.city?.trim() || business.city?.trim() || undefined,
      addressRegion: primary?.state ?? business.state ?? 'IN',
      postalCode: primary?.zip ?? business.zip ?? undefined,
      addressCountry: 'US',
    },
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
    `<meta property="og:site_name" content="${SITE}" />`,
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

/** sitemap.xml: the home page, every category and every public business. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const [cats, biz] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position)),
    db
      .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
      .from(businesses)
      .where(isPublic)
      .orderBy(asc(businesses.slug)),
  ]);
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    url('/contact'),
    ...cats.map((c) => url(`/c/${c.slug}`)),
    ...biz.map((b) => url(`/r/${b.slug}`, b.updatedAt)),
    '</urlset>',
  ].join('\n');
}
