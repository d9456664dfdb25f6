/** One record of a CSV file: its number in the file (the header is record 1) and its cells. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/**
 * Reads CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, quotes written
 * twice and line breaks; CRLF or LF line ends; a leading byte-order mark is ignored) one record at a
 * time, so a large file is never held as a table. Blank lines are skipped but counted, so row numbers stay those a spreadsheet shows. An unclosed quote ends the
 * file with what it holds; the cell checks of the caller then say what is wrong with it.
 */
export function* readCsv(text: string): Generator<CsvRecord> {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let row = 0;
  const end = text.length;
  while (at < end) {
    const cells: string[] = [];
    for (;;) {
      let cell: string;
      if (text[at] === '"') {
        let value = "";
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) {
            value += text.slice(from);
            at = end;
            break;
          }
          value += text.slice(from, quote);
          if (text[quote + 1] === '"') {
            value += '"';
            from = quote + 2;
          } else {
            at = quote + 1;
            break;
          }
        }
        const stop = nextStop(text, at);
        cell = value + text.slice(at, stop);
        at = stop;
      } else {
        const stop = nextStop(text, at);
        cell = text.slice(at, stop);
        at = stop;
      }
      cells.push(cell);
      if (text[at] === ",") {
        at += 1;
        continue;
      }
      if (text[at] === "\r") at += 1;
      if (text[at] === "\n") at += 1;
      break;
    }
    row += 1;
    if (cells.length === 1 && cells[0] === "") continue;
    yield { row, cells };
  }
}

/** Where the unquoted part of a cell ends: the next comma or line end. */
function nextStop(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 10 || c === 13) return i;
  }
  return text.length;
}

/** A value as one CSV cell: quoted when it holds a comma, a quote or a line break (or starts with a space). */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (ending in CRLF, as RFC 4180 writes it). */
export function csvLine(values: readonly (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A text from outside the store's control (a name, a description) made safe to open in a spreadsheet:
 * one starting with =, +, -, @, a tab or a carriage return would be read as a formula, so it gets a
 * leading apostrophe (OWASP's advice on CSV injection). Numbers are written as they are.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
