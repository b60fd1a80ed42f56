import { formatIndiaDate, type KycStatusResponse, type SessionResponse } from '@invest/contracts';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import type { Locale } from '@invest/mf/runtime';
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

/** An ISO instant as India's calendar date in the page's language: '22 Nov 2026', '22 नव॰ 2026'. */
export function formatVerifiedDate(iso: string, locale: Locale = 'en'): string {
  return formatIndiaDate(iso, locale);
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
  const { _ } = useI18n();
  const locale = useLocale();
  const [product] = useState(() => readStorage(storageEntries.selectedProduct));
  const pending = loading ? _('onboarding.common.loading') : _('onboarding.common.none');
  return (
    <Wrap>
      <Card as="section" aria-labelledby="kyc-verified-title">
        <Title id="kyc-verified-title" as="h2">
          {_('onboarding.verified.title')} <StatusBadge status="verified" />
        </Title>
        <Lead>{_('onboarding.verified.lead')}</Lead>
        <Details aria-label={_('onboarding.verified.details')}>
          <dt>{_('onboarding.verified.aadhaar')}</dt>
          <dd>{status?.aadhaar.masked ?? pending}</dd>
          <dt>{_('onboarding.verified.pan')}</dt>
          <dd>{status?.pan.masked ?? pending}</dd>
          <dt>{_('onboarding.verified.mobile')}</dt>
          <dd>{status?.mobileOtp.phoneMasked ?? session.phoneMasked}</dd>
          <dt>{_('onboarding.verified.verifiedOn')}</dt>
          <dd>{status?.verifiedAt ? formatVerifiedDate(status.verifiedAt, locale) : pending}</dd>
        </Details>
        {product ? (
          <Lead>
            {_('onboarding.verified.selected')} <strong>{product.name}</strong> · {formatInr(product.amount)}
          </Lead>
        ) : null}
        {next ? (
          <NextStep>
            {_('onboarding.verified.next.before')} <strong>{next}</strong>
            {_('onboarding.verified.next.after')}
          </NextStep>
        ) : (
          <Actions>
            {product ? (
              <ButtonLink to="/payment" $variant="primary">
                {_('onboarding.verified.toPayment')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/dashboard" $variant="primary">
                {_('onboarding.verified.toDashboard')}
              </ButtonLink>
            )}
          </Actions>
        )}
      </Card>
    </Wrap>
  );
}
