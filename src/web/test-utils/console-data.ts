import type { AdminOrderDetail, AdminOrderList, AdminOrderRow, Dashboard } from "../../domain/contracts/admin";
import type { ImportJob, StaffPartDetail, StaffPartRow } from "../../domain/contracts/admin-parts";
import type { StaffMember } from "../../domain/contracts/staff";
import { staffStatusLabel } from "../../domain/orders";
import { anOrder } from "./shop-data";

/** The demo shop's owner, as GET /api/admin/me answers for them. */
export const ownerStaff: StaffMember = { id: 1, email: "admin@example.com", name: "Store Owner", role: "owner" };
/** A staff member without the owner's rights. */
export const plainStaff: StaffMember = { id: 2, email: "clerk@example.com", name: "Casey Clerk", role: "staff" };

/** An order as the console's order page receives it; the header overrides set its state and money. */
export function anAdminOrder(header: Partial<AdminOrderDetail["somast"]> = {}, extra: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = anOrder(header);
  return {
    ...order,
    owner: { kind: "customer", id: 7, name: "Ada Lovelace", email: "ada@example.com" },
    status_label: staffStatusLabel(order.somast.sales_status),
    payments: [],
    history: [],
    ...extra,
  };
}

/** A row of the console's order list. */
export function anAdminOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  const status = overrides.sales_status ?? 6;
  return {
    order_num: "100001",
    date_order: "2026-05-14T15:30:00.000Z",
    owner_kind: "customer",
    owner_id: 7,
    name: "Ada Lovelace",
    email: "ada@example.com",
    sales_status: status,
    status_label: staffStatusLabel(status),
    total: 380.74,
    track_num: null,
    paid_with: "card",
    ...overrides,
  };
}

/** A page of the console's order list. */
export function anAdminOrderList(rows: AdminOrderRow[], total = rows.length, page = 1, perPage = 20): AdminOrderList {
  return { rows, total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** The dashboard of a quiet day with one quote waiting. */
export function aDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: { count: 0, sales: 0, rows: [] },
    quotesWaiting: { count: 1, rows: [anAdminOrderRow({ order_num: "100044", sales_status: 3, total: 1300 })] },
    inquiriesWaiting: { count: 0, rows: [] },
    lowStock: { count: 1, rows: [{ item: "F67-HOOD", descrip: "1967-1968 Ford Mustang steel hood", make: "FORD", onhand: 1, orderpt: 2, onshpeta: null }] },
    ...overrides,
  };
}

/** A part as the console's part page receives it: the demo shop's oversize Mustang hood. */
export function aStaffPart(overrides: Partial<StaffPartDetail> = {}): StaffPartDetail {
  return {
    item: "F67-HOOD",
    descrip: "1967-1968 Ford Mustang steel hood",
    descrip_fr: null,
    part_type: "hood",
    make: "FORD",
    fits: ["FORD"],
    model: "Mustang",
    year_from: 1967,
    year_end: 1968,
    price: 520,
    pricel: 649.99,
    price2: 500,
    price3: 480,
    price4: null,
    price5: null,
    price6: null,
    onhand: 3,
    orderpt: 2,
    qty: 1,
    onshpeta: null,
    weight_kg: 18.5,
    oversize: true,
    onsale: false,
    featured: true,
    popular: false,
    promotional: false,
    hot_sale: false,
    special_price: null,
    holiday_price: null,
    img_path: "/images/parts/F67-HOOD.svg",
    big: "/images/parts/F67-HOOD.svg?size=large",
    view_count: 12,
    created_at: "2026-01-05T15:00:00.000Z",
    ...overrides,
  };
}

/** The same part as a row of the console's parts list. */
export function aStaffPartRow(overrides: Partial<StaffPartRow> = {}): StaffPartRow {
  const {
    model: _model,
    qty: _qty,
    onshpeta: _eta,
    weight_kg: _weight,
    img_path: _img,
    big: _big,
    view_count: _views,
    created_at: _created,
    ...row
  } = aStaffPart();
  return { ...row, holiday_sale: row.holiday_price !== null, ...overrides };
}

/** An import job in the given state, as GET /api/admin/parts/import/:id answers. */
export function anImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: "5f0c6a8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f",
    state: "done",
    rows_total: 3,
    rows_validated: 3,
    rows_applied: 3,
    inserted: 1,
    updated: 1,
    error_count: 0,
    row_errors: [],
    message: null,
    digest: "0".repeat(64),
    created_at: "2026-11-22T15:00:00.000Z",
    finished_at: "2026-11-22T15:00:01.000Z",
    ...overrides,
  };
}
