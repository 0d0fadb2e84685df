// 409 answers for lifecycle steps a pin's status does not allow, saying what the pin is now.
import type { PinStatus } from '../../../shared/api/pins';
import { AppError } from '../../app-error';

const STATUS_WORDS: Record<PinStatus, string> = {
  generated: 'waiting in review',
  scheduled: 'scheduled',
  publishing: 'being published',
  posted: 'already posted',
  failed: 'a pin that failed to publish',
};

/** e.g. statusConflict('Only a pin waiting in review can be approved', 'scheduled'). */
export function statusConflict(rule: string, status: PinStatus): AppError {
  return new AppError('conflict', `${rule}; this one is ${STATUS_WORDS[status]}.`);
}
