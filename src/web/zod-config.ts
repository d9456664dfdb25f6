import { z } from "zod";

// zod compiles fast parsers with `new Function` when it may; the content security policy forbids eval in
// the browser, and zod's probe for it is reported as a violation. The browser's answers are small.
// A module of its own, imported first by start.tsx: imports run in order, so this runs before any
// module of the app can parse at load time.
z.config({ jitless: true });
