import { z } from 'zod';

// The app's Content-Security-Policy forbids eval: zod's JIT would probe `new Function` (a CSP
// violation) before falling back. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
