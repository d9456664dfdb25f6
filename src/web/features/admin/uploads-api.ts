import { useState } from "react";
import { storedUpload } from "../../../domain/contracts/admin-content";
import { uploadFile } from "./console-http";

/** POST /api/admin/uploads/{folder}/:name: a picture, PDF or the build video's files, answered with its address on the shop. */
export function uploadToShop(folder: "parts" | "banners" | "classic" | "catalogs" | "media", name: string, file: File) {
  return uploadFile(`/admin/uploads/${folder}/${encodeURIComponent(name)}`, file, storedUpload);
}

/** Uploads to the shop, and whether one is under way (a form says "Uploading..." meanwhile). */
export function useUpload() {
  const [uploading, setUploading] = useState(false);
  const upload = async (folder: Parameters<typeof uploadToShop>[0], name: string, file: File) => {
    setUploading(true);
    try {
      return await uploadToShop(folder, name, file);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
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
