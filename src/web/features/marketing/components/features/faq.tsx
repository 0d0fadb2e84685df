import { ChevronDown } from 'lucide-react';
import { TRIAL_DAYS } from '../../../../../shared/plans';

// Answers stay within what the terms say (docs/product.md §1): trial, billing in advance,
// auto-renewal, non-refundable fees, 30 days' notice of price changes.
const QUESTIONS = [
  {
    question: 'How does the free trial work?',
    answer: `Your first paid plan starts with a ${TRIAL_DAYS}-day free trial with all of the plan's features: one free trial per person. No credit card is required when you start it at sign-up; started later from Settings, your card is charged only when the trial ends, and you can cancel before then. If you have had your trial, a plan you choose is billed at once. You can also stay on the Free plan for as long as you like.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from your account whenever you want; your plan stays active until the end of the period you have already paid for and does not renew after that.',
  },
  {
    question: 'How does billing work?',
    answer:
      'Paid subscriptions are billed in advance, monthly or annually, and renew automatically at the end of each period until you cancel. Fees already paid are non-refundable.',
  },
  {
    question: 'How much do I save by paying yearly?',
    answer:
      'A yearly plan costs about 17% less than twelve monthly payments. The exact amount for each plan is shown in the table above.',
  },
  {
    question: 'Can prices change?',
    answer:
      'If we change a price, we tell you at least 30 days before it applies to your subscription, so you can decide whether to keep your plan.',
  },
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Move up when you need more pins or boards, or down when you need fewer. Your limits change with your plan.',
  },
] as const;

export function Faq() {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {QUESTIONS.map((item) => (
        <details key={item.question} className="group p-6 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink-900">
            {item.question}
            <ChevronDown
              className="h-5 w-5 flex-none text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-3 leading-7 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
