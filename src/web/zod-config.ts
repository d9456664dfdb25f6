/**
 * zod as the browser loads it: vite.config.ts resolves every `import ... from "zod"` of the client build
 * (the shared contracts in src/domain, the forms) to this module, which loads zod itself and configures
 * it before any importer's code runs. Wherever zod first arrives (a lazy contract, a form, a list's
 * filters), no schema is built before the configuration, and pages that need no schema never download
 * zod. The server and the tests import zod itself.
 *
 * zod compiles fast parsers with `new Function` when it may; the content security policy forbids eval in
 * the browser, and zod's probe for it is reported as a violation. The browser's answers are small.
 */
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
