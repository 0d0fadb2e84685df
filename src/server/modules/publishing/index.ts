// The publishing module's public face: the publishing routes, and what the publisher's jobs run
// (jobs/publishing-jobs.ts): due pins, publishing one, and the sweep.
export { batchClaims } from './claim-pins';
export { type DuePin, findDuePins } from './find-due-pins';
export { type BatchClaim, ImageMissingError, PublishRetryError, publishPin } from './publish-pin';
export type { PublishingDeps } from './publishing-deps';
export { publishingRoutes } from './routes';
export { sweepPublishing } from './sweep-publishing';
