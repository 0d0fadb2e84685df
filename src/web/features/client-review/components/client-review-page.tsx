// /client-review?token=…: what a client sees from a review link (ADR 0032), without an account.
// The pins as they will look on Pinterest, each to approve, ask changes on (with a comment) or
// reject, under the name they give. A link that is not valid, expired or withdrawn says which.
// The token is sent in request bodies only.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_LINK_ERRORS } from '../../../../shared/api/client-review';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldHint, inputClasses, labelClasses } from '../../../components/ui/form-field';
import { LinkProblem } from '../../../components/ui/link-problem';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatZonedDateTime, useTimeZone } from '../../../lib/zoned-time';
import { reviewLinkProblem, useClientReview } from '../api/client-review';
import { readClientName, rememberClientName } from '../utils/client-name';
import { ClientPinCard } from './client-pin-card';

const OPEN_FAILED = 'Could not open these pins. Please reload the page to try again.';

export default function ClientReviewPage() {
  useDocumentTitle('Pins for your approval');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-10">
      <div className="mx-auto max-w-5xl">
        <div className="mb-8 flex justify-center sm:justify-start">
          <Logo />
        </div>
        {token ? <Review token={token} /> : <Unusable message={REVIEW_LINK_ERRORS.review_link_invalid} />}
      </div>
    </main>
  );
}

function Review({ token }: { token: string }) {
  const review = useClientReview(token);
  const timeZone = useTimeZone();
  const nameId = useId();
  const [name, setName] = useState(readClientName);

  if (review.isPending) return <LoadingBlock label="Opening the pins" />;
  const problem = reviewLinkProblem(review.error);
  if (problem) return <Unusable message={REVIEW_LINK_ERRORS[problem]} />;
  // A failed read again (back to the tab, offline) keeps the pins already shown.
  if (!review.data) return <FormAlert message={OPEN_FAILED} />;

  const { pins } = review.data;
  const decided = pins.filter((pin) => pin.decision !== null).length;
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
          {review.data.name}
        </h1>
        <p className="mt-1 text-slate-700">
          from <span className="font-semibold">{review.data.workspace_name}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Link works until {formatZonedDateTime(review.data.expires_at, timeZone)}
        </p>
        <p className="mt-4 max-w-2xl text-slate-700">
          Here is each pin as it will look on Pinterest. Approve it, ask for changes, or reject it; the team
          sees your decision and your name.
        </p>
      </header>

      <div className="max-w-sm">
        <label htmlFor={nameId} className={labelClasses}>
          Your name
        </label>
        <input
          id={nameId}
          name="client-name"
          className={inputClasses}
          value={name}
          maxLength={100}
          autoComplete="name"
          aria-describedby={`${nameId}-hint`}
          onChange={(event) => {
            setName(event.target.value);
            rememberClientName(event.target.value);
          }}
        />
        <FieldHint id={`${nameId}-hint`}>So the team knows who decided. This browser remembers it.</FieldHint>
      </div>

      <section aria-labelledby="client-review-pins">
        <h2 id="client-review-pins" className="text-lg font-semibold text-ink-900">
          {pins.length === 1 ? '1 pin' : `${pins.length} pins`}{' '}
          <span className="font-normal text-slate-600" aria-live="polite">
            ({decided} decided)
          </span>
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {pins.map((pin) => (
            <ClientPinCard
              key={pin.id}
              token={token}
              pin={pin}
              name={name}
              onNameMissing={() => document.getElementById(nameId)?.focus()}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Unusable({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-xl font-bold tracking-tight text-slate-900">Pins for your approval</h1>
      <LinkProblem message={message} />
    </section>
  );
}
