// The plan catalogue for the landing page: the built-in one at once, so the prerendered
// prices paint and hydrate as they are, then the server's (GET /api/plans, the one fetcher in
// get-plans.ts), asked for once the page is idle. The API client, its contracts and the query
// cache load with that answer, not with the page.
import { useEffect, useState } from 'react';
import type { PlansResponse } from '../../shared/api/billing';
import { BUILT_IN_CATALOGUE, type PlanCatalogue } from './built-in-plans';

/**
 * Once the page has loaded and the browser has nothing better to do (a short delay where it
 * cannot say: Safari), so the answer's code never competes with the page's own.
 */
function afterLoadWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const timer = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

export function usePlansWhenIdle(): PlanCatalogue {
  const [served, setServed] = useState<PlansResponse | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const cancelIdle = afterLoadWhenIdle(() => {
      import('./get-plans')
        .then(({ getPlans }) => getPlans(controller.signal))
        // Offline or refused: the built-in catalogue stays, as with usePlans.
        .then(setServed, () => {});
    });
    return () => {
      cancelIdle();
      controller.abort();
    };
  }, []);
  return served ? { ...served, loaded: true } : { ...BUILT_IN_CATALOGUE, loaded: false };
}
