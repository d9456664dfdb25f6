import { CatalogIndex } from "../catalog/search-index/queries";
import { parts } from "../catalog/schema";

export const reachedIn = [CatalogIndex, parts];
