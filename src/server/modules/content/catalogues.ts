import { asc, eq, sql } from "drizzle-orm";
import type { AdminCatalogue } from "../../../domain/contracts/admin-content";
import type { Catalog } from "../../../domain/contracts/catalog";
import type { Ctx } from "../../context";
import { cached } from "./cache";
import { catalogs } from "./schema";

/** The catalogue PDFs of the Catalog page. */
export function listCatalogs(ctx: Ctx<"db", "caches">): Promise<Catalog[]> {
  return cached(ctx, "catalogs", () =>
    ctx.db
      .select({ path: catalogs.path, display: catalogs.display, display_fr: catalogs.displayFr, name: catalogs.name })
      .from(catalogs)
      .orderBy(asc(catalogs.sortOrder), asc(catalogs.id)),
  );
}

/** One catalogue by its file name's stem, or null. */
export async function catalogueByName({ db }: Ctx<"db">, name: string): Promise<{ name: string; display: string } | null> {
  const [row] = await db.select({ name: catalogs.name, display: catalogs.display }).from(catalogs).where(eq(catalogs.name, name));
  return row ?? null;
}

const adminCatalogueColumns = {
  id: catalogs.id,
  name: catalogs.name,
  title: catalogs.display,
  title_fr: catalogs.displayFr,
  file: catalogs.path,
  order: catalogs.sortOrder,
};

/** Every catalogue PDF in the Catalog page's order. */
export async function cataloguesForStaff({ db }: Ctx<"db">): Promise<AdminCatalogue[]> {
  return db.select(adminCatalogueColumns).from(catalogs).orderBy(asc(catalogs.sortOrder), asc(catalogs.id));
}

/** One catalogue as the console shows it, or null; given `lock`, its row stays locked for the caller's transaction. */
export async function catalogueForStaff({ db }: Ctx<"db">, id: number, lock = false): Promise<AdminCatalogue | null> {
  const query = db.select(adminCatalogueColumns).from(catalogs).where(eq(catalogs.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

/** A catalogue's name: its file's stem ("/files/catalogs/ford-mustang.pdf" is "ford-mustang"). */
const catalogueNameOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.pdf$/i, "");

/** Whether another catalogue already lists this file. */
export async function catalogueWithFile({ db }: Ctx<"db">, file: string, except?: number): Promise<boolean> {
  const rows = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(eq(catalogs.name, catalogueNameOf(file)));
  return rows.some((row) => row.id !== except);
}

type CatalogueValues = { title: string; title_fr?: string; file: string; order?: number };

/** Adds a catalogue, last on the Catalog page unless given a place (in the caller's transaction). */
export async function insertCatalogue({ db: tx }: Ctx<"db">, values: CatalogueValues): Promise<AdminCatalogue> {
  const [next] = await tx.select({ order: sql<number>`coalesce(max(${catalogs.sortOrder}), 0) + 1` }).from(catalogs);
  const [row] = await tx
    .insert(catalogs)
    .values({
      name: catalogueNameOf(values.file),
      display: values.title,
      displayFr: values.title_fr ?? "",
      path: values.file,
      sortOrder: values.order ?? Number(next!.order),
    })
    .returning(adminCatalogueColumns);
  return row!;
}

/** Changes a catalogue's title, file or place. */
export async function updateCatalogue({ db: tx }: Ctx<"db">, id: number, values: CatalogueValues): Promise<AdminCatalogue> {
  const [row] = await tx
    .update(catalogs)
    .set({
      name: catalogueNameOf(values.file),
      display: values.title,
      displayFr: values.title_fr ?? "",
      path: values.file,
      ...(values.order === undefined ? {} : { sortOrder: values.order }),
    })
    .where(eq(catalogs.id, id))
    .returning(adminCatalogueColumns);
  return row!;
}

/** Deletes a catalogue from the Catalog page (its file stays uploaded). */
export async function deleteCatalogue({ db: tx }: Ctx<"db">, id: number): Promise<void> {
  await tx.delete(catalogs).where(eq(catalogs.id, id));
}
