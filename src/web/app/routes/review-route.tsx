// /review: the review page with the Pinterest feature's notice and the client review feature
// composed in (features do not import each other, so the app layer wires them): approved pins will
// wait while Pinterest cannot publish; the chosen pins can be shared with a client, and the links
// shared so far show what clients decided.
import { ReviewLinksCard } from '../../features/client-review/components/review-links-card';
import { ShareForApproval } from '../../features/client-review/components/share-for-approval';
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import ReviewPage from '../../features/review/components/review-page';

export default function ReviewRoute() {
  return (
    <>
      <ReviewPage
        notice={<PinterestConnectionNotice />}
        selectionActions={(selected) => <ShareForApproval pins={selected} />}
      />
      <ReviewLinksCard className="mt-10" />
    </>
  );
}
