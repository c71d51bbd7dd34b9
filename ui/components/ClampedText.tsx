/**
 * Long text in a table row (an address, a list of invoices) on at most two lines; the whole of it is the tooltip, and
 * a row's details and the mobile card show it unclipped. Screen readers always read all of it.
 */
export function ClampedText({ text }: { text: string }) {
  return (
    <span className="clamped-text" title={text}>
      {text}
    </span>
  );
}
