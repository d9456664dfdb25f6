/** The demo shop's banners, catalogues and classic body models. */

export interface DemoBanner {
  seq: number;
  link: string;
  imgPath: string;
  alt: string;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  { seq: 1, link: "/specials", imgPath: "/images/banners/1.svg", alt: "This week's specials" },
  { seq: 2, link: "/promotions", imgPath: "/images/banners/2.svg", alt: "Promotions" },
  { seq: 3, link: "/classic-body", imgPath: "/images/banners/3.svg", alt: "Classic body models" },
  { seq: 4, link: "/catalog", imgPath: "/images/banners/4.svg", alt: "Restoration catalogues" },
];

export interface DemoCatalog {
  name: string;
  display: string;
  path: string;
  sortOrder: number;
}

const catalog = (name: string, display: string, sortOrder: number): DemoCatalog => ({ name, display, path: `/files/catalogs/${name}.pdf`, sortOrder });

/** A catalogue's name reads make-model-from-to: the PDF lists the parts that fit. */
export const DEMO_CATALOGS: readonly DemoCatalog[] = [
  catalog("ford-mustang-1964-1973", "Ford Mustang 1964-1973 Restoration Catalog", 1),
  catalog("chevrolet-camaro-1967-1981", "Chevrolet Camaro 1967-1981 Restoration Catalog", 2),
  catalog("dodge-challenger-1970-1974", "Dodge Challenger 1970-1974 Restoration Catalog", 3),
];

export interface DemoClassicModel {
  item: string;
  make: "FORD" | "GM" | "DODGE";
  model: string;
  yearModel: string;
  description: string;
  priceUsd: number;
  includes: string[];
  shipping: string[];
  images: number;
}

const SHIPPING = [
  "Ships bolted to a steel cradle by LTL freight",
  "Curbside delivery across Canada and the continental USA, quoted by postal or ZIP code",
  "Pickup welcome at our Woodbridge, Ontario store by appointment",
  "Allow 4 to 6 weeks for assembly, inspection and dispatch",
];

const SHIPPING_CONVERTIBLE = [
  ...SHIPPING.slice(0, 3),
  "Convertible bodies ship with temporary bracing: leave it in until the body is on a frame",
  SHIPPING[3] as string,
];

const BASE_INCLUDES = [
  "All-steel licensed body shell, built on new tooling",
  "Cowl, firewall and full floor pans with seat risers",
  "Inner and outer rocker panels, quarter panels and wheelhouses",
  "E-coat primer inside and out for corrosion protection",
];

export const DEMO_CLASSIC_MODELS: readonly DemoClassicModel[] = [
  {
    item: "CB-F6768-FB",
    make: "FORD",
    model: "Mustang Fastback",
    yearModel: "1967-1968",
    description:
      "A new all-steel 1967-1968 Mustang fastback body, built to factory dimensions on licensed tooling. Start a restomod or a concours build from a straight, rust-free shell.",
    priceUsd: 21995,
    includes: [...BASE_INCLUDES, "Doors, hood and trunk lid hung and gapped", "Front fenders and valance fitted"],
    shipping: SHIPPING,
    images: 3,
  },
  {
    item: "CB-F6566-CV",
    make: "FORD",
    model: "Mustang Convertible",
    yearModel: "1965-1966",
    description:
      "The 1965-1966 Mustang convertible body in new steel, with the convertible torque boxes and reinforced rockers the originals rusted out first.",
    priceUsd: 19995,
    includes: [...BASE_INCLUDES, "Convertible torque boxes and rocker reinforcements", "Doors and trunk lid hung and gapped"],
    shipping: SHIPPING_CONVERTIBLE,
    images: 2,
  },
  {
    item: "CB-F6970-FB",
    make: "FORD",
    model: "Mustang Mach 1 Fastback",
    yearModel: "1969-1970",
    description: "A 1969-1970 SportsRoof body for Mach 1, Boss and GT builds, with the correct roof and quarter panel sculpting.",
    priceUsd: 23495,
    includes: [...BASE_INCLUDES, "Doors, hood and trunk lid hung and gapped", "Shock towers ready for big-block clearance"],
    shipping: SHIPPING,
    images: 3,
  },
  {
    item: "CB-G69-CAM",
    make: "GM",
    model: "Camaro Coupe",
    yearModel: "1969",
    description: "The GM-licensed 1969 Camaro coupe body: every panel new steel, ready for your subframe and running gear.",
    priceUsd: 18995,
    includes: [...BASE_INCLUDES, "Doors, hood, trunk lid and fenders fitted", "Rear spring pockets and subframe mounts welded in"],
    shipping: SHIPPING,
    images: 3,
  },
  {
    item: "CB-G67-CAMCV",
    make: "GM",
    model: "Camaro Convertible",
    yearModel: "1967",
    description: "A 1967 Camaro convertible body in new steel with the convertible floor braces and rocker reinforcements installed.",
    priceUsd: 19495,
    includes: [...BASE_INCLUDES, "Convertible floor braces and rocker reinforcements", "Doors and trunk lid hung and gapped"],
    shipping: SHIPPING_CONVERTIBLE,
    images: 2,
  },
  {
    item: "CB-G70-CHV",
    make: "GM",
    model: "Chevelle Coupe",
    yearModel: "1970",
    description: "The 1970 Chevelle hardtop coupe body, the A-body everyone wants, made new from licensed GM tooling.",
    priceUsd: 22495,
    includes: [...BASE_INCLUDES, "Roof, trunk floor and tail panel installed", "Doors and trunk lid hung and gapped"],
    shipping: SHIPPING,
    images: 2,
  },
  {
    item: "CB-D70-CHAL",
    make: "DODGE",
    model: "Challenger R/T",
    yearModel: "1970",
    description: "A licensed 1970 Challenger body in all-new steel with R/T-correct quarter panels, ready for a Hemi or a modern drivetrain.",
    priceUsd: 24995,
    includes: [...BASE_INCLUDES, "Doors, hood and deck lid fitted and gapped", "Torsion bar crossmember and rear spring hangers installed"],
    shipping: SHIPPING,
    images: 3,
  },
  {
    item: "CB-D68-CHGR",
    make: "DODGE",
    model: "Charger",
    yearModel: "1968",
    description: "The 1968 Charger body with its tunnel-back roof, built new in steel from the original drawings.",
    priceUsd: 25995,
    includes: [...BASE_INCLUDES, "Doors, hood and deck lid fitted and gapped", "Hidden headlamp support panel installed"],
    shipping: SHIPPING,
    images: 2,
  },
];

export const classicImagePath = (item: string, n: number) => `/images/classic/${item}-${n}.svg`;
