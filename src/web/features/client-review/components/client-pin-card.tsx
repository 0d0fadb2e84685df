// One pin on the client's page, as Pinterest shows it (the 2:3 image, title, description, the
// link's site, the board), with the client's three choices; a decision can change while the pin
// still waits in review.
import { Check, ExternalLink, Folder, MessageSquare, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type ClientPinDto,
  clientDecisionBody,
  DECISION_LABELS,
  REVIEW_COMMENT_MAX,
  type ReviewDecision,
} from '../../../../shared/api/client-review';
import { linkHost } from '../../../../shared/api/destination-link';
import { stripQuotes } from '../../../../shared/api/pins';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PinImage } from '../../../components/ui/pin-image';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { useDecideOnPin } from '../api/client-review';

/** @internal for tests and benchmarks, not production code */
export const COMMENT_REQUIRED = 'Say what to change, so the team can do it.';
/** @internal for tests and benchmarks, not production code */
export const MOVED_ON = 'The team has moved this pin on.';
const DECIDE_FAILED = 'Your decision could not be sent. Please try again.';

/** 'Approved by Dana', 'Changes asked by Dana: use the other photo'. */
function decisionText(pin: Pick<ClientPinDto, 'decision' | 'decided_by' | 'comment'>): string {
  if (!pin.decision) return '';
  const by = pin.decided_by ? ` by ${pin.decided_by}` : '';
  const comment = pin.comment ? `: ${pin.comment}` : '';
  return `${DECISION_LABELS[pin.decision]}${by}${comment}`;
}

export function ClientPinCard({
  token,
  pin,
  name,
  onNameMissing,
}: {
  token: string;
  pin: ClientPinDto;
  /** The name the client typed above the pins. */
  name: string;
  /** Asked when the client decides before giving a name: the page moves focus to the field. */
  onNameMissing: () => void;
}) {
  const decide = useDecideOnPin(token);
  const [changing, setChanging] = useState(false);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [justDecided, setJustDecided] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const choicesRef = useRef<HTMLFieldSetElement>(null);
  const titleId = `client-pin-${pin.id}`;
  const title = stripQuotes(pin.title) || 'Untitled pin';
  const host = pin.link ? linkHost(pin.link) : null;
  const choosing = pin.open && (pin.decision === null || changing);

  // The buttons that had focus are gone once a decision is in: focus goes to what it says.
  useEffect(() => {
    if (justDecided) {
      outcomeRef.current?.focus();
      setJustDecided(false);
    }
  }, [justDecided]);

  function send(decision: ReviewDecision, text = '') {
    const parsed = clientDecisionBody.safeParse({ token, pin_id: pin.id, decision, comment: text, name });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      setProblem((nameIssue ?? parsed.error.issues[0])?.message ?? DECIDE_FAILED);
      if (nameIssue) onNameMissing();
      return;
    }
    setProblem(null);
    const { token: _token, ...body } = parsed.data;
    decide.mutate(body, {
      onSuccess: () => {
        setChanging(false);
        setAsking(false);
        setComment('');
        setJustDecided(true);
      },
      onError: (error) => setProblem(errorMessage(error, DECIDE_FAILED)),
    });
  }

  function onSendChanges(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim()) {
      setProblem(COMMENT_REQUIRED);
      return;
    }
    send('changes_requested', comment);
  }

  return (
    <li className="list-none">
      <article aria-labelledby={titleId} aria-busy={decide.isPending} className="flex h-full flex-col">
        <div className="aspect-[2/3] w-full overflow-hidden rounded-2xl bg-slate-100 shadow-xs">
          <PinImage
            pin={{ filepath: pin.image_url, alt_text: pin.alt_text, title: pin.title }}
            fit="cover"
            placeholder={{ missing: 'No image', broken: 'Image unavailable' }}
          />
        </div>
        <div className="px-1 pt-3">
          <h3 id={titleId} className="text-base font-semibold break-words text-ink-900">
            {title}
          </h3>
          {pin.description && (
            <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">
              {stripQuotes(pin.description)}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-slate-600">
            {host && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">Links to </span>
                <span className="truncate">{host}</span>
              </span>
            )}
            <span className="inline-flex min-w-0 items-center gap-1">
              <Folder className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Board: </span>
              <span className="truncate">{pin.board_name}</span>
            </span>
          </div>
        </div>

        <div className="mt-auto space-y-3 px-1 pt-4">
          <FormAlert message={problem} />
          {!choosing && (
            <div role="status">
              {pin.decision && (
                <p
                  ref={outcomeRef}
                  tabIndex={-1}
                  className="text-sm font-semibold break-words text-slate-900 focus:outline-none"
                >
                  {decisionText(pin)}
                </p>
              )}
              {!pin.open && pin.decision !== 'approved' && (
                <p className="mt-1 text-sm text-slate-600">{MOVED_ON}</p>
              )}
            </div>
          )}
          {!choosing && pin.open && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setChanging(true);
                setProblem(null);
                // After the buttons render.
                requestAnimationFrame(() => choicesRef.current?.querySelector('button')?.focus());
              }}
            >
              Change decision
            </Button>
          )}
          {choosing && !asking && (
            <fieldset ref={choicesRef} className="flex flex-wrap gap-2">
              <legend className="sr-only">Your decision on {title}</legend>
              <Button size="sm" disabled={decide.isPending} onClick={() => send('approved')}>
                <Check className="h-4 w-4" aria-hidden="true" />
                Approve
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={decide.isPending}
                onClick={() => {
                  setProblem(null);
                  setAsking(true);
                }}
              >
                <MessageSquare className="h-4 w-4" aria-hidden="true" />
                Ask for changes
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                disabled={decide.isPending}
                onClick={() => send('rejected')}
              >
                <X className="h-4 w-4" aria-hidden="true" />
                Reject
              </Button>
              {changing && (
                <Button variant="ghost" size="sm" onClick={() => setChanging(false)}>
                  Keep my decision
                </Button>
              )}
            </fieldset>
          )}
          {choosing && asking && (
            <form noValidate onSubmit={onSendChanges} className="space-y-2">
              <TextAreaField
                label="What should change?"
                name="comment"
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                maxLength={REVIEW_COMMENT_MAX}
                rows={3}
                autoFocus
                required
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={decide.isPending}>
                  {decide.isPending ? 'Sending...' : 'Send'}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => {
                    setAsking(false);
                    setProblem(null);
                  }}
                >
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </div>
      </article>
    </li>
  );
}
