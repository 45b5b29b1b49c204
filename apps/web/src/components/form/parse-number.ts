/**
 * Forms keep what the user typed; this turns one field's text into the number the engine schema
 * validates. Blank becomes `undefined` (so optional fields fall back to their defaults and
 * required ones get the schema's message); thousands separators, spaces and a leading £ are
 * ignored; anything else that is not a number becomes NaN, which the schema rejects.
 */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[,\s£]/g, "");
  if (cleaned === "") return undefined;
  return Number(cleaned);
}
