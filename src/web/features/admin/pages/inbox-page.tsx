import { Link, useSearchParams } from "react-router";
import { INQUIRY_KIND_LABEL } from "../../../../domain/contracts/admin";
import { linkClass } from "../../../ui/action-styles";
import { SelectField } from "../../../ui/form-field";
import { ConsolePage, cellClass, SearchForm, TableBox, TableHead, tableClass } from "../components/console-ui";
import { SearchResults } from "../components/list-section";
import { storeDateTime } from "../format";
import { type InboxFilters, useInquiries } from "../inbox-api";

const STATES = [
  { value: "waiting", label: "Waiting for an answer" },
  { value: "answered", label: "Answered" },
  { value: "all", label: "All messages" },
];

/** /admin/inbox: contact messages and inquiries, those waiting first (oldest first), filtered by state, kind and text, kept in the address. */
export function InboxPage() {
  const [search, setSearch] = useSearchParams();
  const filters: InboxFilters = {};
  for (const key of ["state", "kind", "q", "page"] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  const inquiries = useInquiries(filters);
  const update = (changes: Partial<Record<keyof InboxFilters, string>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setSearch(next);
  };

  return (
    <ConsolePage title="Inbox">
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Show"
            value={filters.state ?? "waiting"}
            onChange={(event) => update({ state: event.target.value === "waiting" ? "" : event.target.value })}
          >
            {STATES.map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Kind" value={filters.kind ?? ""} onChange={(event) => update({ kind: event.target.value })}>
            <option value="">Every kind</option>
            {Object.entries(INQUIRY_KIND_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <SearchForm label="Search messages" value={filters.q ?? ""} onSearch={(q) => update({ q })} />
      </div>
      <SearchResults
        results={inquiries}
        loading="Loading messages..."
        empty="No messages match."
        lastPage={(data) => data.last_page}
        onPage={(page) => update({ page: String(page) })}
      >
        {(data) => (
          <TableBox label="Messages">
            <table className={tableClass}>
              <TableHead heads={["Subject", "From", "Received", "State"]} />
              <tbody>
                {data.rows.map((inquiry) => (
                  <tr key={inquiry.id}>
                    <td className={cellClass}>
                      <Link to={`/admin/inbox/${inquiry.id}`} className={linkClass}>
                        {inquiry.subject || inquiry.kind_label}
                      </Link>
                      <span className="block text-slate-700">{inquiry.item ? `${inquiry.kind_label} · ${inquiry.item}` : inquiry.kind_label}</span>
                    </td>
                    <td className={cellClass}>
                      <span className="block">{inquiry.name}</span>
                      <span className="block text-slate-700">{inquiry.email}</span>
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>{storeDateTime(inquiry.created_at)}</td>
                    <td className={cellClass}>{inquiry.answered_at ? `Answered by ${inquiry.answered_by ?? "staff"}` : "Waiting"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </SearchResults>
    </ConsolePage>
  );
}
