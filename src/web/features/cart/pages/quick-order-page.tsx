import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeEvent, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { type CartFillReply, quickOrderBody } from "../../../../domain/contracts/trade";
import { orderAlert } from "../../../lib/alerts";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { CartFillReport } from "../../../products/cart-fill-report";
import { primaryButtonClass } from "../../../ui/action-styles";
import { FormTextAreaField, InputField } from "../../../ui/form-field";
import { PageFrame } from "../../../ui/page-frame";
import { useQuickOrder } from "../api";

type QuickOrderForm = { lines: string };

/** A CSV file larger than this is surely not a list of part numbers. */
const MAX_FILE_BYTES = 200_000;

/**
 * /quick-order (signed-in customers and dealers): part numbers and quantities pasted or typed one per
 * line, or read from a CSV file, all put in the cart at once at the buyer's price; the lines the server
 * could not add stay in the box, each named with why, so they can be corrected and sent again.
 */
export function QuickOrderPage() {
  const { t } = useWords();
  const quickOrder = useQuickOrder();
  const [fill, setFill] = useState<CartFillReply | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const form = useForm<QuickOrderForm>({ resolver: zodResolver(quickOrderBody), defaultValues: { lines: "" } });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileNote(t("cart.quick.tooLarge", { file: file.name }));
      return;
    }
    form.setValue("lines", await file.text(), { shouldValidate: true });
    setFileNote(t("cart.quick.fileRead", { file: file.name }));
  }

  const onSubmit = async ({ lines }: QuickOrderForm) => {
    try {
      const answer = await quickOrder.mutateAsync(lines);
      setFill(answer);
      setFileNote(null);
      form.reset({ lines: answer.refused.map((line) => line.text).join("\n") });
    } catch (error) {
      orderAlert(errorText(error, t));
    }
  };

  return (
    <PageFrame title={t("cart.quick.title")} intro={<p>{t("cart.quick.intro")}</p>}>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <FormTextAreaField
              name="lines"
              label={t("cart.quick.label")}
              hint={t("cart.quick.hint")}
              rows={10}
              spellCheck={false}
              autoCapitalize="characters"
            />
            <InputField
              type="file"
              label={t("cart.quick.file")}
              hint={t("cart.quick.fileHint")}
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(event) => void readFile(event)}
            />
            {fileNote ? <p className="text-sm text-slate-700">{fileNote}</p> : null}
            <button type="submit" className={primaryButtonClass} disabled={quickOrder.isPending} aria-busy={quickOrder.isPending || undefined}>
              {t("cart.quick.submit")}
            </button>
          </form>
        </FormProvider>
        <div aria-live="polite">
          {fill ? <CartFillReport fill={fill} title={t("cart.quick.result")} /> : null}
          {fill && fill.refused.length > 0 ? <p className="mt-3 text-sm text-slate-700">{t("cart.quick.refusedBack")}</p> : null}
        </div>
      </div>
    </PageFrame>
  );
}

export { QuickOrderPage as Component };
