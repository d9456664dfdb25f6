import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { createTestApp, type TestApp } from "../app";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;
let staff: Record<string, string>;
let staffId: number;

/** A real 1x1 PNG, and a different one (another colour). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const OTHER_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [member] = await t.database.db
    .insert(staffUsers)
    .values({ email: "pictures@partshop.example", passwordHash: await hashPassword("Staff12345"), name: "Pat Pictures" })
    .returning();
  staffId = member!.id;
  staff = sessionOf(
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "pictures@partshop.example", password: "Staff12345" },
      remoteAddress: freshAddress(),
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const upload = (url: string, body: Buffer, type: string, cookies: Record<string, string> = staff) =>
  t.app.inject({ method: "POST", url, payload: body, headers: { "content-type": type }, cookies, remoteAddress: freshAddress() });

describe("uploads", () => {
  it("keeps a part picture staff upload and serves it at the address it answers, with an ETag", async () => {
    const saved = await upload("/api/admin/uploads/parts/F67-HOOD-2", PNG, "image/png");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ url: "/images/parts/F67-HOOD-2.png", size: PNG.length });
    const served = await t.app.inject({ url: "/images/parts/F67-HOOD-2.png" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({ url: "/images/parts/F67-HOOD-2.png", headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, "file:parts/F67-HOOD-2.png")).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actor: `staff:${staffId}`, action: "file.upload", details: { before: null } });

    expect((await upload("/api/admin/uploads/parts/F67-HOOD-2", OTHER_PNG, "image/png")).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/images/parts/F67-HOOD-2.png" })).rawPayload.equals(OTHER_PNG)).toBe(true);
    expect((await t.app.inject({ url: "/images/parts/NOBODY-UPLOADED.png" })).statusCode).toBe(404);
  });

  it("serves an uploaded catalogue PDF instead of the generated one", async () => {
    expect((await upload("/api/admin/uploads/catalogs/ford-mustang-1964-1973", PDF, "application/pdf")).json().url).toBe(
      "/files/catalogs/ford-mustang-1964-1973.pdf",
    );
    const served = await t.app.inject({ url: "/files/catalogs/ford-mustang-1964-1973.pdf" });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it("refuses visitors, shoppers, other types, files that are not what they claim, and files too large", async () => {
    expect((await upload("/api/admin/uploads/parts/x", PNG, "image/png", {})).statusCode).toBe(401);
    expect((await upload("/api/admin/uploads/parts/x", PNG, "image/png", (await signedInCustomer(t)).cookies)).statusCode).toBe(403);
    expect((await upload("/api/admin/uploads/banners/x", PNG, "image/png", (await signedInDealer(t)).cookies)).statusCode).toBe(403);

    const svg = await upload(
      "/api/admin/uploads/parts/x",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(415);
    const json = await t.app.inject({ method: "POST", url: "/api/admin/uploads/parts/x", payload: { file: "x" }, cookies: staff });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe("Send the file itself as the request body, as image/jpeg or image/png or image/webp.");
    const lying = await upload("/api/admin/uploads/parts/x", Buffer.from("GIF89a not a png at all"), "image/png");
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error.message).toBe("The file is not a JPEG, PNG or WebP picture.");
    expect((await upload("/api/admin/uploads/catalogs/x", PNG, "image/png")).statusCode).toBe(415);
    expect((await upload("/api/admin/uploads/parts/..%2Fsecret", PNG, "image/png")).statusCode).toBe(400);
    expect((await upload("/api/admin/uploads/orders/x", PNG, "image/png")).statusCode).toBe(400);
    expect((await upload("/api/admin/uploads/parts/empty", Buffer.alloc(0), "image/png")).statusCode).toBe(400);

    const huge = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    expect((await upload("/api/admin/uploads/parts/huge", huge, "image/png")).statusCode).toBe(413);
    // Elsewhere the shop still takes only small JSON bodies.
    expect((await t.app.inject({ method: "POST", url: "/api/loginCustomer", payload: PNG, headers: { "content-type": "image/png" } })).statusCode).toBe(415);
  });
});

describe("the classic body build video", () => {
  const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64, 7)]);
  const VTT = Buffer.from("WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nOur own words.\n");

  it("serves the shop's own video, captions and poster, a range of the video when asked", async () => {
    const video = await t.app.inject({ url: "/media/classic-body-build.mp4" });
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/mp4");
    expect(video.headers["accept-ranges"]).toBe("bytes");
    expect(video.rawPayload.toString("latin1", 4, 8)).toBe("ftyp");
    const part = await t.app.inject({ url: "/media/classic-body-build.mp4", headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${video.rawPayload.length}`);
    expect(part.rawPayload.equals(video.rawPayload.subarray(0, 100))).toBe(true);
    expect((await t.app.inject({ url: "/media/classic-body-build.mp4", headers: { range: `bytes=${video.rawPayload.length + 10}-` } })).statusCode).toBe(416);
    const captions = await t.app.inject({ url: "/media/classic-body-build.vtt" });
    expect(captions.body.startsWith("WEBVTT")).toBe(true);
    expect(captions.body).toContain("welded");
    expect((await t.app.inject({ url: "/media/classic-body-build.jpg" })).headers["content-type"]).toBe("image/jpeg");
    expect((await t.app.inject({ url: "/media/anything-else.mp4" })).statusCode).toBe(400);
  });

  it("lets staff replace the video and its captions, and go back to the shop's own; no one else", async () => {
    const shops = (await t.app.inject({ url: "/media/classic-body-build.mp4" })).rawPayload;
    expect((await upload("/api/admin/uploads/media/classic-body-build.mp4", MP4, "video/mp4", {})).statusCode).toBe(401);
    const customer = await signedInCustomer(t);
    expect((await upload("/api/admin/uploads/media/classic-body-build.mp4", MP4, "video/mp4", customer.cookies)).statusCode).toBe(403);
    expect((await upload("/api/admin/uploads/media/classic-body-build.mp4", PNG, "video/mp4")).statusCode).toBe(400);
    expect((await upload("/api/admin/uploads/media/classic-body-build.mp4", VTT, "text/vtt")).statusCode).toBe(415);

    const saved = await upload("/api/admin/uploads/media/classic-body-build.mp4", MP4, "video/mp4");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ url: "/media/classic-body-build.mp4", size: MP4.length });
    expect((await t.app.inject({ url: "/media/classic-body-build.mp4" })).rawPayload.equals(MP4)).toBe(true);
    expect((await upload("/api/admin/uploads/media/classic-body-build.vtt", VTT, "text/vtt")).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/media/classic-body-build.vtt" })).body).toContain("Our own words.");

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/admin/uploads/media/classic-body-build.mp4/reset",
      payload: {},
      cookies: staff,
      remoteAddress: freshAddress(),
    });
    expect(reset.json()).toEqual({ status: "ok", removed: true });
    expect((await t.app.inject({ url: "/media/classic-body-build.mp4" })).rawPayload.equals(shops)).toBe(true);
  });
});
