// The one plain layout every email shares, and the escaping its values go through: whatever a
// person typed (a name, a ticket's subject or answer) is HTML-escaped in the HTML part, and a
// subject is one line, so a CR/LF in it cannot add a header.

export const PRODUCT_NAME = 'Pinloom';

/** An email ready to send: one subject line, an HTML part and a plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** @internal for tests and benchmarks, not production code */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * Line breaks and other control characters become spaces; runs of spaces one.
 * @internal for tests and benchmarks, not production code
 */
export function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A block of the email: a paragraph, a button-like link, or a quote of what someone wrote. */
export type Block = { paragraph: string } | { link: { label: string; url: string } } | { quote: string };

const STYLE = {
  body: 'margin:0;padding:24px;background:#f6f5f3;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  brand: 'margin:0 0 24px;font-size:18px;font-weight:bold;color:#2f5d50;',
  paragraph: 'margin:0 0 16px;font-size:15px;line-height:1.5;',
  link: 'display:inline-block;margin:0 0 16px;padding:10px 18px;background:#2f5d50;color:#ffffff;border-radius:6px;text-decoration:none;font-size:15px;',
  quote:
    'margin:0 0 16px;padding:12px 16px;border-left:3px solid #d8d4cc;background:#faf9f7;font-size:15px;line-height:1.5;white-space:pre-wrap;',
  footer: 'margin:24px 0 0;font-size:12px;color:#6b6b6b;',
};

function blockHtml(block: Block): string {
  if ('paragraph' in block) return `<p style="${STYLE.paragraph}">${escapeHtml(block.paragraph)}</p>`;
  if ('quote' in block) return `<blockquote style="${STYLE.quote}">${escapeHtml(block.quote)}</blockquote>`;
  const url = escapeHtml(block.link.url);
  return `<p><a href="${url}" style="${STYLE.link}">${escapeHtml(block.link.label)}</a></p>\n<p style="${STYLE.paragraph}">${url}</p>`;
}

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  return `${block.link.label}: ${block.link.url}`;
}

const FOOTER = `You get this email because of your ${PRODUCT_NAME} account or a message you sent us.`;

/** Lays the blocks out in the product's plain layout, as HTML and as text. */
export function layout(subject: string, blocks: Block[]): RenderedMail {
  const line = singleLine(subject);
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(line)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<p style="${STYLE.brand}">${PRODUCT_NAME}</p>`,
    ...blocks.map(blockHtml),
    `<p style="${STYLE.footer}">${escapeHtml(FOOTER)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    PRODUCT_NAME,
    '',
    ...blocks.flatMap((block) => [blockText(block), '']),
    '--',
    FOOTER,
    '',
  ].join('\n');
  return { subject: line, html, text };
}
