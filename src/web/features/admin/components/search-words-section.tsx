import { useFieldArray, useFormContext } from "react-hook-form";
import { type SearchWordsFormInput, type SearchWordsPage, searchWordsForm, searchWordsFormOf } from "../../../../domain/contracts/admin-search-words";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { Spinner } from "../../../ui/spinner";
import { useSearchWords, useSearchWordsSave } from "../search-words-api";
import { CellInput, CellSelect } from "./cell-fields";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { cellClass, Panel, smallButtonClass, TableBox, TableHead, tableClass, useOutcome } from "./console-ui";
import { LoadError, Outcome } from "./outcome";

function SynonymRows() {
  const { fields, append, remove } = useFieldArray<SearchWordsFormInput, "synonyms">({ name: "synonyms" });
  return (
    <>
      <TableBox label="Synonym group table">
        <table className={tableClass}>
          <TableHead heads={["Group", "Names, separated by commas", "Actions"]} />
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id}>
                <th scope="row" className={`${cellClass} font-medium`}>
                  {index + 1}
                </th>
                <td className={cellClass}>
                  <CellInput name={`synonyms.${index}.names`} label={`Names of group ${index + 1}`} inputMode="text" className="w-full min-w-64" />
                </td>
                <td className={cellClass}>
                  <button type="button" className={smallButtonClass} aria-label={`Remove group ${index + 1}`} onClick={() => remove(index)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <button type="button" className={secondaryButtonClass} onClick={() => append({ names: "" })}>
        Add a group
      </button>
    </>
  );
}

function AliasRows({ makes }: { makes: readonly string[] }) {
  const { fields, append, remove } = useFieldArray<SearchWordsFormInput, "make_aliases">({ name: "make_aliases" });
  const { getValues } = useFormContext<SearchWordsFormInput>();
  return (
    <>
      <TableBox label="Make alias table">
        <table className={tableClass}>
          <TableHead heads={["Alias", "Make", "Actions"]} />
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id}>
                <td className={cellClass}>
                  <CellInput name={`make_aliases.${index}.alias`} label={`Alias, row ${index + 1}`} inputMode="text" className="w-40" />
                </td>
                <td className={cellClass}>
                  <CellSelect name={`make_aliases.${index}.make`} label={`Make, row ${index + 1}`} choices={makes} />
                </td>
                <td className={cellClass}>
                  <button type="button" className={smallButtonClass} aria-label={`Remove alias row ${index + 1}`} onClick={() => remove(index)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => append({ alias: "", make: getValues("make_aliases").at(-1)?.make ?? makes[0] ?? "" })}
      >
        Add an alias
      </button>
    </>
  );
}

function SearchWordsForm({ page }: { page: SearchWordsPage }) {
  const save = useSearchWordsSave();
  const outcome = useOutcome();
  const form = useConsoleForm(searchWordsForm, searchWordsFormOf(page));
  return (
    <ConsoleForm
      form={form}
      onSend={async (body) => {
        const saved = await save.mutateAsync(body);
        form.reset(searchWordsFormOf(saved));
        outcome.succeed(
          `The search's words are saved: ${saved.synonyms.length} synonym groups and ${saved.make_aliases.length} make aliases. The next search uses them.`,
        );
      }}
      onAttempt={outcome.start}
      submitLabel="Save search words"
      pendingLabel="Saving..."
      after={<Outcome error={null} success={outcome.result.success} />}
    >
      <Panel title="Synonyms">
        <p className="text-sm text-slate-700">
          A search for any name of a group also finds parts described with the others: "bonnet" finds hoods. A name may be two words ("tail lamp"); each name is
          in one group only.
        </p>
        <SynonymRows />
      </Panel>
      <Panel title="Make aliases">
        <p className="text-sm text-slate-700">Another name shoppers type for a make, one word: "chevy 1967 impala" then finds the Chevrolet Impala's parts.</p>
        <AliasRows makes={page.makes} />
      </Panel>
    </ConsoleForm>
  );
}

/** Content > Search words: the synonym groups and make aliases shoppers' searches read (decision 038). */
export function SearchWordsSection() {
  const words = useSearchWords();
  if (words.isPending) return <Spinner label="Loading the search's words..." />;
  if (words.isError) return <LoadError error={words.error} />;
  return <SearchWordsForm page={words.data} />;
}
