/*
 * Content's public face: what other modules, the integrations and the composition root may use
 * (docs/decisions/024-server-slices-and-boundaries.md). The verbs live in one file per subject.
 */

export { bannerBySeq, bannerForStaff, bannersForStaff, deleteBanner, insertBanner, lockBanners, reorderBanners, updateBanner } from "./banners";
export { catalogueByName, catalogueForStaff, cataloguesForStaff, catalogueWithFile, deleteCatalogue, insertCatalogue, updateCatalogue } from "./catalogues";
export { keptSetting, saveStoreDetails, storeDetails } from "./store-settings";
export { readStoredSecret, storedSecret } from "./stored-secrets";
export { destinationTaxes, saveTaxRates, taxRateTable } from "./tax-rates";
