/**
 * The id of the `<script type="application/json">` in a page the server rendered: the data it was rendered
 * with, which the browser hydrates the page with (entry-server.tsx writes it, main.tsx reads it).
 */
export const PAGE_DATA_ID = 'page-data';

/**
 * The id of the `<script type="application/json">` every page the server sends carries: Indiana's time
 * zones' offsets around today (domain/zoned-time.ts `offsetSpans`, written by the server's web.ts), which
 * main.tsx teaches the clock before the page is drawn, so no Intl formatter is built to read a place's hours.
 */
export const ZONE_OFFSETS_ID = 'zone-offsets';

/**
 * The id of the `<script type="application/json">` with the moment (milliseconds since 1970, the server's
 * clock) a rendered page was sent to a visitor without a session. main.tsx counts the age of the page's data
 * from it, on the browser's clock, so data still fresh is not asked for again as the page comes alive.
 */
export const SERVED_AT_ID = 'served-at';
