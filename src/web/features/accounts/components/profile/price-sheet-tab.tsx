
import { useStoreInfo } from "../../../../lib/store-info";
import { linkClass } from "../form-fields";
import { TabHeading } from "./tab-heading";

/** Price sheets are prepared by the store until the orders work brings the download; this says how to get one. */
export function PriceSheetTab() {
  const store = useStoreInfo();
  const dealerLine = store.dealerLine;
  return (
    <section>
      <TabHeading>Download Price Sheet</TabHeading>
      <p className="max-w-xl rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
        Price sheets for your price level are prepared by the store on request. Please call our dealer line at{" "}
        <a href={`tel:+1${dealerLine.replace(/\D/g, "")}`} className={linkClass}>
          {dealerLine}
        </a>{" "}
        and we will send you a current price sheet.
      </p>
    </section>
  );
}
