import { inflateSync } from "node:zlib";

/** The text a PDF shows, from its compressed content streams (pdfkit writes text as hex strings). */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const pieces: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9a-f]+)>/g)) pieces.push(Buffer.from(text[1] as string, "hex").toString("latin1"));
  }
  return pieces.join("");
}
