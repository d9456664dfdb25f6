/**
 * npm run staff:create -- --email owner@example.com --name "Store Owner" [--role owner|staff]
 * Creates a staff user on the shop's database (DATABASE_URL, else the embedded one in DATA_DIR; the
 * shop must be stopped for the embedded one). The password is read from STAFF_PASSWORD, or asked for.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { NEW_PASSWORD_RULE_MESSAGE } from "../src/domain/account-forms";
import { loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { createStaffMember } from "../src/server/modules/accounts/service";

const usage =
  'Usage: npm run staff:create -- --email owner@example.com --name "Store Owner" [--role owner|staff]\n  The password comes from STAFF_PASSWORD, or is asked for.';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string", default: "owner" }, help: { type: "boolean", default: false } },
  });
  if (values.help || !values.email || !values.name) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (values.role !== "owner" && values.role !== "staff") throw new Error(`--role must be owner or staff\n${usage}`);
  let password = process.env.STAFF_PASSWORD ?? "";
  if (!password) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    password = await prompt.question("Password: ");
    prompt.close();
  }
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) throw new Error(NEW_PASSWORD_RULE_MESSAGE);

  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 1 });
  try {
    await migrateDatabase(database);
    const staff = await createStaffMember(database, { email: values.email, name: values.name, password, role: values.role });
    console.log(`Created ${staff.role} ${staff.name} <${staff.email}>. Sign in at ${config.publicUrl}/admin/sign-in`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
