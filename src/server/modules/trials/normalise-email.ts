// The one key for a person's mailbox, whatever its spelling: trimmed and lower-cased; a +tag
// dropped for every domain (Gmail, Outlook, iCloud, Fastmail, Proton and most others deliver
// name+anything to name, so tags would otherwise buy a new trial each); and for Gmail, whose
// addresses ignore dots, the dots dropped too, googlemail.com being gmail.com. Folding tags
// everywhere may, at a rare provider where + is part of distinct names, take two people for one:
// the second is then offered no trial, never refused an account.
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
