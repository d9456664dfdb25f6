import { useWords } from "../../../../lib/i18n";
import { linkClass } from "../../../../ui/action-styles";
import { Spinner } from "../../../../ui/spinner";
import { statementCsvUrl, useDealerStatement } from "../../../dealer/api";
import { TabHeading } from "./tab-heading";

/** Statement (dealers): confirmed orders by month with their subtotal, tax and total, each month downloadable as CSV. */
export function StatementTab() {
  const statement = useDealerStatement();
  const { t, rich, cad } = useWords();
  return (
    <section>
      <TabHeading intro={t("accounts.statement.intro")}>{t("accounts.tab.Statement")}</TabHeading>
      {statement.isPending ? (
        <Spinner label={t("accounts.statement.loading")} />
      ) : statement.isError ? (
        <p role="alert">{t("accounts.statement.loadFailed")}</p>
      ) : statement.data.months.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">{t("accounts.statement.none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("accounts.statement.caption")}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t("accounts.statement.month")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("accounts.statement.orders")}
              </th>
              <th scope="col" className="hidden py-2 pr-4 text-right sm:table-cell">
                {t("accounts.orders.subtotal")}
              </th>
              <th scope="col" className="hidden py-2 pr-4 text-right sm:table-cell">
                {t("returns.statement.credits")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("accounts.statement.tax")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("accounts.orders.total")}
              </th>
              <th scope="col" className="py-2 text-right">
                <span className="sr-only">{t("accounts.statement.download")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.data.months.map((row) => (
              <tr key={row.month} data-month={row.month} className="border-b border-slate-200">
                <td className="py-2 pr-4 whitespace-nowrap">{row.month}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.orders}</td>
                <td className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">{cad(row.subtotal)}</td>
                <td className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">{row.credits > 0 ? cad(-row.credits) : ""}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{cad(row.tax)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{cad(row.total)}</td>
                <td className="py-2 text-right">
                  <a href={statementCsvUrl(row.month)} download className={linkClass}>
                    {rich("accounts.statement.csv", {
                      month: row.month,
                      hidden: (chunks) => (
                        <span key="hidden" className="sr-only">
                          {chunks}
                        </span>
                      ),
                    })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
