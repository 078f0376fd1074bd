const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escaped text with each web address a link (a sentence's final stop or comma left out of it). */
const htmlText = (text: string) =>
  escapeHtml(text).replace(
    /https?:\/\/[^\s<]+?(?=[.,;:)]?(?:\s|$))/g,
    (url) => `<a href="${url}" style="color:#c2410c">${url}</a>`,
  );

/** A translator for one language and namespace (i18next's getFixedT fits). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The agency's e-mail layout, as HTML and as plain text: a title, paragraphs, label/value rows
 * (a table in HTML, lines in text) and titled lists.
 */
export function renderEmail(
  title: string,
  paragraphs: string[],
  rows: [string, string][],
  sections: { title: string; items: string[] }[],
) {
  const text = [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    // A row without a label continues the one above (a trip's second stay): indented, no colon.
    ...rows.map(([label, value]) => (label ? `${label}: ${value}` : `  ${value}`)),
    '',
    ...sections.flatMap((section) => [section.title, ...section.items.map((item) => `- ${item}`), '']),
  ].join('\n');
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#e8590c;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(title)}</td></tr>
<tr><td style="padding:20px 16px">
${paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${htmlText(p)}</p>`).join('\n')}
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:8px 0 18px">
${rows.map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #eee;color:#52606d;font-weight:normal;width:40%">${escapeHtml(label)}</th><td style="border-bottom:1px solid #eee;font-weight:bold">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${sections.map((section) => `<h2 style="font-size:16px;margin:18px 0 8px">${escapeHtml(section.title)}</h2><ul style="margin:0;padding-left:20px;line-height:1.5">${section.items.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
