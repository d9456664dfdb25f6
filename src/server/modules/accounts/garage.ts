import { and, desc, eq } from "drizzle-orm";
import { GARAGE_LIMIT, type GarageReply, type GarageVehicle } from "../../../domain/contracts/garage";
import { type Vehicle, vehicleName } from "../../../domain/fitment";
import { messageKey } from "../../../domain/forms";
import { type Ctx, inTransaction } from "../../context";
import { AppError, fieldRefusal } from "../../errors";
import { knownVehicle } from "../catalog/service";
import { customerInfo, garages, garageVehicles } from "./schema";

/**
 * My Garage (issue 19 §2): the vehicles a signed-in customer or dealer keeps, one of them selected.
 * Every change runs in one transaction holding the garage's row lock, so changes of one garage happen
 * one after another on any number of servers (docs/decisions/031-garage.md); the partial unique index
 * `garage_vehicles_selected` makes a second selected vehicle impossible whatever the code does.
 */

/** Whose garage: a customer or a dealer, by id. */
export interface GarageOwner {
  kind: "customer" | "dealer";
  id: number;
}

const ownedBy = (owner: GarageOwner) => and(eq(garageVehicles.ownerKind, owner.kind), eq(garageVehicles.ownerId, owner.id));

const notInGarage = () => new AppError("NOT_FOUND", messageKey("vehicles.garage.notThere"));

/**
 * Opens the owner's garage in the caller's transaction and holds its row lock until the transaction
 * ends. The first time a customer's garage is opened, their customer-info car joins it (selected) when
 * some part fits it.
 */
async function openGarage(tx: Ctx<"db", "caches">, owner: GarageOwner): Promise<void> {
  const created = await tx.db
    .insert(garages)
    .values({ ownerKind: owner.kind, ownerId: owner.id })
    .onConflictDoNothing()
    .returning({ ownerId: garages.ownerId });
  await tx.db
    .select({ ownerId: garages.ownerId })
    .from(garages)
    .where(and(eq(garages.ownerKind, owner.kind), eq(garages.ownerId, owner.id)))
    .for("update");
  if (created.length === 0 || owner.kind !== "customer") return;
  const [info] = await tx.db
    .select({ year: customerInfo.year, make: customerInfo.make, model: customerInfo.car })
    .from(customerInfo)
    .where(eq(customerInfo.customerId, owner.id));
  if (!info?.year || !info.make?.trim() || !info.model?.trim()) return;
  const car = await knownVehicle(tx, { year: info.year, make: info.make.trim(), model: info.model.trim() });
  if (car) await tx.db.insert(garageVehicles).values({ ownerKind: owner.kind, ownerId: owner.id, ...car, selected: true });
}

/** The garage as the API answers it, read in the caller's transaction. */
async function garageRows(tx: Ctx<"db">, owner: GarageOwner): Promise<GarageReply> {
  const rows = await tx.db
    .select({ id: garageVehicles.id, year: garageVehicles.year, make: garageVehicles.make, model: garageVehicles.model, selected: garageVehicles.selected })
    .from(garageVehicles)
    .where(ownedBy(owner))
    .orderBy(desc(garageVehicles.addedAt), desc(garageVehicles.id));
  const vehicles: GarageVehicle[] = rows.map((row) => ({ ...row, name: vehicleName(row) }));
  return { vehicles, selected: vehicles.find((vehicle) => vehicle.selected) ?? null };
}

/** Makes one of the owner's vehicles the selected one (in the caller's transaction, under the garage's lock). */
async function selectRow(tx: Ctx<"db">, owner: GarageOwner, id: number): Promise<void> {
  await tx.db
    .update(garageVehicles)
    .set({ selected: false })
    .where(and(ownedBy(owner), eq(garageVehicles.selected, true)));
  await tx.db
    .update(garageVehicles)
    .set({ selected: true })
    .where(and(ownedBy(owner), eq(garageVehicles.id, id)));
}

/** The owner's garage, most recently added first (opening it the first time, with the customer-info car). */
export async function garageOf(ctx: Ctx<"db", "caches">, owner: GarageOwner): Promise<GarageReply> {
  return inTransaction(ctx, async (tx) => {
    await openGarage(tx, owner);
    return garageRows(tx, owner);
  });
}

/**
 * Adds a vehicle (any case: it is kept in the shop's own spelling) and selects it; a vehicle already in
 * the garage is selected. 400 for a vehicle no part fits, 409 when the garage is full.
 */
export async function addToGarage(ctx: Ctx<"db", "caches">, owner: GarageOwner, asked: Vehicle): Promise<GarageReply> {
  const vehicle = await knownVehicle(ctx, asked);
  if (!vehicle) {
    throw fieldRefusal("INVALID", "model", { key: "vehicles.garage.noParts", values: { vehicle: vehicleName(asked) } });
  }
  return inTransaction(ctx, async (tx) => {
    await openGarage(tx, owner);
    await placeInGarage(tx, owner, vehicle);
    return garageRows(tx, owner);
  });
}

/** Selects a vehicle already in the garage, else adds it selected; 409 when it is not there and the garage is full. */
async function placeInGarage(tx: Ctx<"db">, owner: GarageOwner, vehicle: Vehicle): Promise<void> {
  const present = await tx.db
    .select({ id: garageVehicles.id })
    .from(garageVehicles)
    .where(and(ownedBy(owner), eq(garageVehicles.year, vehicle.year), eq(garageVehicles.make, vehicle.make), eq(garageVehicles.model, vehicle.model)));
  if (present[0]) return selectRow(tx, owner, present[0].id);
  const count = await tx.db.$count(garageVehicles, ownedBy(owner));
  if (count >= GARAGE_LIMIT) throw new AppError("CONFLICT", { key: "vehicles.garage.full", values: { limit: GARAGE_LIMIT } });
  await tx.db
    .update(garageVehicles)
    .set({ selected: false })
    .where(and(ownedBy(owner), eq(garageVehicles.selected, true)));
  await tx.db.insert(garageVehicles).values({ ownerKind: owner.kind, ownerId: owner.id, ...vehicle, selected: true });
}

/** Makes a vehicle of the garage the selected one; 404 when it is not in the owner's garage. */
export async function selectInGarage(ctx: Ctx<"db", "caches">, owner: GarageOwner, id: number): Promise<GarageReply> {
  return inTransaction(ctx, async (tx) => {
    await openGarage(tx, owner);
    const [row] = await tx.db
      .select({ id: garageVehicles.id })
      .from(garageVehicles)
      .where(and(ownedBy(owner), eq(garageVehicles.id, id)));
    if (!row) throw notInGarage();
    await selectRow(tx, owner, row.id);
    return garageRows(tx, owner);
  });
}

/** Removes a vehicle from the garage; when it was the selected one, the most recently added of the rest is selected (or none is left). 404 when it is not there. */
export async function removeFromGarage(ctx: Ctx<"db", "caches">, owner: GarageOwner, id: number): Promise<GarageReply> {
  return inTransaction(ctx, async (tx) => {
    await openGarage(tx, owner);
    const [removed] = await tx.db
      .delete(garageVehicles)
      .where(and(ownedBy(owner), eq(garageVehicles.id, id)))
      .returning({ selected: garageVehicles.selected });
    if (!removed) throw notInGarage();
    if (removed.selected) {
      const [latest] = await tx.db
        .select({ id: garageVehicles.id })
        .from(garageVehicles)
        .where(ownedBy(owner))
        .orderBy(desc(garageVehicles.addedAt), desc(garageVehicles.id))
        .limit(1);
      if (latest) await selectRow(tx, owner, latest.id);
    }
    return garageRows(tx, owner);
  });
}

/**
 * At sign-in: the visitor's vehicle (their `vehicle` cookie) joins the account's garage and becomes the
 * selected one. A vehicle no part fits, or a full garage, leaves the garage as it was: sign-in never
 * fails because of the garage.
 */
export async function joinVisitorVehicle(ctx: Ctx<"db", "caches">, owner: GarageOwner, visitor: Vehicle | null): Promise<void> {
  if (!visitor) return;
  const vehicle = await knownVehicle(ctx, visitor);
  if (!vehicle) return;
  try {
    await inTransaction(ctx, async (tx) => {
      await openGarage(tx, owner);
      await placeInGarage(tx, owner, vehicle);
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
