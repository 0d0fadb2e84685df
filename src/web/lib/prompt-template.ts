// Where a clicked {{variable}} goes in a prompt template. (Which names a template may use is
// checked by promptTemplateProblem in shared/api/admin.ts, the server's own rule.)

/** `{{name}}` put in place of the selection; answers the new text and where the caret goes. */
export function insertVariable(
  text: string,
  name: string,
  selection: { start: number; end: number },
): { text: string; caret: number } {
  const token = `{{${name}}}`;
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
