import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { type StaffPartRow, staffPartsQuery } from "../../../../domain/contracts/admin-parts";
import { formatCad } from "../../../../domain/money";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../ui/action-styles";
import { FormInputField, FormSelectField } from "../../../ui/form-field";
import { FilterForm } from "../components/console-form";
import { ConsolePage, cellClass, TableBox, TableHead, tableClass } from "../components/console-ui";
import { FitmentImport } from "../components/fitment-import";
import { SearchResults } from "../components/list-section";
import { PartsImport } from "../components/parts-import";
import { useMakes, useStaffParts } from "../parts-api";

/** The flags a part carries, in words. */
function flagsOf(part: StaffPartRow): string[] {
  return [
    part.featured && "Featured",
    part.promotional && "Promotional",
    part.holiday_sale && "Holiday sale",
    part.onsale && "On sale",
    part.hot_sale && "Hot sale",
    part.popular && "Popular",
    part.oversize && "Oversize",
    part.special_price !== null && "Special price",
  ].filter((flag): flag is string => Boolean(flag));
}

const years = (part: StaffPartRow) => (part.year_from === part.year_end ? String(part.year_from) : `${part.year_from}-${part.year_end}`);

function PartTable({ rows }: { rows: readonly StaffPartRow[] }) {
  return (
    <TableBox label="Parts">
      <table className={tableClass}>
        <TableHead heads={["Code", "Description", "Makes", "Years", "List price", "Stock", "Flags"]} end={["List price", "Stock"]} />
        <tbody>
          {rows.map((part) => (
            <tr key={part.item} data-part={part.item}>
              <td className={`${cellClass} font-medium`}>
                <Link to={`/admin/parts/${encodeURIComponent(part.item)}`} className={linkClass}>
                  {part.item}
                </Link>
              </td>
              <td className={cellClass}>{part.descrip}</td>
              <td className={cellClass}>{part.fits.length > 0 ? part.fits.join(", ") : part.make}</td>
              <td className={`${cellClass} tabular-nums`}>{years(part)}</td>
              <td className={`${cellClass} text-right tabular-nums`} data-column="list-price">
                <span className="font-semibold">{formatCad(part.pricel)}</span>
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>
                {part.onhand}
                {part.onhand < part.orderpt ? <span className="block text-xs font-semibold text-red-800">Below reorder point</span> : null}
              </td>
              <td className={cellClass}>{flagsOf(part).join(", ") || "None"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** The search form: code or words and a make, checked as the parts list's query reads them. */
const partSearch = staffPartsQuery.pick({ q: true, make: true });

/** /admin/parts: parts by code or words and by make (kept in the address), 20 a page; New part, Export CSV and Import CSV. */
export function PartsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = { q: search.get("q") ?? "", make: search.get("make") ?? "", page: Number(search.get("page")) || 1 };
  const parts = useStaffParts({ ...(filters.q ? { q: filters.q } : {}), ...(filters.make ? { make: filters.make } : {}), page: filters.page });
  const makes = useMakes();
  const known = makes.data?.items.map((make) => make.make) ?? [];
  // The make in the address is always choosable (before the makes arrive, and after the shop drops it), so the
  // form shows what is searched and never has to be rebuilt when the list lands, which would lose what staff typed.
  const makeOptions = [...known, ...(filters.make && !known.includes(filters.make) ? [filters.make] : [])].map((make) => ({ value: make, label: make }));

  const onSearch = (chosen: z.output<typeof partSearch>) => {
    const next = new URLSearchParams();
    if (chosen.q) next.set("q", chosen.q);
    if (chosen.make) next.set("make", chosen.make);
    setSearch(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(page));
    setSearch(next);
  };

  return (
    <ConsolePage
      title="Parts"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/parts/new" className={primaryButtonClass}>
            New part
          </Link>
          <a href="/api/admin/parts.csv" download="parts.csv" className={secondaryButtonClass}>
            Export CSV
          </a>
        </div>
      }
    >
      <FilterForm
        key={search.toString()}
        schema={partSearch}
        defaultValues={{ q: filters.q, make: filters.make }}
        onSearch={onSearch}
        onClear={() => setSearch(new URLSearchParams())}
        label="Search parts"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
        buttonsClassName="flex flex-wrap items-start gap-2 sm:pt-6"
      >
        <FormInputField name="q" label="Code or words" type="search" hint="The start of an item code, or words of the description" />
        <FormSelectField name="make" label="Make" placeholder="Any make" options={makeOptions} />
      </FilterForm>

      <SearchResults
        results={parts}
        loading="Loading parts..."
        empty="No parts match this search."
        count={(total) => `${total} ${total === 1 ? "part" : "parts"}`}
        lastPage={(data) => Math.max(1, Math.ceil(data.total / data.per_page))}
        onPage={goToPage}
      >
        {(data) => <PartTable rows={data.rows} />}
      </SearchResults>
      <div className="mt-6 space-y-6">
        <PartsImport />
        <FitmentImport />
      </div>
    </ConsolePage>
  );
}
