// A pin's destination link is sent with it: the emulator checks the PinCreate body against
// Pinterest's OpenAPI schema and keeps the link it was given.
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { MAX_LINK_LENGTH } from '../../../shared/api/destination-link';
import { publishPin } from './publish-pin';
import { connectedUserWithBoard, depsOf, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

describe('publishing a pin’s link', () => {
  it('sends the pin’s link, up to the longest one allowed', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const longest = `https://blog.example/${'a'.repeat(MAX_LINK_LENGTH - 'https://blog.example/'.length)}`;
    const links = ['https://blog.example/soup#recipe', longest];
    for (const link of links) {
      const pin = await scheduledPin(t, board, { link });
      expect((await publishPin(depsOf(t), { pinId: pin.id })).outcome).toBe('posted');
    }
    const remote = emulator.pins() as { link?: string | null }[];
    expect(remote.map((pin) => pin.link)).toEqual(links);
  });

  it('sends no link for a pin without one', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    expect((await publishPin(depsOf(t), { pinId: pin.id })).outcome).toBe('posted');
    const [remote] = emulator.pins() as { link?: string | null }[];
    expect(remote?.link ?? null).toBeNull();
  });
});
