// Beside the review page's selection: shares the chosen pins with a client (share-dialog.tsx). The
// app layer hands it the selection, so the review feature and this one do not import each other.
import { Send } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_LINK_MAX_PINS } from '../../../../shared/api/client-review';
import { Button } from '../../../components/ui/button';
import { ShareDialog, type SharedPin } from './share-dialog';

export function ShareForApproval({ pins }: { pins: SharedPin[] }) {
  const [sharing, setSharing] = useState<SharedPin[] | null>(null);
  const tooMany = pins.length > REVIEW_LINK_MAX_PINS;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white px-4 py-3 shadow-xs ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {tooMany
          ? `A link shares at most ${REVIEW_LINK_MAX_PINS} pins: choose fewer.`
          : 'Or let a client decide: they approve, ask for changes or reject, without an account.'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="ml-auto"
        disabled={pins.length === 0 || tooMany}
        // The pins as chosen now: the dialog keeps them while the selection below changes.
        onClick={() => setSharing(pins)}
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {pins.length === 0 ? 'Share for approval' : `Share ${pins.length} for approval`}
      </Button>
      {sharing && <ShareDialog pins={sharing} onClose={() => setSharing(null)} />}
    </div>
  );
}
