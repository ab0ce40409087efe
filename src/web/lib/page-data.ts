/**
 * The id of the `<script type="application/json">` in a page the server rendered: the data it was rendered
 * with, which the browser hydrates the page with (entry-server.tsx writes it, main.tsx reads it).
 */
export const PAGE_DATA_ID = 'page-data';
