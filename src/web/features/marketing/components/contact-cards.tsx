import { ArrowRight, BookOpen, type LucideIcon, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@pinloom.app';
/** When a person reads support email (there is no live chat service behind the card). */
export const SUPPORT_HOURS = 'Mon–Fri, 9:00–17:00 UTC';

const actionClass = 'inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800';

function ContactCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink-900">{title}</h3>
      <div className="mt-2 flex-1 leading-7 text-slate-600">{children}</div>
      <div className="mt-5">{action}</div>
    </li>
  );
}

/**
 * Support email, documentation and live chat (docs/product.md §2). The chat card points to the
 * "Chat with us" panel (ADR 0043) and says what happens when nobody is online.
 */
export function ContactCards({ onContactPage = false }: { onContactPage?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <ContactCard
        icon={Mail}
        title="Email Support"
        action={
          <a href={`mailto:${SUPPORT_EMAIL}`} className={actionClass}>
            {SUPPORT_EMAIL}
          </a>
        }
      >
        Questions about your account, billing or a pin? Write to us any time. We answer within one business
        day.
      </ContactCard>
      <ContactCard
        icon={BookOpen}
        title="Documentation"
        action={
          <Link to="/help" className={actionClass}>
            Read the documentation
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        }
      >
        How Pinloom works, step by step: getting started, boards, generating pins, scheduling, Pinterest and
        plans.
      </ContactCard>
      <ContactCard
        icon={MessageCircle}
        title="Live Chat"
        action={
          onContactPage ? (
            <a href={`mailto:${SUPPORT_EMAIL}?subject=Talk%20to%20a%20person`} className={actionClass}>
              Email a person
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </a>
          ) : (
            <Link to="/contact" className={actionClass}>
              How to reach a person
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          )
        }
      >
        Press “Chat with us” at the bottom right of any page to talk to a person live: the same people who
        build Pinloom answer {SUPPORT_HOURS}. When nobody is online, the panel says so and your message is
        kept as a support ticket that we answer by email.
      </ContactCard>
    </ul>
  );
}
