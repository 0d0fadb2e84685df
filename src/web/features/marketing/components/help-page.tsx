import { Link } from 'react-router';
import {
  DAY_CAPACITY,
  DEFAULT_POSTING_WINDOW_END,
  DEFAULT_POSTING_WINDOW_START,
  PIN_GAP_MINUTES,
} from '../../../../shared/api/schedule';
import { PINTEREST_ACCESS } from '../../../../shared/pinterest-access';
import { formatDollars, PLANS, TRIAL_DAYS } from '../../../../shared/plans';
import { SUPPORT_LEVELS } from '../../../../shared/support-tiers';
import { usePlans } from '../../../api/get-plans';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { brandFeaturesAddedBy } from '../utils/brand-by-plan';
import { boardsLabel } from '../utils/pricing';
import { SUPPORT_EMAIL } from './contact-cards';
import { LegalDocument, type LegalSection } from './legal-document';

// The help page the contact cards' 'Read the documentation' leads to: how Pinloom works, from the
// first sign-in to a published pin. Limits and plans come from the served catalog (GET
// /api/plans), so the page never disagrees with what the server enforces.
/** The plans as the server sells them (GET /api/plans), the built-in catalog until it answers. */
function PlanList() {
  const { plans } = usePlans();
  return (
    <ul>
      {plans.map((plan) => (
        <li key={plan.name}>
          <strong>{plan.title}</strong> ({plan.price === 0 ? 'free' : `${formatDollars(plan.price)} a month`}
          ): {plan.pinsPerMonth.toLocaleString('en-US')} pins a month, {plan.pinsPerDay} a day,{' '}
          {boardsLabel(plan.boards).toLowerCase()}.
        </li>
      ))}
    </ul>
  );
}

/** The brand features each paid plan adds to the one below it (utils/brand-by-plan.ts). */
function BrandByPlan() {
  return (
    <ul aria-label="Brand features by plan">
      {PLANS.filter((plan) => brandFeaturesAddedBy(plan.name).length > 0).map((plan, index) => (
        <li key={plan.name}>
          <strong>{plan.title}</strong>: {index > 0 && 'everything above, plus '}
          {brandFeaturesAddedBy(plan.name)
            .map((label) => label.charAt(0).toLowerCase() + label.slice(1))
            .join(', ')}
          .
        </li>
      ))}
    </ul>
  );
}

/** Each plan's support and first-response target (ADR 0033), as the admin console measures it. */
function SupportTargets() {
  return (
    <ul>
      {PLANS.map((plan) => (
        <li key={plan.name}>
          <strong>{plan.title}</strong>: {SUPPORT_LEVELS[plan.name].channel.toLowerCase()}, a first answer
          within {SUPPORT_LEVELS[plan.name].firstResponseHours} hours.
        </li>
      ))}
    </ul>
  );
}

const SECTIONS: LegalSection[] = [
  {
    title: 'Getting started',
    body: (
      <>
        <p>
          <Link to="/signup">Create an account</Link> (a paid plan starts with a {TRIAL_DAYS}-day trial for
          first-time subscribers, no card needed). Pinloom then offers to connect your Pinterest account: do
          it now, or later from Settings.
        </p>
        <ul>
          <li>
            <strong>Generate</strong>: make a board, give it a style and brand colors, and press Generate Pin.
          </li>
          <li>
            <strong>Review</strong>: read each pin, fix its title, description or board, then approve it.
          </li>
          <li>
            <strong>Schedule</strong>: approved pins wait on the timeline and are published at their time.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Boards',
    body: (
      <>
        <p>
          A board holds a name, an optional description, one of four styles (modern, vintage, minimalist,
          bold) and its brand colors. Pinloom writes about what the name and description say, so a clear
          description ("Weeknight dinners with pantry ingredients") gives better pins than none.
        </p>
        <p>
          To publish, a board must be linked to a board on Pinterest: use Sync Pinterest boards on the boards
          page to bring yours in, or Link to Pinterest on a board you made in Pinloom. Drag boards to reorder
          them.
        </p>
      </>
    ),
  },
  {
    title: 'Generating pins',
    body: (
      <>
        <p>
          Each pin gets a title (up to 100 characters), a description with hashtags (up to 500), alt text, and
          a 1000×1500 image in the board's style. Every generation counts against your plan's monthly and
          daily allowance, which the boards page shows beside the Generate button with the time it resets.
        </p>
        <p>
          Pinloom writes offline out of the box. To use OpenAI or an OpenAI-compatible model, add your key
          under Settings → AI providers; every call and its cost is kept in the history.
        </p>
      </>
    ),
  },
  {
    title: 'Reviewing and scheduling',
    body: (
      <>
        <p>
          Approve pins one by one, or select several on the Review page and approve them together. Each goes
          to the next free time inside your posting window (by default {DEFAULT_POSTING_WINDOW_START} to{' '}
          {DEFAULT_POSTING_WINDOW_END}, in your time zone; change both in Settings). A day holds at most{' '}
          {DAY_CAPACITY} pins, and the times Pinloom picks are at least {PIN_GAP_MINUTES} minutes from your
          other pins, so they never arrive in a burst. A time you choose yourself is kept as you chose it.
        </p>
        <p>
          On the timeline, drag a pin to another day, reschedule it to an exact date and time, or delete it.
          Pins scheduled more than 30 days ahead are listed under Later.
        </p>
      </>
    ),
  },
  {
    title: 'Pinterest',
    body: (
      <>
        <p>Pinloom asks Pinterest for these permissions, and needs every one of them to publish:</p>
        <ul>
          {PINTEREST_ACCESS.map(({ scope, label, reason }) => (
            <li key={scope}>
              {label} (<code>{scope}</code>): {reason}
            </li>
          ))}
        </ul>
        <p>
          If Pinterest ends the connection, or a permission is missing, Settings and the timeline say so and
          publishing waits: reconnect, and waiting pins go out. Nothing is posted that you did not approve.
          When Pinloom runs without a Pinterest app (demo mode), Pinterest is simulated and nothing leaves
          your machine.
        </p>
      </>
    ),
  },
  {
    title: 'Plans and limits',
    body: (
      <>
        <PlanList />
        <p>
          A trial that ends without a plan, or a plan that ends, leaves the account on the Free plan's limits.
          Nothing you made is lost: boards over the limit stay readable and publishable, but no new board can
          be made until you are within the limit. Choose or change a plan under Settings → Plan and billing.
        </p>
        <p>Your brand on your pins, by plan:</p>
        <BrandByPlan />
        <p>
          Every plan and feature side by side is on the <Link to="/features">features page</Link>. Still
          stuck? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>: a person answers.
        </p>
      </>
    ),
  },
  {
    title: 'Support by plan',
    body: (
      <>
        <p>
          Ask from Help in the app (or the <Link to="/contact">contact page</Link> without an account). Every
          plan gets an answer from a person; how fast depends on the plan of the workspace you write from,
          counted in hours around the clock from when you send it:
        </p>
        <SupportTargets />
        <p>
          On Enterprise you can also ask us to call you (Help → Request a phone call: your number, a time and
          what it is about), and a dedicated account manager, named in Help and Settings, looks after your
          tickets.
        </p>
        <p>
          Live chat: press “Chat with us” at the bottom right of any page (signed in, or on our public pages
          with your name and email) to talk to a person live. When nobody from our team is online the panel
          says so; your message is then saved as a support ticket on your plan’s tier and answered by email.
          The whole conversation stays with that ticket.
        </p>
      </>
    ),
  },
];

export default function HelpPage() {
  useDocumentTitle('Help — Pinloom', { brand: false, restore: false });
  return (
    <LegalDocument
      title="Help and documentation"
      lastUpdated="November 27, 2026"
      intro={<p>Everything you need to go from a new account to pins published on Pinterest.</p>}
      sections={SECTIONS}
    />
  );
}
