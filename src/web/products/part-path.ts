import { useNavigate } from "react-router";

/** The spec's address of one part, /all-products/{make}/{productCode}: its make's list with the part's quick view open. */
export function partPath(make: string, code: string, search = ""): string {
  return `/all-products/${encodeURIComponent(make)}/${encodeURIComponent(code)}${search}`;
}

/** What a page leaves in the history entry of a quick view it opened, so closing it goes back instead of forward. */
export interface QuickViewState {
  openedFromList?: boolean;
}

export function openedFromList(state: unknown): boolean {
  return (state as QuickViewState | null)?.openedFromList === true;
}

/**
 * Opens a part's quick view at the part's own address with a history entry, from any page: Back closes
 * it and returns to the page and the place it was opened from; the address can be shared.
 */
export function useOpenPart(): (code: string, make: string) => void {
  const navigate = useNavigate();
  return (code, make) => navigate(partPath(make, code), { state: { openedFromList: true } satisfies QuickViewState });
}
