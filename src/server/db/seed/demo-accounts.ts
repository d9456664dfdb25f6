import type { Db } from "../client";

/** The demo customer, dealer and staff accounts of DESIGN.md section 4 (demo seed only). */
export async function seedDemoAccounts(_db: Db): Promise<void> {}
