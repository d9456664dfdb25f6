import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../src/domain/contracts/common";
import { GARAGE_FULL_MESSAGE, GARAGE_LIMIT, type GarageReply } from "../../src/domain/contracts/garage";
import { customerInfo, garageVehicles } from "../../src/server/modules/accounts/schema";
import { fitment } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueMake } from "../factories";
import { createCustomer, sessionOf } from "./accounts-fixtures";
import { freshAddress, type Shopper, signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await t?.close();
});

const MUSTANG_67 = { year: 1967, make: "FORD", model: "Mustang" };
const CAMARO_69 = { year: 1969, make: "CHEVROLET", model: "Camaro" };
const CHALLENGER_70 = { year: 1970, make: "DODGE", model: "Challenger" };

const garageOf = async (shopper: Shopper) => {
  const response = await shopper.get("/api/garage");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GarageReply>();
};
const add = (shopper: Shopper, vehicle: object) => shopper.post("/api/garage", vehicle);
const select = (shopper: Shopper, id: number) => shopper.post(`/api/garage/${id}/select`);
const remove = (shopper: Shopper, id: number) => shopper.post(`/api/garage/${id}/remove`);
const names = (garage: GarageReply) => garage.vehicles.map((vehicle) => `${vehicle.name}${vehicle.selected ? " *" : ""}`);

describe("who may use a garage", () => {
  it("refuses visitors (401); customers and dealers each have their own garage", async () => {
    for (const [method, url] of [
      ["GET", "/api/garage"],
      ["POST", "/api/garage"],
      ["POST", "/api/garage/1/select"],
      ["POST", "/api/garage/1/remove"],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === "POST" ? MUSTANG_67 : undefined, remoteAddress: freshAddress() });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const customer = await signedInCustomer(t);
    const dealer = await signedInDealer(t);
    expect((await add(customer, MUSTANG_67)).statusCode).toBe(200);
    expect((await add(dealer, CAMARO_69)).statusCode).toBe(200);
    expect(names(await garageOf(customer))).toEqual(["1967 Ford Mustang *"]);
    expect(names(await garageOf(dealer))).toEqual(["1969 Chevrolet Camaro *"]);
    // Another account's vehicle is not there for them.
    const theirs = (await garageOf(dealer)).vehicles[0]!.id;
    expect((await select(customer, theirs)).statusCode).toBe(404);
    expect((await remove(customer, theirs)).statusCode).toBe(404);
    expect(names(await garageOf(dealer))).toEqual(["1969 Chevrolet Camaro *"]);
  });

  it("refuses staff (403)", async () => {
    const { hashPassword } = await import("../../src/server/lib/passwords");
    const { staffUsers } = await import("../../src/server/modules/accounts/schema");
    const email = `garage.staff.${Date.now()}@partshop.example`;
    await t.database.db.insert(staffUsers).values({ email, passwordHash: await hashPassword("Staff12345"), name: "Staff", role: "staff" });
    const staff = sessionOf(
      await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }),
    );
    const response = await t.app.inject({ method: "GET", url: "/api/garage", cookies: staff, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(403);
  });
});

describe("adding, selecting and removing", () => {
  it("adds vehicles in the shop's own spelling, selects the newest, and keeps each once", async () => {
    const shopper = await signedInCustomer(t);
    expect(await garageOf(shopper)).toEqual({ vehicles: [], selected: null });
    const first = await add(shopper, { year: 1967, make: "ford", model: "MUSTANG" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<GarageReply>().selected).toMatchObject({ ...MUSTANG_67, name: "1967 Ford Mustang", selected: true });
    await add(shopper, CAMARO_69);
    expect(names(await garageOf(shopper))).toEqual(["1969 Chevrolet Camaro *", "1967 Ford Mustang"]);
    // The same vehicle again is selected, not added twice.
    const again = (await add(shopper, MUSTANG_67)).json<GarageReply>();
    expect(names(again)).toEqual(["1969 Chevrolet Camaro", "1967 Ford Mustang *"]);
  });

  it("answers 400 with a clear message for a vehicle no part fits or a malformed one", async () => {
    const shopper = await signedInCustomer(t);
    const unknown = await add(shopper, { year: 1967, make: "FORD", model: "Edsel" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().error.message).toBe("The shop has no parts for a 1967 Ford Edsel: choose a year, make and model from the lists.");
    for (const body of [
      { year: "soon", make: "FORD", model: "Mustang" },
      { year: 1967, make: "", model: "Mustang" },
      { year: 1967, make: "FORD" },
      { ...MUSTANG_67, extra: 1 },
    ]) {
      const response = await add(shopper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.message).toBeTruthy();
    }
    expect((await select(shopper, Number.NaN)).statusCode).toBe(400);
    expect((await shopper.post("/api/garage/99999999999/select")).statusCode).toBe(400);
    expect((await garageOf(shopper)).vehicles).toEqual([]);
  });

  it("selects one and, when the selected one is removed, the most recently added of the rest (or none)", async () => {
    const shopper = await signedInCustomer(t);
    await add(shopper, MUSTANG_67);
    await add(shopper, CAMARO_69);
    const garage = (await add(shopper, CHALLENGER_70)).json<GarageReply>();
    const [challenger, camaro, mustang] = garage.vehicles;
    const selected = (await select(shopper, mustang!.id)).json<GarageReply>();
    expect(names(selected)).toEqual(["1970 Dodge Challenger", "1969 Chevrolet Camaro", "1967 Ford Mustang *"]);
    // Removing one not selected keeps the selection.
    expect(names((await remove(shopper, camaro!.id)).json<GarageReply>())).toEqual(["1970 Dodge Challenger", "1967 Ford Mustang *"]);
    // Removing the selected one selects the most recently added of the rest.
    expect(names((await remove(shopper, mustang!.id)).json<GarageReply>())).toEqual(["1970 Dodge Challenger *"]);
    const empty = (await remove(shopper, challenger!.id)).json<GarageReply>();
    expect(empty).toEqual({ vehicles: [], selected: null });
    expect((await remove(shopper, challenger!.id)).statusCode).toBe(404);
  });

  it(`holds ${GARAGE_LIMIT} vehicles at most and says so`, async () => {
    const make = uniqueMake("GAR");
    const part = await createPart(t.database.db, { make });
    const models = Array.from({ length: GARAGE_LIMIT + 1 }, (_, index) => `Model${index}`);
    await t.database.db.insert(fitment).values(models.map((model) => ({ item: part.item, year: 1972, make, model })));
    const shopper = await signedInDealer(t);
    for (const model of models.slice(0, GARAGE_LIMIT)) expect((await add(shopper, { year: 1972, make, model })).statusCode).toBe(200);
    const full = await add(shopper, { year: 1972, make, model: models.at(-1) });
    expect(full.statusCode).toBe(409);
    expect(full.json<ApiError>().error.message).toBe(GARAGE_FULL_MESSAGE);
    // One already there can still be selected by adding it again.
    expect((await add(shopper, { year: 1972, make, model: "Model0" })).json<GarageReply>().selected?.model).toBe("Model0");
    expect((await garageOf(shopper)).vehicles).toHaveLength(GARAGE_LIMIT);
  });
});

describe("the garage's first vehicles", () => {
  it("starts with the customer-info car when the shop has parts for it, once: a removed one does not come back", async () => {
    const shopper = await signedInCustomer(t);
    await t.database.db.update(customerInfo).set({ year: 1968, make: "Ford", car: "mustang" }).where(eq(customerInfo.customerId, shopper.id));
    const garage = await garageOf(shopper);
    expect(names(garage)).toEqual(["1968 Ford Mustang *"]);
    expect(garage.selected).toMatchObject({ year: 1968, make: "FORD", model: "Mustang" });
    await remove(shopper, garage.selected!.id);
    expect((await garageOf(shopper)).vehicles).toEqual([]);
  });

  it("leaves out a customer-info car the shop has no parts for", async () => {
    const shopper = await signedInCustomer(t);
    await t.database.db.update(customerInfo).set({ year: 1931, make: "Ford", car: "Model A" }).where(eq(customerInfo.customerId, shopper.id));
    expect((await garageOf(shopper)).vehicles).toEqual([]);
  });

  it("adds a visitor's vehicle (the vehicle cookie) at sign-in and selects it, after the customer-info car", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    await t.database.db.update(customerInfo).set({ year: 1969, make: "CHEVROLET", car: "Camaro" }).where(eq(customerInfo.customerId, customer.id));
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/loginCustomer",
      payload: { email: customer.email, password: customer.password },
      cookies: { vehicle: "1967|FORD|Mustang" },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookies = sessionOf(signIn);
    const garage = (await t.app.inject({ method: "GET", url: "/api/garage", cookies, remoteAddress: freshAddress() })).json<GarageReply>();
    expect(names(garage)).toEqual(["1967 Ford Mustang *", "1969 Chevrolet Camaro"]);

    // Signing in again with the same cookie keeps one of it; a cookie naming no vehicle of the shop changes nothing.
    for (const vehicle of ["1967|FORD|Mustang", "1967|FORD|Edsel", "garbage"]) {
      const again = await t.app.inject({
        method: "POST",
        url: "/api/loginCustomer",
        payload: { email: customer.email, password: customer.password },
        cookies: { vehicle },
        remoteAddress: freshAddress(),
      });
      expect(again.statusCode).toBe(200);
    }
    const after = (await t.app.inject({ method: "GET", url: "/api/garage", cookies, remoteAddress: freshAddress() })).json<GarageReply>();
    expect(names(after)).toEqual(["1967 Ford Mustang *", "1969 Chevrolet Camaro"]);
  });

  it("adds a dealer's visitor vehicle at sign-in too", async () => {
    const { createDealer } = await import("./accounts-fixtures");
    const dealer = await createDealer(t.database.db);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/loginDealer",
      payload: { account: dealer.account, password: dealer.password },
      cookies: { vehicle: "1970|DODGE|Challenger" },
      remoteAddress: freshAddress(),
    });
    const cookies = sessionOf(signIn);
    const garage = (await t.app.inject({ method: "GET", url: "/api/garage", cookies, remoteAddress: freshAddress() })).json<GarageReply>();
    expect(names(garage)).toEqual(["1970 Dodge Challenger *"]);
  });
});

describe("under concurrency", () => {
  it("adding the same vehicle 20 times at once keeps one row, selected", async () => {
    const shopper = await signedInCustomer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(shopper, MUSTANG_67)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select()
      .from(garageVehicles)
      .where(and(eq(garageVehicles.ownerKind, "customer"), eq(garageVehicles.ownerId, shopper.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...MUSTANG_67, selected: true });
  });

  it("selecting concurrently leaves exactly one selected", async () => {
    const shopper = await signedInDealer(t);
    await add(shopper, MUSTANG_67);
    await add(shopper, CAMARO_69);
    const { vehicles } = (await add(shopper, CHALLENGER_70)).json<GarageReply>();
    const ids = vehicles.map((vehicle) => vehicle.id);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => select(shopper, ids[index % ids.length]!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const rows = await t.database.db
      .select()
      .from(garageVehicles)
      .where(and(eq(garageVehicles.ownerKind, "dealer"), eq(garageVehicles.ownerId, shopper.id)));
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.selected)).toHaveLength(1);
    // And the first read of a garage, 20 at once with its customer-info car, offers the car once.
    const customer = await signedInCustomer(t);
    await t.database.db.update(customerInfo).set({ year: 1967, make: "FORD", car: "Mustang" }).where(eq(customerInfo.customerId, customer.id));
    const reads = await Promise.all(Array.from({ length: 20 }, () => customer.get("/api/garage")));
    expect(reads.map((read) => read.statusCode)).toEqual(Array(20).fill(200));
    expect(names(await garageOf(customer))).toEqual(["1967 Ford Mustang *"]);
  });
});
