import { formatIndiaDate, type KycStatusResponse, type SessionResponse } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { readStorage, storageEntries } from '@invest/platform/storage';
import { Card, CardTitle } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { useState } from 'react';
import styled from 'styled-components';
import { StatusBadge } from '../../../shared/status-badge.js';
import { Details as StepDetails, Lead } from './step-layout.js';

const Title = styled(CardTitle)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The identity on file, spaced from the title above it. */
const Details = styled(StepDetails)`
  margin: ${({ theme }) => theme.space.md} 0;
`;

const NextStep = styled(Lead)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Wrap = styled.div`
  max-width: 720px;
`;

/** An ISO instant as India's calendar date: '22 Nov 2026'. */
export function formatVerifiedDate(iso: string): string {
  return formatIndiaDate(iso);
}

interface Props {
  session: SessionResponse;
  status: KycStatusResponse | null | undefined;
  loading: boolean;
  /** The step still to do below (Bank Details, Nominee), or null once all are done. */
  next: string | null;
}

/**
 * /kyc for a verified investor: what is on file (masked Aadhaar and PAN, the phone, the date verified, from GET
 * /api/kyc/status) and, once the bank account and nominee are done too, the way on: to payment when a product is
 * selected, else to the dashboard.
 */
export function VerifiedKycView(props: Props) {
  const { session, status, loading, next } = props;
  const [product] = useState(() => readStorage(storageEntries.selectedProduct));
  const pending = loading ? 'Loading…' : '—';
  return (
    <Wrap>
      <Card as="section" aria-labelledby="kyc-verified-title">
        <Title id="kyc-verified-title" as="h2">
          Your KYC is verified <StatusBadge status="verified" />
        </Title>
        <Lead>Your identity is on file: there is nothing to fill in again.</Lead>
        <Details aria-label="Verified identity">
          <dt>Aadhaar</dt>
          <dd>{status?.aadhaar.masked ?? pending}</dd>
          <dt>PAN</dt>
          <dd>{status?.pan.masked ?? pending}</dd>
          <dt>Mobile</dt>
          <dd>{status?.mobileOtp.phoneMasked ?? session.phoneMasked}</dd>
          <dt>Verified on</dt>
          <dd>{status?.verifiedAt ? formatVerifiedDate(status.verifiedAt) : pending}</dd>
        </Details>
        {product ? (
          <Lead>
            Selected: <strong>{product.name}</strong> · {formatInr(product.amount)}
          </Lead>
        ) : null}
        {next ? (
          <NextStep>
            Next: <strong>{next}</strong>, below.
          </NextStep>
        ) : (
          <Actions>
            {product ? (
              <ButtonLink to="/payment" $variant="primary">
                Continue to payment
              </ButtonLink>
            ) : (
              <ButtonLink to="/dashboard" $variant="primary">
                Go to dashboard
              </ButtonLink>
            )}
          </Actions>
        )}
      </Card>
    </Wrap>
  );
}
