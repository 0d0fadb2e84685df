// Why the publisher left a pin scheduled rather than publishing it: a hold someone lifts (a
// suspension, the automatic publishing flag), or an account that is gone.

export const SUSPENDED_ACCOUNT_MESSAGE =
  'The account is suspended: its pins stay scheduled until it is unsuspended';
export const SUSPENDED_WORKSPACE_MESSAGE =
  'The workspace is suspended: its pins stay scheduled until it is unsuspended';
export const DELETED_ACCOUNT_MESSAGE = 'The account is deleted: its pins are never published';
export const AUTO_PUBLISHING_PAUSED_MESSAGE =
  'Automatic publishing is switched off: the pin stays scheduled until it is on again';
