import DOMPurify, { type UponSanitizeAttributeHook } from 'isomorphic-dompurify';

/**
 * An attribute value that could make the browser fetch something, or that hides what it says behind a
 * CSS escape (`\75 rl(` is `url(`, `@\69mport` is `@import`), so no pattern could vouch for it. Only
 * `url(#id)` stays: it points inside the file and is how fills use gradients and patterns. `src(` and
 * `image(` are the newer CSS spellings that load a URL like `url(` does. The value the hook sees is the
 * parsed one, so `&#92;` has already become a backslash.
 */
const LOADS_OR_HIDES = /\\|url\((?!\s*['"]?\s*#)|image-set\(|image\(|src\(|@import|expression\(/i;

const dropHostileAttribute: UponSanitizeAttributeHook = (_node, attribute) => {
  if (LOADS_OR_HIDES.test(attribute.attrValue)) attribute.keepAttr = false;
};

/**
 * Cleans an uploaded SVG logo: no scripts, no event handlers, no foreign content, no CSS and no
 * references outside the file (only `#fragment` links survive). Returns null when nothing drawable is left.
 */
export function sanitizeSvg(source: string): string | null {
  // A logo needs no stylesheet, and CSS has too many ways to load a URL (escapes, image-set(), @import)
  // to filter it reliably, so every <style> element and style attribute goes; presentation attributes
  // (fill, stroke…) still draw. DOMPurify's hooks are global to the module, so ours is only in place for
  // this call (sanitize is synchronous: no other caller can run in between).
  DOMPurify.addHook('uponSanitizeAttribute', dropHostileAttribute);
  try {
    const clean = DOMPurify.sanitize(source, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['script', 'style', 'foreignObject', 'iframe', 'embed', 'object', 'use', 'image', 'a'],
      FORBID_ATTR: ['style', 'xlink:href', 'href', 'src', 'action', 'formaction'],
      ALLOW_DATA_ATTR: false,
    });
    return /^\s*<svg[\s>]/i.test(clean) ? clean : null;
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute', dropHostileAttribute);
  }
}
