import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` unless told not to; the site's CSP forbids
// eval, and even zod's probe for it shows up as a CSP violation. Every schema module imports z
// from here so the setting is applied before any schema is built.
z.config({ jitless: true });

export { z };
