// The pins module's public face: the /api/pins routes for reading and deleting, one of the
// workspace's pins, the pin as the API shows it, and removing pin image files. Editing a pin and its steps
// through the schedule live in the schedule module, which uses these. The pins table's writers for
// other modules are in pin-writes.ts and, for publishing, publishing-writes.ts: nobody else writes a pin.

export { deletePin } from './delete-pin';
export { getPin, PIN_NOT_FOUND_MESSAGE } from './get-pin';
export { listPins, type PinWithBoard } from './list-pins';
export { type PinLinks, timelinePinColumns, toPinDto, toTimelinePin } from './pin-dto';
export {
  createPin,
  deleteBoardPins,
  deleteWorkspacePins,
  markPinScheduled,
  type PinEdit,
  recordPinPostedByHand,
  savePinEdit,
  setPinSchedule,
  unscheduleUserPins,
} from './pin-writes';
export {
  bringPinForwardToNow,
  claimDuePins,
  claimPinForPublishing,
  markPublishFailed,
  type PublishingClaim,
  recordPinPublished,
  releasePublishingClaim,
  renewPublishingLease,
  rescheduleFailedPin,
} from './publishing-writes';
export { type PinImageStore, removePinImages } from './remove-pin-images';
export { pinRoutes } from './routes';
