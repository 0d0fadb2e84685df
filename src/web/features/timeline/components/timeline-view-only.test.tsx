// @vitest-environment jsdom
// The timeline of someone whose role in the workspace may not change the schedule (ADR 0032: below
// editor): the pins are all there, without the buttons and handles that would change them.
import { describe, expect, it } from 'vitest';
import { section, showTimeline } from './timeline-page.fixture';

const buttonNames = (scope: ParentNode) =>
  Array.from(scope.querySelectorAll('button')).map(
    (b) => b.getAttribute('aria-label') ?? b.textContent?.trim(),
  );

describe('the timeline without the right to schedule', () => {
  it('shows the pins with no Mark Posted, Reschedule, Delete or drag handle', async () => {
    await showTimeline({ canSchedule: false });
    const tomorrow = section('Tomorrow');
    expect(tomorrow.textContent).toContain('Pin t1');
    const names = buttonNames(tomorrow);
    expect(names).not.toContain('Mark Posted');
    expect(names).not.toContain('Reschedule');
    expect(names).not.toContain('Delete pin Pin t1');
    expect(names).not.toContain('Move pin Pin t1');
  });

  it('keeps them for those who may', async () => {
    await showTimeline();
    const names = buttonNames(section('Tomorrow'));
    expect(names).toEqual(
      expect.arrayContaining(['Mark Posted', 'Reschedule', 'Delete pin Pin t1', 'Move pin Pin t1']),
    );
  });
});
