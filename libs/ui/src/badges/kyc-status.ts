import type { BadgeTone } from '../theme/theme.js';

/** A KYC state as the API names it (`KycStatus` of @invest/contracts, and its per-item subset). */
export type KycBadgeStatus = 'not_started' | 'pending' | 'verified' | 'failed';

/** Label and tone of a KYC state, wherever one is shown (the header's account menu, the KYC pages). */
export const KYC_STATUS_BADGES: Record<KycBadgeStatus, { label: string; tone: BadgeTone }> = {
  not_started: { label: 'Not Started', tone: 'grey' },
  pending: { label: 'Pending', tone: 'yellow' },
  verified: { label: 'Verified', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};
