import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Pager } from "../../../ui/pager";
import { Spinner } from "../../../ui/spinner";
import { cellClass, EditDeleteButtons, type SectionOutcome, TableBox, TableHead, tableClass } from "./console-ui";
import { LoadError, Outcome } from "./outcome";

/** One column of a console list: its heading, and what a row shows under it. */
export interface Column<Row> {
  head: string;
  cell: (row: Row, index: number, rows: readonly Row[]) => ReactNode;
  className?: string;
}

/** A list as the console loads it: its rows, and for a paged list the page shown and how many there are. */
interface ListQuery<Row> {
  isError: boolean;
  error: unknown;
  data?: { rows: readonly Row[]; page?: number; last_page?: number } | undefined;
}

export interface ListSectionProps<Row> {
  list: ListQuery<Row>;
  outcome: SectionOutcome;
  /** What stands above the list: a form for a new row, a search. */
  above?: ReactNode;
  /** What the spinner says while the list loads, the table's name, and what shows when there are no rows. */
  loading: string;
  label: string;
  empty: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** For a paged list: goes to another page. */
  onPage?: (page: number) => void;
  /** The section's dialogs. */
  children?: ReactNode;
}

/**
 * A console section's list: what stands above it, the last action's outcome, then its rows in a
 * table (a spinner while they load, the refusal when they cannot be, a line when there are none),
 * paged when the list is.
 */
export function ListSection<Row>({ list, outcome, above, loading, label, empty, columns, rowKey, onPage, children }: ListSectionProps<Row>) {
  return (
    <div className="space-y-4">
      {above}
      <Outcome error={outcome.result.error} success={outcome.result.success} />
      {list.isError ? (
        <LoadError error={list.error} />
      ) : !list.data ? (
        <Spinner label={loading} />
      ) : list.data.rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <>
          <TableBox label={label}>
            <table className={tableClass}>
              <TableHead heads={columns.map((column) => column.head)} />
              <tbody>
                {list.data.rows.map((row, index, rows) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.head} className={column.className ? `${cellClass} ${column.className}` : cellClass}>
                        {column.cell(row, index, rows)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          {onPage && list.data.page !== undefined && list.data.last_page !== undefined ? (
            <Pager page={list.data.page} totalPages={list.data.last_page} onPageChange={onPage} />
          ) : null}
        </>
      )}
      {children}
    </div>
  );
}

/**
 * A searched list's results below its filters: a spinner while they load, the refusal, a line when
 * nothing matches, or how many match and which page this is (when `count` says how to word it), the
 * rows as `children` draws them, and a pager.
 */
export function SearchResults<Data extends { rows: readonly unknown[]; total: number; page: number }>({
  results,
  loading,
  empty,
  count,
  lastPage,
  onPage,
  children,
}: {
  results: { isError: boolean; error: unknown; data?: Data | undefined };
  loading: string;
  empty: string;
  count?: (total: number) => string;
  lastPage: (data: Data) => number;
  onPage: (page: number) => void;
  children: (data: Data) => ReactNode;
}) {
  const { data } = results;
  return (
    <div className="mt-6">
      {results.isError ? (
        <LoadError error={results.error} />
      ) : !data ? (
        <Spinner label={loading} />
      ) : data.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">{empty}</p>
      ) : (
        <>
          {count ? (
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {`${count(data.total)}, page ${data.page} of ${lastPage(data)}`}
            </p>
          ) : null}
          {children(data)}
          <Pager page={data.page} totalPages={lastPage(data)} onPageChange={onPage} className="mt-4" />
        </>
      )}
    </div>
  );
}

/** A change under a content area, by its path (`/3/delete`). */
type RowChange = UseMutationResult<unknown, Error, { path: string; body?: unknown }>;

export interface EditableListProps<Row> extends Omit<ListSectionProps<Row>, "columns" | "children"> {
  columns: readonly Column<Row>[];
  /** How the Edit and Delete buttons name a row ("banner 3"). */
  name: (row: Row) => string;
  /** A row's buttons before Edit and Delete. */
  rowButtons?: (row: Row, index: number, rows: readonly Row[]) => ReactNode;
  /** The dialog that edits a row; it calls `close` when dismissed, and with its success line once saved. */
  editor: (row: Row, close: (success?: string) => void) => ReactNode;
  remove: RowChange;
  /** How deleting a row is asked, where it is sent, and what is said once it is done. */
  deletion: { title: (row: Row) => string; message: (row: Row) => string; confirmLabel: string; path: (row: Row) => string; success: (row: Row) => string };
  children?: ReactNode;
}

/** A list whose rows are edited in a dialog and deleted after asking, each reported in the section's outcome. */
export function EditableList<Row>({ columns, name, rowButtons, editor, remove, deletion, outcome, children, ...list }: EditableListProps<Row>) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const actions: Column<Row> = {
    head: "Actions",
    cell: (row, index, rows) => (
      <EditDeleteButtons
        name={name(row)}
        onEdit={() => {
          outcome.start();
          setEditing(row);
        }}
        onDelete={() => {
          remove.reset();
          setDeleting(row);
        }}
      >
        {rowButtons?.(row, index, rows)}
      </EditDeleteButtons>
    ),
  };
  return (
    <ListSection {...list} outcome={outcome} columns={[...columns, actions]}>
      {editing
        ? editor(editing, (success) => {
            setEditing(null);
            if (success) outcome.succeed(success);
          })
        : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? deletion.title(deleting) : ""}
        message={deleting ? deletion.message(deleting) : ""}
        confirmLabel={deletion.confirmLabel}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          void outcome.track(remove.mutateAsync({ path: deletion.path(deleting) }), deletion.success(deleting)).finally(() => setDeleting(null));
        }}
      />
      {children}
    </ListSection>
  );
}
