import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type SearchWordsInput, searchWordsReply } from "../../../domain/contracts/admin-search-words";
import { apiGet } from "../../lib/api";
import { apiPut } from "./console-http";
import { ADMIN_KEY } from "./session-api";

const wordsKey = [ADMIN_KEY, "search-words"] as const;

/** GET /api/admin/search-words: the synonym groups and make aliases, with the shop's makes. */
export function useSearchWords() {
  return useQuery({ queryKey: wordsKey, queryFn: ({ signal }) => apiGet("/admin/search-words", { schema: searchWordsReply, signal }), staleTime: 0 });
}

/** PUT /api/admin/search-words: the whole list; the saved list is what the page shows next. */
export function useSearchWordsSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: SearchWordsInput) => apiPut("/admin/search-words", words, searchWordsReply),
    onSuccess: (saved) => queryClient.setQueryData(wordsKey, saved),
  });
}
