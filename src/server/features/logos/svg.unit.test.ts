import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg';

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

  it('refuses what is not an SVG', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
  });
});
