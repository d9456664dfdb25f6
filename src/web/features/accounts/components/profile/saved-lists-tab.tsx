import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { LIST_NAME_MAX, renameListBody, type SavedList } from "../../../../../domain/contracts/trade";
import { partDescription } from "../../../../../domain/i18n/content";
import { errorText } from "../../../../lib/api";
import { useWords } from "../../../../lib/i18n";
import type { CartFillState } from "../../../../products/order-again-button";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../../ui/action-styles";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { FormInputField } from "../../../../ui/form-field";
import { QuantityStepper } from "../../../../ui/quantity-stepper";
import { Spinner } from "../../../../ui/spinner";
import { useAddListToCart, useDeleteList, useRenameList, useSavedLists, useSetListQuantity } from "../../../lists/api";
import { TabHeading } from "./tab-heading";

function RenameForm({ list, onDone }: { list: SavedList; onDone: () => void }) {
  const rename = useRenameList();
  const { t } = useWords();
  const form = useForm<{ name: string }>({ resolver: zodResolver(renameListBody), defaultValues: { name: list.name } });
  const onSubmit = async ({ name }: { name: string }) => {
    try {
      await rename.mutateAsync({ id: list.id, name });
      onDone();
    } catch (failure) {
      form.setError("name", { message: errorText(failure, t) });
    }
  };
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-wrap items-end gap-3">
        <FormInputField name="name" label={t("accounts.lists.newName", { name: list.name })} maxLength={LIST_NAME_MAX} />
        <button type="submit" className={secondaryButtonClass} disabled={rename.isPending}>
          {t("accounts.lists.saveName")}
        </button>
        <button type="button" className={linkClass} onClick={onDone}>
          {t("accounts.lists.cancel")}
        </button>
      </form>
    </FormProvider>
  );
}

/** One saved list: its parts at today's prices, quantities to change, and rename, delete and 'Add to cart'. */
function SavedListCard({ list, onDelete }: { list: SavedList; onDelete: (list: SavedList) => void }) {
  const navigate = useNavigate();
  const setQuantity = useSetListQuantity();
  const addToCart = useAddListToCart();
  const [renaming, setRenaming] = useState(false);
  const { t, rich, cad, locale } = useWords();
  const hidden = (chunks: ReactNode[]) => (
    <span key="hidden" className="sr-only">
      {chunks}
    </span>
  );
  const headingId = `saved-list-${list.id}`;

  async function addAll() {
    try {
      const fill = await addToCart.mutateAsync(list.id);
      const state: CartFillState = { cartFill: { fill, title: t("accounts.lists.added", { name: list.name }) } };
      navigate("/cart", { state });
    } catch (error) {
      toast.error(errorText(error, t), { toastId: `list-${list.id}` });
    }
  }

  function changeQuantity(item: string, qty: number) {
    setQuantity.mutate(
      { id: list.id, item, qty: Math.max(0, qty) },
      { onError: (error) => toast.error(errorText(error, t), { toastId: `list-${list.id}-${item}` }) },
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-saved-list={list.name}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {list.name}
        </h3>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButtonClass} onClick={() => void addAll()} disabled={addToCart.isPending || list.lines.length === 0}>
            {rich("accounts.lists.addToCart", { name: list.name, hidden })}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setRenaming(true)}>
            {rich("accounts.lists.rename", { name: list.name, hidden })}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => onDelete(list)}>
            {rich("accounts.lists.delete", { name: list.name, hidden })}
          </button>
        </div>
      </div>
      {renaming ? (
        <div className="mt-3">
          <RenameForm list={list} onDone={() => setRenaming(false)} />
        </div>
      ) : null}
      {list.lines.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("accounts.lists.empty")}</p>
      ) : (
        <ul aria-label={t("accounts.lists.parts", { name: list.name })} className="mt-3 divide-y divide-slate-200">
          {list.lines.map((line) => (
            <li key={line.item} data-list-line={line.item} className="flex flex-wrap items-end justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{partDescription(line, locale)}</p>
                <p className="text-sm text-slate-600">{t("accounts.lists.line", { item: line.item, price: cad(line.price), onhand: line.onhand })}</p>
              </div>
              <div className="flex items-end gap-3">
                <QuantityStepper
                  label={t("accounts.lists.quantity", { item: line.item })}
                  value={line.qty}
                  onChange={(next) => changeQuantity(line.item, next)}
                />
                <button type="button" className={linkClass} onClick={() => changeQuantity(line.item, 0)}>
                  {rich("accounts.lists.remove", { item: line.item, name: list.name, hidden })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Saved Lists (customers and dealers): the lists saved from the cart, to change and add to the cart whole. */
export function SavedListsTab() {
  const lists = useSavedLists();
  const remove = useDeleteList();
  const [deleting, setDeleting] = useState<SavedList | null>(null);
  const { t } = useWords();
  return (
    <section>
      <TabHeading intro={t("accounts.lists.intro")}>{t("accounts.tab.Saved Lists")}</TabHeading>
      {lists.isPending ? (
        <Spinner label={t("accounts.lists.loading")} />
      ) : lists.isError ? (
        <p role="alert">{t("accounts.lists.loadFailed")}</p>
      ) : lists.data.lists.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">{t("accounts.lists.none")}</p>
      ) : (
        <div className="space-y-4">
          {lists.data.lists.map((list) => (
            <SavedListCard key={list.id} list={list} onDelete={setDeleting} />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("accounts.lists.deleteTitle")}
        message={deleting ? t("accounts.lists.deleteQuestion", { name: deleting.name }) : ""}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error(errorText(error, t), { toastId: `delete-list-${deleting.id}` }),
          });
        }}
      />
    </section>
  );
}
