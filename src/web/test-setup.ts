import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Radix Select asks the browser for pointer capture and scrolling, which jsdom does not have.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// A dialog's form or a page loads its module when first shown; on a slow 2-core machine that takes over the
// default second that findBy… and waitFor wait.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
});
