/**
 * The line on which each record of a catalogue JSON document starts: `{ "section": [ {…}, {…} ] }`
 * → { section: [line, line] }. A small scanner (strings and escapes understood), so an error can
 * name the line a person opens the file at.
 */
export function recordLines(json: string): Record<string, number[]> {
  const lines: Record<string, number[]> = {};
  let line = 1;
  let depth = 0;
  let inString = false;
  let lastKey = '';
  let stringStart = 0;
  let section = '';
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
    if (char === '"') {
      inString = true;
      stringStart = i;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (char === '[' && depth === 2) section = lastKey;
      if (char === '{' && depth === 3 && section) (lines[section] ??= []).push(line);
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return lines;
}
