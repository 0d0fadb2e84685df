// /review: the review page with the Pinterest feature's notice composed in (features do not import
// each other, so the app layer wires them): approved pins will wait while Pinterest cannot publish.
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import ReviewPage from '../../features/review/components/review-page';

export default function ReviewRoute() {
  return <ReviewPage notice={<PinterestConnectionNotice />} />;
}
