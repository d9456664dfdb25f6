import { Fragment } from "react";

/** The lines of a text (split on line breaks), each shown on its own line. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function TextLines({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {splitLines(text).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          <span>{line}</span>
        </Fragment>
      ))}
    </p>
  );
}
