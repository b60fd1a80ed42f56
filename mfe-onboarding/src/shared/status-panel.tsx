import type { KycItemStatus, KycStatusResponse } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Card, CardTitle } from '@invest/ui';
import styled from 'styled-components';
import { StatusBadge } from './status-badge.js';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface StatusItem {
  /** The item in English, as its test id names it: Aadhaar, PAN, Mobile OTP. */
  key: string;
  /** The id of its label in the catalogue. */
  label: string;
  status: KycItemStatus;
  detail?: string | null;
}

/** The items of the status panel from the server's answer (null: a visitor, nothing started). */
export function statusItems(status: KycStatusResponse | null | undefined): StatusItem[] {
  return [
    { key: 'Aadhaar', label: 'onboarding.statusPanel.aadhaar', status: status?.aadhaar.status ?? 'not_started', detail: status?.aadhaar.masked ?? null },
    { key: 'PAN', label: 'onboarding.statusPanel.pan', status: status?.pan.status ?? 'not_started', detail: status?.pan.masked ?? null },
    {
      key: 'Mobile OTP',
      label: 'onboarding.statusPanel.mobileOtp',
      status: status?.mobileOtp.status ?? 'not_started',
      detail: status?.mobileOtp.phoneMasked ?? null,
    },
  ];
}

/** Real state of Aadhaar, PAN and Mobile OTP for the signed-in user. */
export function StatusPanel({ items }: { items: StatusItem[] }) {
  const { _ } = useI18n();
  return (
    <Card as="section" aria-labelledby="kyc-status-title">
      <CardTitle id="kyc-status-title" as="h2">
        {_('onboarding.statusPanel.title')}
      </CardTitle>
      <List>
        {items.map((item) => (
          <Row key={item.key} data-testid={`status-${item.key}`}>
            <dt>{_(item.label)}</dt>
            <dd>
              {item.detail ? <span>{item.detail}</span> : null}
              <StatusBadge status={item.status} />
            </dd>
          </Row>
        ))}
      </List>
    </Card>
  );
}
