// A visitor writes from /contact: their message becomes a ticket without an account (category
// general, tier free), which staff answer by email. A filled honeypot (`website`, a field people never see)
// is a bot: it gets the same answer and nothing is stored.
import { type ContactBody, TICKET_SUBJECT_MAX_LENGTH } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import { supportMessages, supportTickets } from '../../db/schema-account';

/** Subjects made from a message stop at a word near this length. */
const SUBJECT_LENGTH = 60;
const FALLBACK_SUBJECT = 'Message from the contact form';

/** The message's first words on one line, cut at a word and marked with "…" when cut. */
export function subjectFromMessage(message: string): string {
  const words = message.replace(/\s+/g, ' ').trim();
  if (!words) return FALLBACK_SUBJECT;
  if (words.length <= SUBJECT_LENGTH) return words;
  const cut = words.slice(0, SUBJECT_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = (
    lastSpace > SUBJECT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut.slice(0, SUBJECT_LENGTH)
  ).trim();
  return `${head.replace(/[,.;:!?-]+$/, '')}…`.slice(0, TICKET_SUBJECT_MAX_LENGTH);
}

export async function sendContactMessage(options: {
  db: Database;
  input: ContactBody;
  now: Date;
}): Promise<void> {
  const { input, now } = options;
  if (input.website?.trim()) return;
  await options.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: null,
        name: input.name,
        email: input.email,
        subject: subjectFromMessage(input.message),
        category: 'general',
        // A visitor has no plan: the Free plan's email support (ADR 0033).
        tier: 'free',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportTickets.id });
    if (!ticket) throw new Error('the ticket insert returned no row');
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: 'customer',
      authorName: input.name,
      body: input.message,
    });
  });
}
