import { ConsolePage } from "../components/console-ui";

/** Any other /admin address. */
export function ConsoleNotFoundPage() {
  return (
    <ConsolePage title="Page not found">
      <p className="text-slate-700">There is no console page at this address. Please choose a section from the menu above.</p>
    </ConsolePage>
  );
}
