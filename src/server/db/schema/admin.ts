// Staff users belong to the accounts module (docs/decisions/024-server-slices-and-boundaries.md). This
// file stays only because test/api/fuzz.test.ts, kept on another branch, still imports it: delete it
// once that test imports modules/accounts/schema. Nothing in src/ may import it (biome.json).
export { staffUsers } from "../../modules/accounts/schema";
