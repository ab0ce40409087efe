import DOMPurify from 'isomorphic-dompurify';

/**
 * Cleans an uploaded SVG logo: no scripts, no event handlers, no foreign content and no references
 * outside the file (only `#fragment` links survive). Returns null when nothing drawable is left.
 */
export function sanitizeSvg(source: string): string | null {
  const clean = DOMPurify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object', 'use', 'image', 'a'],
    FORBID_ATTR: ['xlink:href', 'href', 'src', 'action', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
  const withoutExternalCss = clean.replace(/url\(\s*['"]?(?!#)[^)]*\)/gi, 'none').replace(/@import[^;]*;?/gi, '');
  return /^\s*<svg[\s>]/i.test(withoutExternalCss) ? withoutExternalCss : null;
}
