import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import { LIST_NAME_MAX, saveListBody } from "../../../../domain/contracts/trade";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { linkClass, secondaryButtonClass } from "../../../ui/action-styles";
import { FormInputField } from "../../../ui/form-field";
import { useSaveCartAsList } from "../../lists/api";

export const SAVED_LISTS_PATH = "/profile?tab=Saved%20Lists";

/** 'Save as list' on the cart: names the cart's lines as a saved list, to add to the cart again later. */
export function SaveAsList() {
  const { t } = useWords();
  const save = useSaveCartAsList();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<{ name: string }>({ resolver: zodResolver(saveListBody), defaultValues: { name: "" } });
  const onSubmit = async ({ name }: { name: string }) => {
    setSaved(null);
    try {
      await save.mutateAsync(name);
      setSaved(name);
      form.reset({ name: "" });
    } catch (error) {
      form.setError("name", { message: errorText(error, t) });
    }
  };
  return (
    <section aria-labelledby="save-list-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="save-list-heading" className="font-semibold text-ink">
        {t("cart.saveList.heading")}
      </h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-2 space-y-3">
          <FormInputField name="name" label={t("cart.saveList.name")} hint={t("cart.saveList.hint")} maxLength={LIST_NAME_MAX} />
          <button type="submit" className={`${secondaryButtonClass} w-full`} disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {t("cart.saveList.submit")}
          </button>
        </form>
      </FormProvider>
      <div role="status" className="mt-2 text-sm">
        {saved ? (
          <p className="text-green-900">
            {t("cart.saveList.saved", { name: saved })}
            <Link to={SAVED_LISTS_PATH} className={linkClass}>
              {t("cart.saveList.see")}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
