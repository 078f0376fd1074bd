import { parse, type DefaultValue } from '@conform-to/react';

/**
 * What a visitor typed in a request form, per history entry, in this tab's memory only: Back
 * and Forward give it back (React Router draws the form again); a reload, another tab or closing
 * the tab forgets it, and nothing is written to the browser's storage. The card number and its
 * security code are never kept, nor the form's own key and price.
 */
const NEVER_KEPT = ['tarjeta.CardNumber', 'tarjeta.SecurityCode', 'idSolicitud', 'precioMostrado', 'repetir'];
/** The last few forms of the visit: enough for Back and Forward, never a growing store. */
const KEPT_FORMS = 5;

const drafts = new Map<string, unknown>();

/** Keeps what `form` holds now for the history entry `entry`. */
export function keepDraft(entry: string, form: HTMLFormElement) {
  const data = new FormData(form);
  for (const name of NEVER_KEPT) data.delete(name);
  const { payload } = parse(data, { resolve: (value) => ({ value }) });
  drafts.delete(entry);
  drafts.set(entry, payload);
  for (const oldest of drafts.keys()) {
    if (drafts.size <= KEPT_FORMS) break;
    drafts.delete(oldest);
  }
}

/** What the form of history entry `entry` held when the visitor left it, if anything. */
export function draftOf<Schema extends Record<string, unknown>>(entry: string) {
  return drafts.get(entry) as DefaultValue<Schema> | undefined;
}
