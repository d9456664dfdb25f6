import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { UploadedBytes } from "../../caches";
import { type Ctx, inTransaction } from "../../context";
import { AppError } from "../../errors";
import type { UploadType } from "../../plugins/request-hygiene";
import { audit } from "../audit/service";
import { uploadedFiles } from "./schema";

/** Where uploaded files are served from, by what they are for. */
export const UPLOAD_FOLDERS = {
  parts: { url: "/images/parts", kind: "picture" },
  banners: { url: "/images/banners", kind: "picture" },
  classic: { url: "/images/classic", kind: "picture" },
  catalogs: { url: "/files/catalogs", kind: "pdf" },
  media: { url: "/media", kind: "video" },
} as const;
export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const satisfies readonly UploadType[];
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_TYPES = ["video/mp4", "text/vtt"] as const satisfies readonly UploadType[];
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "video/mp4": "mp4",
  "text/vtt": "vtt",
};

/** What a folder's files may be, and how a refusal names them. */
const FOLDER_TYPES: Record<(typeof UPLOAD_FOLDERS)[UploadFolder]["kind"], { accepts: (type: string) => boolean; name: string }> = {
  picture: { accepts: (type) => type.startsWith("image/"), name: "JPEG, PNG or WebP picture" },
  pdf: { accepts: (type) => type === "application/pdf", name: "PDF" },
  video: { accepts: (type) => type === "video/mp4" || type === "text/vtt" || type === "image/jpeg", name: "MP4 video, WebVTT captions file or JPEG poster" },
};

/** What the first bytes of each accepted file type are: a file must be what its Content-Type says. */
function looksLike(type: string, bytes: Buffer): boolean {
  switch (type) {
    case "image/jpeg":
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case "image/png":
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case "image/webp":
      return bytes.length > 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP";
    case "application/pdf":
      return bytes.toString("latin1", 0, 5) === "%PDF-";
    case "video/mp4":
      return bytes.length > 12 && bytes.toString("latin1", 4, 8) === "ftyp";
    case "text/vtt":
      return bytes
        .toString("utf8", 0, 9)
        .replace(/^\uFEFF/, "")
        .startsWith("WEBVTT");
    default:
      return false;
  }
}

export interface StoredUpload {
  /** The address the shop serves it at, as parts, banners and models store it: "/images/parts/F67-HOOD-2.jpg". */
  url: string;
  size: number;
  sha256: string;
}

/**
 * Keeps an uploaded picture or PDF under a name staff chose (its extension follows its type): the
 * bytes must be the type they claim. Saving a name again replaces the file; audited either way.
 */
export async function saveUpload(
  ctx: Ctx<"db" | "caches">,
  input: { folder: UploadFolder; name: string; contentType: string; bytes: Buffer; actor: string },
): Promise<StoredUpload> {
  const { folder, contentType, bytes } = input;
  const extension = EXTENSION[contentType];
  const kind = FOLDER_TYPES[UPLOAD_FOLDERS[folder].kind];
  if (!extension || !kind.accepts(contentType) || !looksLike(contentType, bytes)) {
    throw new AppError("INVALID", { key: "errors.staff.notAFile", values: { kind: kind.name } }, { file: "Choose another file." });
  }
  const file = `${input.name.replace(/\.(jpe?g|png|webp|pdf|mp4|vtt)$/i, "")}.${extension}`;
  const path = `${folder}/${file}`;
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await inTransaction(ctx, async (tx) => {
    const values = { contentType, bytes, size: bytes.length, sha256, uploadedBy: input.actor };
    const [before] = await tx.db.select({ sha256: uploadedFiles.sha256, size: uploadedFiles.size }).from(uploadedFiles).where(eq(uploadedFiles.path, path));
    await tx.db
      .insert(uploadedFiles)
      .values({ path, ...values })
      .onConflictDoUpdate({ target: uploadedFiles.path, set: { ...values, uploadedAt: new Date() } });
    await audit(tx, {
      actor: input.actor,
      action: "file.upload",
      target: `file:${path}`,
      details: { before: before ?? null, after: { sha256, size: bytes.length, contentType } },
    });
  });
  ctx.caches.forgetUpload(path);
  return { url: `${UPLOAD_FOLDERS[folder].url}/${file}`, size: bytes.length, sha256 };
}

/** An uploaded file by its folder and name; null when nobody uploaded one. */
export async function uploadedFile({ db }: Ctx<"db">, folder: UploadFolder, file: string): Promise<UploadedBytes | null> {
  const [row] = await db
    .select({ contentType: uploadedFiles.contentType, bytes: uploadedFiles.bytes, sha256: uploadedFiles.sha256 })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.path, `${folder}/${file}`));
  return row ?? null;
}

/** An uploaded file, through the app's upload cache; null when nobody uploaded one. */
export async function readUpload(ctx: Ctx<"db" | "caches">, path: string): Promise<UploadedBytes | null> {
  const { caches } = ctx;
  const cached = caches.uploads.get(path);
  if (cached !== undefined) return cached || null;
  const [folder, ...rest] = path.split("/");
  const found = (await uploadedFile(ctx, folder as UploadFolder, rest.join("/"))) ?? false;
  caches.uploads.set(path, found);
  return found || null;
}

/** Removes an uploaded file (the shop then serves its own again, where it has one); audited. False when there was none. */
export async function deleteUpload(ctx: Ctx<"db" | "caches">, input: { folder: UploadFolder; file: string; actor: string }): Promise<boolean> {
  const path = `${input.folder}/${input.file}`;
  const removed = await inTransaction(ctx, async (tx) => {
    const gone = await tx.db.delete(uploadedFiles).where(eq(uploadedFiles.path, path)).returning({ sha256: uploadedFiles.sha256, size: uploadedFiles.size });
    if (gone.length > 0) await audit(tx, { actor: input.actor, action: "file.delete", target: `file:${path}`, details: { before: gone[0], after: null } });
    return gone.length > 0;
  });
  ctx.caches.forgetUpload(path);
  return removed;
}
