/**
 * The first script of a page the server rendered (web.ts names it before the app's entry). The page is
 * readable and its links and forms work before any of its code has run; its code is announced with the
 * HTML and arrives meanwhile. This script keeps what a person taps in that time from being lost
 * (early-taps.ts).
 */
import { holdEarlyTaps } from './early-taps';

const root = document.getElementById('root');
if (root) holdEarlyTaps({ root });
