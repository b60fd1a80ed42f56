import type { KycItemStatus, KycStatus } from '@invest/contracts';
import { Badge, type BadgeTone } from '@invest/ui';

const LABELS: Record<KycStatus, string> = {
  not_started: 'Not Started',
  pending: 'Pending',
  verified: 'Verified',
  failed: 'Failed',
};

const TONES: Record<KycStatus, BadgeTone> = {
  not_started: 'grey',
  pending: 'yellow',
  verified: 'green',
  failed: 'red',
};

/** A KYC state as a coloured badge: Not Started (grey), Pending (yellow), Verified (green), Failed (red). */
export function StatusBadge({ status }: { status: KycStatus | KycItemStatus }) {
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {LABELS[status]}
    </Badge>
  );
}
