import type { KycItemStatus, KycStatus } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Badge, KYC_STATUS_BADGES } from '@invest/ui';

/** A KYC state as a coloured badge: Not Started (grey), Pending (yellow), Verified (green), Failed (red). */
export function StatusBadge({ status }: { status: KycStatus | KycItemStatus }) {
  const { _ } = useI18n();
  const { tone } = KYC_STATUS_BADGES[status];
  return (
    <Badge tone={tone} data-status={status}>
      {_(`onboarding.status.${status}`)}
    </Badge>
  );
}
