// @vitest-environment jsdom
// The public pages' stand-in for TanStack Query (app/public-query.ts): what they use of it behaves
// as the app's query client does: one answer per key, 4xx never asked again, other failures twice
// more after 1 s and 2 s; a mutation's callbacks and busy state.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { useMutation, useQuery } from './public-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

function Reader({ name, ask, retry }: { name: string; ask: () => Promise<string>; retry?: boolean }) {
  const query = useQuery({ queryKey: ['test', name], queryFn: ask, retry });
  return <p>{query.isPending ? 'pending' : query.isError ? 'failed' : query.data}</p>;
}

const flush = () => act(async () => {});

describe('useQuery on a public page', () => {
  it('asks once per key, for every component showing it', async () => {
    const ask = vi.fn(async () => 'plans');
    act(() =>
      root.render(
        <>
          <Reader name="shared" ask={ask} />
          <Reader name="shared" ask={ask} />
        </>,
      ),
    );
    expect(container.textContent).toBe('pendingpending');
    await flush();
    expect(container.textContent).toBe('plansplans');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not ask again after a client error', async () => {
    const ask = vi.fn(async () => {
      throw new ApiError(404, 'Not found', 'not_found');
    });
    act(() => root.render(<Reader name="missing" ask={ask} />));
    await flush();
    expect(container.textContent).toBe('failed');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks twice more after a server or network failure, 1 s and 2 s apart', async () => {
    vi.useFakeTimers();
    const ask = vi.fn(async () => {
      throw new Error('offline');
    });
    act(() => root.render(<Reader name="offline" ask={ask} />));
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(ask).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(ask).toHaveBeenCalledTimes(3);
    expect(container.textContent).toBe('failed');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('takes a query’s own retry rule', async () => {
    const ask = vi.fn(async () => {
      throw new Error('offline');
    });
    act(() => root.render(<Reader name="no-retry" ask={ask} retry={false} />));
    await flush();
    expect(container.textContent).toBe('failed');
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

function Sender({ send, onDone }: { send: (text: string) => Promise<string>; onDone: (t: string) => void }) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <button
      type="button"
      onClick={() =>
        mutation.mutate('hello', {
          onSuccess: (answer) => onDone(answer),
          onError: (e) => onDone(String(e)),
        })
      }
    >
      {mutation.isPending ? 'Sending...' : 'Send'}
    </button>
  );
}

describe('useMutation on a public page', () => {
  it('is busy while sending, then calls back with the answer or the failure', async () => {
    let finish: (answer: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const done = vi.fn();
    act(() => root.render(<Sender send={send} onDone={done} />));
    act(() => container.querySelector('button')?.click());
    expect(container.textContent).toBe('Sending...');
    expect(send).toHaveBeenCalledWith('hello');
    await act(async () => finish('sent'));
    expect(container.textContent).toBe('Send');
    expect(done).toHaveBeenCalledWith('sent');

    send.mockRejectedValueOnce(new Error('refused'));
    act(() => container.querySelector('button')?.click());
    await flush();
    expect(done).toHaveBeenLastCalledWith('Error: refused');
    expect(container.textContent).toBe('Send');
  });
});
