import type { Product } from "../../domain/contracts/catalog";

let next = 0;

/** A contract-shaped part for component tests; each call gets a fresh item code unless one is given. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  next += 1;
  return {
    item: `TEST-${next}`,
    descrip: `Test part ${next}`,
    make: "FORD",
    model: "MUSTANG",
    year_from: 1965,
    year_end: 1968,
    onhand: 5,
    onshpeta: null,
    onsale: false,
    orderpt: 2,
    qty: 1,
    price: 100,
    pricel: 100,
    img_path: `/images/parts/TEST-${next}.svg`,
    big: `/images/parts/TEST-${next}.svg`,
    oversize: false,
    ...overrides,
  };
}
