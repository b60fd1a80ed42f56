import { isApiError } from '@invest/api';
import type { PortfolioInvestment, WithdrawalPreview } from '@invest/contracts';
import { formatInrExact, useI18n, useLocale } from '@invest/platform';
import { useApiErrors, useApiErrorText } from '@invest/platform/errors';
import { Button, Field, Muted } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useConfirmWithdrawalMutation, useGetWithdrawalPreviewQuery, useSendWithdrawalOtpMutation } from '../api/withdrawal-api.js';
import { formatDate, maskedAccount } from '../model/display.js';
import { Definitions } from './layout.js';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** A refusal (4xx), the only failure told in the API's words (in the page's language); anything else is ours. */
const refusalOf = (error: unknown): unknown => (isApiError(error) && error.status < 500 ? error : undefined);

function Figures({ preview }: { preview: WithdrawalPreview }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const receive = { amount: formatInrExact(preview.amount), date: formatDate(preview.date, locale) };
  return (
    <Definitions aria-label={_('dashboard.withdrawal.figures')}>
      <dt>{_('dashboard.withdrawal.principal')}</dt>
      <dd>{formatInrExact(preview.principal)}</dd>
      <dt>{_('dashboard.withdrawal.interestAccrued')}</dt>
      <dd>+{formatInrExact(preview.interestAccrued)}</dd>
      <dt>{_('dashboard.withdrawal.interestPaid')}</dt>
      <dd>−{formatInrExact(preview.interestPaid)}</dd>
      <dt>{_('dashboard.withdrawal.penalty', { percent: preview.penaltyPercent })}</dt>
      <dd>−{formatInrExact(preview.penalty)}</dd>
      <dt>{_('dashboard.withdrawal.tds')}</dt>
      <dd>−{formatInrExact(preview.tds)}</dd>
      <dt>{_('dashboard.withdrawal.receive')}</dt>
      <dd>
        {preview.bankLast4
          ? _('dashboard.withdrawal.receiveOnInto', { ...receive, account: maskedAccount(preview.bankLast4) })
          : _('dashboard.withdrawal.receiveOn', receive)}
      </dd>
    </Definitions>
  );
}

/**
 * Premature withdrawal of one fixed deposit: the server's figures for today first, then an OTP to the investor's phone,
 * then the confirmation bound to those figures (a stale preview is refused and shown again, worked out afresh).
 */
export function WithdrawalPanel({ investment, onClose }: { investment: PortfolioInvestment; onClose: () => void }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const unavailable = _('dashboard.withdrawal.unavailable');
  const { refusal, words } = useApiErrors();
  const preview = useGetWithdrawalPreviewQuery(investment.id, { refetchOnMountOrArgChange: true });
  const previewProblem = useApiErrorText(refusalOf(preview.error), unavailable);
  const [sendOtp, sending] = useSendWithdrawalOtpMutation();
  const [confirm, confirming] = useConfirmWithdrawalMutation();
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function requestOtp() {
    setProblem(null);
    try {
      await sendOtp(investment.id).unwrap();
      setOtpSent(true);
    } catch (error) {
      setProblem(await refusal(error, unavailable));
    }
  }

  async function submit(figures: WithdrawalPreview) {
    setProblem(null);
    try {
      const answer = await confirm({ investmentId: investment.id, quoteId: figures.quoteId, otp }).unwrap();
      setDone(
        _('dashboard.withdrawal.done', {
          message: await words(answer.message),
          amount: formatInrExact(answer.payout.net),
          date: formatDate(answer.payout.date, locale),
        }),
      );
    } catch (error) {
      setProblem(await refusal(error, unavailable));
      // Figures that moved on are worked out again, for the investor to confirm afresh.
      if (isApiError(error) && error.status === 409) void preview.refetch();
    }
  }

  return (
    <Panel aria-labelledby="withdrawal-heading">
      <h3 id="withdrawal-heading">{_('dashboard.withdrawal.title', { product: investment.productName })}</h3>
      {done ? (
        <Done role="status">{done}</Done>
      ) : (
        <>
          {preview.isFetching && !preview.data ? <Muted as="p">{_('dashboard.withdrawal.working')}</Muted> : null}
          {preview.error ? <Problem role="alert">{previewProblem}</Problem> : null}
          {preview.data && !preview.error ? (
            <>
              <Figures preview={preview.data} />
              {otpSent ? (
                <Row>
                  <Field
                    label={_('dashboard.withdrawal.otp')}
                    name="withdrawal-otp"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={otp}
                    onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
                  />
                  <Button variant="danger" disabled={otp.length !== 6 || confirming.isLoading} onClick={() => preview.data && void submit(preview.data)}>
                    {confirming.isLoading ? _('dashboard.withdrawal.confirming') : _('dashboard.withdrawal.confirm')}
                  </Button>
                </Row>
              ) : (
                <Row>
                  <Button disabled={sending.isLoading} onClick={() => void requestOtp()}>
                    {sending.isLoading ? _('dashboard.withdrawal.sending') : _('dashboard.withdrawal.sendOtp')}
                  </Button>
                </Row>
              )}
            </>
          ) : null}
          {problem ? <Problem role="alert">{problem}</Problem> : null}
        </>
      )}
      <Row>
        <Button variant="ghost" onClick={onClose}>
          {_('dashboard.withdrawal.close')}
        </Button>
      </Row>
    </Panel>
  );
}
