import type { z } from './zod';

/** The HTML limits of a form field: what the browser shows and enforces while people type. */
export interface HtmlConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
}

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  items?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const escapeForPattern = (text: string) => text.replace(/[|\\{}()[\]^$+*?.-]/g, '\\$&');

/** A pattern the browser can use (HTML compiles it with the `v` flag), else none. */
function htmlPattern(pattern: RegExp): string | undefined {
  if (pattern.flags.includes('i')) return undefined;
  try {
    new RegExp(pattern.source, 'v');
    return pattern.source;
  } catch {
    return undefined;
  }
}

/**
 * The HTML limits of each field of a form schema, by conform's field names (`a.b`, `list[0].c`),
 * for conform's `constraint` option: required, lengths, numeric bounds and the patterns checked
 * on the text as typed. Read from the schema itself, so the page's limits are the server's.
 * (conform's getZodConstraint reads zod's check "bag", which this zod no longer fills.)
 *
 * Along a pipe only what comes before a transform limits the typed text: a rule checked on the
 * cleaned value (a document number without its dashes) is no pattern of what people type.
 */
export function htmlConstraints(schema: z.ZodType): Record<string, HtmlConstraint> {
  const result: Record<string, HtmlConstraint> = {};
  function visit(node: z.ZodType, name: string, raw: boolean) {
    const def = defOf(node);
    // Fields only: an object or a list of them has no element of its own.
    const constraint = name && !isGroup(node) ? (result[name] ??= { required: true }) : {};
    // A group read through a preprocess (the requester's phone in their country, a card's expiry
    // from its month and year): its fields are still what people type, with their own limits.
    if (def.type === 'pipe' && def.out && isGroup(node)) return visit(def.out, name, raw);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {}))
          visit(child, name ? `${name}.${key}` : key, true);
        return;
      case 'tuple':
        (def.items ?? []).forEach((item, index) => visit(item, `${name}[${index}]`, true));
        return;
      case 'pipe':
        if (def.in) visit(def.in, name, raw);
        // The text that reaches `out` is still what was typed unless `in` transformed it.
        if (def.out) visit(def.out, name, raw && def.in !== undefined && !transforms(def.in));
        return;
      case 'optional':
      case 'default':
        constraint.required = false;
        if (def.innerType) visit(def.innerType, name, raw);
        return;
      case 'nullable':
      case 'readonly':
        if (def.innerType) visit(def.innerType, name, raw);
        return;
      case 'enum':
        if (raw)
          constraint.pattern = Object.keys(def.entries ?? {})
            .map(escapeForPattern)
            .join('|');
        return;
      case 'literal':
        if (raw)
          constraint.pattern = (def.values ?? []).map((value) => escapeForPattern(String(value))).join('|');
        return;
    }
    if (!raw) return;
    for (const check of def.checks ?? []) {
      const rule = check._zod.def;
      // A minimum of one character is what `required` says already.
      if (rule.check === 'min_length' && (rule.minimum ?? 0) > 1) constraint.minLength = rule.minimum;
      else if (rule.check === 'max_length') constraint.maxLength = rule.maximum;
      else if (rule.check === 'greater_than') constraint.min = rule.value;
      else if (rule.check === 'less_than') constraint.max = rule.value;
      else if (rule.check === 'string_format' && rule.format === 'regex' && rule.pattern) {
        const pattern = htmlPattern(rule.pattern);
        if (pattern) constraint.pattern = pattern;
      }
    }
  }
  visit(schema, '', true);
  return result;
}

/** An object or a tuple (a group of fields), or one read through a preprocess. */
function isGroup(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'object' || def.type === 'tuple') return true;
  return (
    def.type === 'pipe' &&
    def.in !== undefined &&
    defOf(def.in).type === 'transform' &&
    def.out !== undefined &&
    isGroup(def.out)
  );
}

/** Whether a schema hands on something other than the text it was given. */
function transforms(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'transform') return true;
  if (def.type === 'pipe')
    return (def.in ? transforms(def.in) : false) || (def.out ? transforms(def.out) : false);
  return false;
}
