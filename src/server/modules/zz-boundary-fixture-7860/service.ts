import { listMakes } from "../catalog/service";
import { fixtureRows } from "./schema";

export const usesTheFace = [listMakes, fixtureRows];
