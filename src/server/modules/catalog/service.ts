/*
 * The catalogue's public face: what other modules, the server renderer and the composition root may
 * use (docs/decisions/024-server-slices-and-boundaries.md). The verbs live in one file per family.
 */

export {
  classicModelFacts,
  classicModelForStaff,
  classicModelOfImage,
  classicModelsForStaff,
  deleteClassicModel,
  insertClassicModel,
  listClassicModels,
  updateClassicModel,
} from "./classic-models";
export { type CataloguePart, partsForCatalogue, partsForPriceSheet } from "./documents";
export { allFitmentRanges, existingPartCodes, fitmentRangesOf, replaceFitment } from "./fitment-records";
export { listMakes, makeByName, makeNames } from "./makes";
export { partsByCodeKey } from "./part-codes";
export { allPartRecords, makesByLowerName, partRecord, staffPartsPage, writePartRecords } from "./part-records";
export { partDescription, partFacts, productsByCode } from "./parts";
export { type PricedPart, pricedParts, priceViewerOf, unitPricesFor, withDealerTier } from "./pricing";
export { IndexSnapshots } from "./search-index/snapshots";
export { replaceSearchWords, storedSearchWords } from "./search-words";
export { countAllParts, partsForSitemap } from "./sitemap";
export { allLowStockParts, lockStock, lowStockParts, type StockChange, takeStock } from "./stock";
export { knownVehicle, readFitmentAtStart, vehiclesForSitemap } from "./vehicles";
