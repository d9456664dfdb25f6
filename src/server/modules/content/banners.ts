import { asc, eq, sql } from "drizzle-orm";
import type { AdminBanner } from "../../../domain/contracts/admin-content";
import type { Banner } from "../../../domain/contracts/catalog";
import type { Ctx } from "../../context";
import { cached } from "./cache";
import { banners } from "./schema";

/** The active banners of the home carousel, in the order staff gave them. */
export function listBanners(ctx: Ctx<"db", "caches">): Promise<Banner[]> {
  return cached(ctx, "banners", () =>
    ctx.db
      .select({ seq: banners.seq, link: banners.link, img_path: banners.imgPath, alt: banners.alt, img_path_fr: banners.imgPathFr, alt_fr: banners.altFr })
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.sortOrder), asc(banners.seq)),
  );
}

/** One banner by its seq (its generated picture shows seq and link), or null. */
export async function bannerBySeq({ db }: Ctx<"db">, seq: number): Promise<{ seq: number; link: string } | null> {
  const [row] = await db.select({ seq: banners.seq, link: banners.link }).from(banners).where(eq(banners.seq, seq));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Banners and catalogues as the console edits them

const adminBannerColumns = {
  seq: banners.seq,
  image: banners.imgPath,
  link: banners.link,
  alt: banners.alt,
  image_fr: banners.imgPathFr,
  alt_fr: banners.altFr,
  order: banners.sortOrder,
  active: banners.active,
};

/** Every banner, shown or not, in the carousel's order. */
export async function bannersForStaff({ db }: Ctx<"db">): Promise<AdminBanner[]> {
  return db.select(adminBannerColumns).from(banners).orderBy(asc(banners.sortOrder), asc(banners.seq));
}

/** One banner as the console shows it, or null; given `lock`, its row stays locked for the caller's transaction. */
export async function bannerForStaff({ db }: Ctx<"db">, seq: number, lock = false): Promise<AdminBanner | null> {
  const query = db.select(adminBannerColumns).from(banners).where(eq(banners.seq, seq));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

type BannerValues = { image: string; link: string; alt: string; image_fr?: string; alt_fr?: string; order?: number; active: boolean };

/** Adds a banner under the next free number, last in the carousel unless given a place (in the caller's transaction). */
export async function insertBanner({ db: tx }: Ctx<"db">, values: BannerValues): Promise<AdminBanner> {
  await tx.execute(sql`lock table ${banners} in share row exclusive mode`);
  const [next] = await tx
    .select({ seq: sql<number>`coalesce(max(${banners.seq}), 0) + 1`, order: sql<number>`coalesce(max(${banners.sortOrder}), 0) + 1` })
    .from(banners);
  const [row] = await tx
    .insert(banners)
    .values({
      seq: Number(next!.seq),
      imgPath: values.image,
      link: values.link,
      alt: values.alt,
      imgPathFr: values.image_fr ?? "",
      altFr: values.alt_fr ?? "",
      sortOrder: values.order ?? Number(next!.order),
      active: values.active,
    })
    .returning(adminBannerColumns);
  return row!;
}

/** Changes a banner's picture, link, alt text, place or visibility. */
export async function updateBanner({ db: tx }: Ctx<"db">, seq: number, values: BannerValues): Promise<AdminBanner> {
  const [row] = await tx
    .update(banners)
    .set({
      imgPath: values.image,
      link: values.link,
      alt: values.alt,
      imgPathFr: values.image_fr ?? "",
      altFr: values.alt_fr ?? "",
      active: values.active,
      ...(values.order === undefined ? {} : { sortOrder: values.order }),
    })
    .where(eq(banners.seq, seq))
    .returning(adminBannerColumns);
  return row!;
}

/** Puts the banners in the given order (1, 2, 3...). */
export async function reorderBanners({ db: tx }: Ctx<"db">, seqs: number[]): Promise<void> {
  for (const [index, seq] of seqs.entries())
    await tx
      .update(banners)
      .set({ sortOrder: index + 1 })
      .where(eq(banners.seq, seq));
}

/** The numbers of every banner, locked until the transaction ends. */
export async function lockBanners({ db: tx }: Ctx<"db">): Promise<number[]> {
  const rows = await tx.select({ seq: banners.seq }).from(banners).for("update");
  return rows.map((row) => row.seq);
}

/** Deletes a banner. */
export async function deleteBanner({ db: tx }: Ctx<"db">, seq: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.seq, seq));
}
