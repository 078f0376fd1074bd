/**
 * The plain-text format of the information pages' content files: paragraphs separated by line
 * breaks, "- " bullet paragraphs, internal links written [text](/path) and {{placeholders}} the
 * site fills from its settings. Two placeholders stand alone on a line and become blocks of
 * their own: the bank accounts and the cancellation-costs table.
 */
export interface Inline {
  text: string;
  href?: string;
}

export type Block =
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'bankAccounts' }
  | { kind: 'cancellationCosts' };

/** What each inline placeholder stands for: a text, or a text with a link (mailto:, tel:). */
export type PlaceholderValues = Readonly<Record<string, Inline>>;

const BLOCK_PLACEHOLDERS = {
  '{{bankAccounts}}': 'bankAccounts',
  '{{cancellationCosts}}': 'cancellationCosts',
} as const;

/** Site paths a content link may point to; anything else is a mistake in a content file. */
export const CONTENT_LINK_PATHS = [
  '/home/condiciones',
  '/home/preguntas',
  '/home/proteccion',
  '/home/solicitudfrc',
  '/mireserva',
  '/contacto',
  '/consentimiento',
] as const;

const TOKEN = /\[([^\]\n]+)\]\((\/[^)\s#]*)(#[a-z0-9-]+)?\)|\{\{([\w.]+)\}\}/g;

function parseInlines(text: string, values: PlaceholderValues): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) inlines.push({ text: text.slice(last, match.index) });
    const [, linkText, path, anchor, placeholder] = match;
    if (placeholder !== undefined) {
      const value = values[placeholder];
      if (!value) throw new Error(`unknown placeholder {{${placeholder}}}`);
      inlines.push(value);
    } else {
      if (!(CONTENT_LINK_PATHS as readonly string[]).includes(path!))
        throw new Error(`link to unknown path ${path}`);
      inlines.push({ text: linkText!, href: `${path}${anchor ?? ''}` });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) inlines.push({ text: text.slice(last) });
  return inlines;
}

/** A content text as blocks; throws on an unknown placeholder or link, so a test catches it. */
export function parseRichText(text: string, values: PlaceholderValues): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split('\n').map((part) => part.trim())) {
    if (line === '') continue;
    const standalone = BLOCK_PLACEHOLDERS[line as keyof typeof BLOCK_PLACEHOLDERS];
    if (standalone) {
      blocks.push({ kind: standalone });
    } else if (line.startsWith('- ')) {
      const previous = blocks.at(-1);
      const item = parseInlines(line.slice(2), values);
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', inlines: parseInlines(line, values) });
    }
  }
  return blocks;
}

/** The blocks as plain text (the assistant's answers and search index), bank accounts listed as lines. */
export function blocksToText(
  blocks: readonly Block[],
  bankAccounts: readonly { bank: string; iban: string; bic: string }[] = [],
  /** The cancellation costs table's rows as text, in the reader's language. */
  cancellationCosts: readonly string[] = [],
): string {
  const line = (inlines: Inline[]) => inlines.map((inline) => inline.text).join('');
  return blocks
    .map((block) =>
      block.kind === 'paragraph'
        ? line(block.inlines)
        : block.kind === 'list'
          ? block.items.map((item) => `• ${line(item)}`).join('\n')
          : block.kind === 'bankAccounts'
            ? bankAccounts
                .map((account) => `• ${account.bank}: IBAN ${account.iban} · BIC ${account.bic}`)
                .join('\n')
            : cancellationCosts.map((row) => `• ${row}`).join('\n'),
    )
    .filter(Boolean)
    .join('\n');
}
