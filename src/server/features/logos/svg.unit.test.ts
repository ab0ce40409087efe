import DOMPurify from 'isomorphic-dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg';

const logo = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('SVG logo sanitising', () => {
  it('removes scripts, event handlers and external references, and keeps the drawing', () => {
    const dirty = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert('x')</script>
      <rect width="10" height="10" fill="green" onclick="steal()"/>
      <image href="https://tracker.example.com/p.png"/>
      <a href="javascript:alert(2)"><circle r="3"/></a>
      <style>@import url(https://evil.example.com/x.css); rect { fill: url(https://evil.example.com/f) }</style>
      <foreignObject><iframe src="https://evil.example.com"></iframe></foreignObject>
    </svg>`;
    const clean = sanitizeSvg(dirty)!;
    expect(clean).toContain('<rect');
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'javascript:',
      'tracker.example.com',
      'evil.example.com',
      'foreignObject',
      'iframe',
    ]) {
      expect(clean).not.toContain(bad);
    }
  });

  it('drops CSS that hides a fetch behind escapes or image-set(), wherever it is written', () => {
    const hostile = [
      '<style>@\\69mport "https://evil.example.com/a.css";</style><rect width="4" height="4"/>',
      '<rect width="4" height="4" style="fill: \\75 rl(https://evil.example.com/b)"/>',
      '<rect width="4" height="4" style="fill: green; mask-image: image-set(&quot;https://evil.example.com/c&quot; 1x)"/>',
      '<rect width="4" height="4" fill="\\75 rl(https://evil.example.com/d)"/>',
      '<rect width="4" height="4" fill="&#92;75 rl(https://evil.example.com/e)"/>',
      '<rect width="4" height="4" filter="url(https://evil.example.com/f)"/>',
      '<rect width="4" height="4" mask="image-set(\'https://evil.example.com/g\' 1x)"/>',
      '<rect width="4" height="4"><set attributeName="fill" to="url(https://evil.example.com/h)"/></rect>',
      '<rect width="4" height="4" fill="expression(alert(1))"/>',
    ];
    for (const part of hostile) {
      const clean = sanitizeSvg(logo(part))!;
      expect(clean, part).toContain('<rect');
      for (const bad of ['evil.example.com', '\\', '<style', 'style=', 'image-set', 'expression(']) {
        expect(clean, part).not.toContain(bad);
      }
    }
  });

  it('keeps gradient fills that point inside the logo', () => {
    const clean = sanitizeSvg(
      logo(`<defs><linearGradient id="grad"><stop offset="0" stop-color="gold"/></linearGradient></defs>
        <rect width="10" height="10" fill="url(#grad)"/><circle r="3" stroke="url( '#grad' )" fill="teal"/>`),
    )!;
    expect(clean).toContain('fill="url(#grad)"');
    expect(clean).toContain(`stroke="url( '#grad' )"`);
    expect(clean).toContain('fill="teal"');
    expect(clean).toContain('<linearGradient id="grad">');
  });

  it('leaves no hook behind for other users of the sanitiser', () => {
    sanitizeSvg(logo('<rect width="1" height="1"/>'));
    expect(DOMPurify.sanitize('<p title="a\\b">hi</p>')).toBe('<p title="a\\b">hi</p>');
  });

  it('refuses what is not an SVG', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
  });
});
