import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying. The
// page's Content-Security-Policy (script-src 'self') forbids it, and the browser reports every probe as a
// policy violation. Parsing without compiling is plenty for the sizes of our bodies and forms. Import `z`
// from here so the setting is in place before any schema is built.
z.config({ jitless: true });

export { z };
