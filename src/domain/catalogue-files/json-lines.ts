/**
 * The line on which each record of a catalogue JSON document starts: `{ "section": [ {…}, {…} ] }`
 * → { section: [line, line] }. A small scanner (strings and escapes understood), so an error can
 * name the line a person opens the file at.
 *
 * The lines line up with the lists JSON.parse gives: every element of a section's list counts,
 * whatever it is (an element that is not an object, `null` or `"…"`, is a record the import
 * refuses, and skipping it would give each later record its neighbour's line), and a section
 * named twice counts as JSON.parse reads it, the last list only.
 */
export function recordLines(json: string): Record<string, number[]> {
  const lines = new Map<string, number[]>();
  let line = 1;
  let depth = 0;
  let inString = false;
  let lastKey = '';
  let stringStart = 0;
  /** The lines of the section whose list is open (depth 2), and whether an element comes next. */
  let list: number[] | null = null;
  let elementNext = false;
  for (let i = 0; i < json.length; i += 1) {
    const char = json[i]!;
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') {
        inString = false;
        if (depth === 1) lastKey = json.slice(stringStart + 1, i);
      }
      continue;
    }
    if (list && depth === 2 && elementNext && !isBlank(char) && char !== ']') {
      list.push(line);
      elementNext = false;
    }
    if (char === '"') {
      inString = true;
      stringStart = i;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (char === '[' && depth === 2) {
        list = [];
        lines.set(lastKey, list);
        elementNext = true;
      }
    } else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth < 2) list = null;
    } else if (char === ',' && depth === 2 && list) elementNext = true;
  }
  return Object.fromEntries(lines);
}

/** JSON's white space between values. */
const isBlank = (char: string) => char === ' ' || char === '\n' || char === '\r' || char === '\t';
