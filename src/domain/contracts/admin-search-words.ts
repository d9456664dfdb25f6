import { z } from "zod";
import { searchFold, searchName } from "../search-words";

/**
 * The search's words staff keep in the console (decision 038): synonym groups (a query naming one name
 * finds parts holding any name of its group) and make aliases (chevy: Chevrolet). GET and PUT
 * /api/admin/search-words read and replace the whole list; names are kept as searchName writes them (lower case, accents kept).
 */
export const MAX_SYNONYM_GROUPS = 300;
export const MAX_NAMES_IN_GROUP = 12;
export const MAX_MAKE_ALIASES = 200;

/** A name as searches read it: lower case, letters and digits, words one space apart; 2-40 characters. */
const nameField = (what: string) =>
  z
    .string()
    .max(200)
    .transform(searchName)
    .pipe(z.string().min(2, `${what} must have at least 2 letters or digits`).max(40, `${what} may have at most 40 characters`));

export const synonymGroup = z
  .array(nameField("A synonym"))
  .min(2, "A group needs at least two names")
  .max(MAX_NAMES_IN_GROUP, `A group may have at most ${MAX_NAMES_IN_GROUP} names`);

export const makeAlias = z.object({
  alias: nameField("An alias").refine((alias) => !alias.includes(" "), "An alias is one word"),
  /** The make as the shop names it; the server checks the shop has it and spells it as the makes table does. */
  make: z.string().trim().min(1, "Choose a make").max(60),
});

export const searchWords = z
  .object({
    synonyms: z.array(synonymGroup).max(MAX_SYNONYM_GROUPS, `At most ${MAX_SYNONYM_GROUPS} groups`),
    make_aliases: z.array(makeAlias).max(MAX_MAKE_ALIASES, `At most ${MAX_MAKE_ALIASES} aliases`),
  })
  .superRefine((words, context) => {
    const groupOf = new Map<string, number>();
    words.synonyms.forEach((group, at) => {
      group.forEach((name, place) => {
        // "rétroviseur" and "retroviseur" are one name to a search.
        const other = groupOf.get(searchFold(name));
        if (other !== undefined)
          context.addIssue({
            code: "custom",
            path: ["synonyms", at, place],
            message: other === at ? `"${name}" is twice in this group` : `"${name}" is already in group ${other + 1}: a name may be in one group only`,
          });
        else groupOf.set(searchFold(name), at);
      });
    });
    const seen = new Set<string>();
    words.make_aliases.forEach(({ alias }, at) => {
      if (seen.has(alias)) context.addIssue({ code: "custom", path: ["make_aliases", at, "alias"], message: `The alias "${alias}" is listed twice` });
      seen.add(alias);
    });
  });
export type SearchWordsInput = z.input<typeof searchWords>;
export type SearchWordsReply = z.output<typeof searchWords>;

/** What GET answers: the list as stored, and the makes an alias may stand for. */
export const searchWordsReply = z.object({
  synonyms: z.array(z.array(z.string())),
  make_aliases: z.array(z.object({ alias: z.string(), make: z.string() })),
  makes: z.array(z.string()),
});
export type SearchWordsPage = z.infer<typeof searchWordsReply>;

/** The console's form: a group's names in one box, comma-separated ("hood, bonnet"); an alias and its make per row. */
export const searchWordsFormFields = z.object({
  synonyms: z.array(z.object({ names: z.string() })),
  make_aliases: z.array(z.object({ alias: z.string(), make: z.string() })),
});
export type SearchWordsFormInput = z.input<typeof searchWordsFormFields>;

/** The names typed in a group's box: split at commas, blanks dropped. */
export const namesOfBox = (box: string) =>
  box
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The form made into the contract's body and checked by it; a group's messages land on its box
 * (the contract names a group's name by its place, the form has one box a group).
 */
export const searchWordsForm = searchWordsFormFields
  .transform((form) => ({
    synonyms: form.synonyms.map((group) => namesOfBox(group.names)),
    make_aliases: form.make_aliases.map(({ alias, make }) => ({ alias, make })),
  }))
  .superRefine((body, context) => {
    const result = searchWords.safeParse(body);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [list, at] = issue.path;
      const path = list === "synonyms" && typeof at === "number" ? ["synonyms", at, "names"] : issue.path;
      context.addIssue({ code: "custom", message: issue.message, path });
    }
  });

/** The form's values for the list as stored. */
export function searchWordsFormOf(page: Pick<SearchWordsPage, "synonyms" | "make_aliases">): SearchWordsFormInput {
  return {
    synonyms: page.synonyms.map((names) => ({ names: names.join(", ") })),
    make_aliases: page.make_aliases.map(({ alias, make }) => ({ alias, make })),
  };
}
