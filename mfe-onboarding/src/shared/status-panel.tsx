import type { KycItemStatus, KycStatusResponse } from '@invest/contracts';
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
  label: string;
  status: KycItemStatus;
  detail?: string | null;
}

/** The items of the status panel from the server's answer (null: a visitor, nothing started). */
export function statusItems(status: KycStatusResponse | null | undefined): StatusItem[] {
  return [
    { label: 'Aadhaar', status: status?.aadhaar.status ?? 'not_started', detail: status?.aadhaar.masked ?? null },
    { label: 'PAN', status: status?.pan.status ?? 'not_started', detail: status?.pan.masked ?? null },
    { label: 'Mobile OTP', status: status?.mobileOtp.status ?? 'not_started', detail: status?.mobileOtp.phoneMasked ?? null },
  ];
}

/** Real state of Aadhaar, PAN and Mobile OTP for the signed-in user. */
export function StatusPanel({ items, title = 'Verification Status' }: { items: StatusItem[]; title?: string }) {
  return (
    <Card as="section" aria-labelledby="kyc-status-title">
      <CardTitle id="kyc-status-title" as="h2">
        {title}
      </CardTitle>
      <List>
        {items.map((item) => (
          <Row key={item.label} data-testid={`status-${item.label}`}>
            <dt>{item.label}</dt>
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
