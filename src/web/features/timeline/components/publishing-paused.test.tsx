// @vitest-environment jsdom
// The timeline while staff have paused automatic publishing: a banner says the scheduled pins
// are kept and go out when it resumes.
import { describe, expect, it } from 'vitest';
import { featuresResponse } from '../../../../shared/api/admin';
import { answer } from '../../../test/answers';
import { PUBLISHING_PAUSED_NOTICE } from './timeline-page';
import {
  calls,
  pin,
  routes,
  setTimeline,
  showTimeline,
  timelineWith,
  waitFor,
} from './timeline-page.fixture';

const features = (auto_publishing: boolean) => () =>
  answer(featuresResponse, { signups: true, pin_generation: true, ai_images: true, auto_publishing });
const text = () => document.body.textContent ?? '';

describe('the timeline while automatic publishing is paused', () => {
  it('says the scheduled pins are kept and go out when it resumes', async () => {
    routes['GET /api/features'] = features(false);
    setTimeline(timelineWith({ 1: [pin('p1', '2026-11-24T15:00:00.000Z')] }));
    await showTimeline();
    await waitFor(() => text().includes(PUBLISHING_PAUSED_NOTICE), 'the banner');
    expect(PUBLISHING_PAUSED_NOTICE).toContain('scheduled pins are kept and will go out when it resumes');
  });

  it('shows no banner while publishing is on', async () => {
    routes['GET /api/features'] = features(true);
    await showTimeline();
    await waitFor(() => calls('GET', '/api/features').length > 0, 'the features');
    expect(text()).not.toContain(PUBLISHING_PAUSED_NOTICE);
  });
});
