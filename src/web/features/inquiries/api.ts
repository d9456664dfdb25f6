import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { classicBodyDetail, itemDetail, product } from "../../../domain/contracts/catalog";
import { type InquiryOnlineBody, sentReply } from "../../../domain/contracts/inquiries";
import { ApiRequestError, apiGet, apiPost } from "../../lib/api";

/** What the inquiry page shows about the item asked about, whether it is a part or a classic body model. */
export interface InquiryItem {
  code: string;
  description: string;
  make: string;
  years: string;
}

const partSummary = z.object({
  singleItem: product.pick({ item: true, descrip: true, make: true, year_from: true, year_end: true }),
  item_makes: itemDetail.shape.item_makes,
});

const modelSummary = z.object({
  singleItem: classicBodyDetail.shape.singleItem.pick({ item: true, model: true, make: true, year_model: true }),
});

const notFoundIsFinal = (failures: number, error: Error) => !isNotFound(error) && failures < 1;

export const inquiryItemQuery = (code: string, isModel: boolean) =>
  queryOptions({
    queryKey: ["inquiries", isModel ? "model" : "item", code],
    queryFn: async ({ signal }): Promise<InquiryItem> => {
      const path = `${isModel ? "/classicBody" : "/item"}/${encodeURIComponent(code)}`;
      if (isModel) {
        const { singleItem } = await apiGet(path, { schema: modelSummary, signal });
        return { code: singleItem.item, description: singleItem.model, make: singleItem.make, years: singleItem.year_model };
      }
      const { singleItem, item_makes } = await apiGet(path, { schema: partSummary, signal });
      const makes = item_makes.length > 0 ? [...new Set(item_makes.map((entry) => entry.make))] : [singleItem.make];
      const years = singleItem.year_from === singleItem.year_end ? String(singleItem.year_from) : `${singleItem.year_from}-${singleItem.year_end}`;
      return { code: singleItem.item, description: singleItem.descrip, make: makes.join(", "), years };
    },
    retry: notFoundIsFinal,
  });

/** The part (GET /item/:code) or classic body model (GET /classicBody/:code) an inquiry is about. */
export function useInquiryItem(code: string, isModel: boolean) {
  return useQuery(inquiryItemQuery(code, isModel));
}

/** POST /inquiryOnline: a shipping, ETA or classic model inquiry. */
export function useSendInquiry() {
  return useMutation({
    mutationFn: (inquiry: InquiryOnlineBody) => apiPost("/inquiryOnline", inquiry, { schema: sentReply }),
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
