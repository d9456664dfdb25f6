import { storedUpload } from "../../../domain/contracts/admin-content";
import { uploadFile } from "./console-http";

/** POST /api/admin/uploads/{folder}/:name: a picture or PDF, answered with its address on the shop. */
export function uploadToShop(folder: "parts" | "banners" | "classic" | "catalogs", name: string, file: File) {
  return uploadFile(`/admin/uploads/${folder}/${encodeURIComponent(name)}`, file, storedUpload);
}

/** A file name as an upload's name: letters, digits, dots, dashes and underscores, without its extension. */
export function uploadNameOf(fileName: string, prefix = ""): string {
  const base = fileName.replace(/\.[^.]*$/, "");
  const name = `${prefix}${base}`
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[^A-Za-z0-9]+/, "")
    .slice(0, 80);
  return name || "file";
}

