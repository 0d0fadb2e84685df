// The publishing module's public face: the publishing routes, and what the publisher's jobs run
// (jobs/publishing-jobs.ts): due pins, publishing one, and the sweep.
export { batchClaims } from './claim-pins';
export { type DuePin, findDuePins } from './find-due-pins';
export { ImageMissingError, publishPin } from './publish-pin';
export type { BatchClaim } from './publishing-claim';
export type { PublishingDeps } from './publishing-deps';
export { PublishRetryError } from './publishing-failure';
export { publishingRoutes } from './routes';
export { sweepPublishing } from './sweep-publishing';
