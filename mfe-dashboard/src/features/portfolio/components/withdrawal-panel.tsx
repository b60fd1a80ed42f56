import { isApiError, serverMessage } from '@invest/api';
import type { PortfolioInvestment, WithdrawalPreview } from '@invest/contracts';
import { formatInrExact } from '@invest/platform';
import { Button, Field, Muted } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useConfirmWithdrawalMutation, useGetWithdrawalPreviewQuery, useSendWithdrawalOtpMutation } from '../api/withdrawal-api.js';
import { formatDate, maskedAccount } from '../model/display.js';
import { Definitions } from './layout.js';

export const WITHDRAWAL_UNAVAILABLE = 'We could not complete this just now. Please try again in a moment.';

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

/** A refusal (4xx) in the API's words; anything else in ours. */
const problemOf = (error: unknown) => (isApiError(error) && error.status < 500 ? serverMessage(error) : undefined) ?? WITHDRAWAL_UNAVAILABLE;

function Figures({ preview }: { preview: WithdrawalPreview }) {
  return (
    <Definitions aria-label="Withdrawal figures">
      <dt>Principal</dt>
      <dd>{formatInrExact(preview.principal)}</dd>
      <dt>Interest earned to date</dt>
      <dd>+{formatInrExact(preview.interestAccrued)}</dd>
      <dt>Interest already paid to you</dt>
      <dd>−{formatInrExact(preview.interestPaid)}</dd>
      <dt>Penalty ({preview.penaltyPercent}% of interest earned)</dt>
      <dd>−{formatInrExact(preview.penalty)}</dd>
      <dt>TDS</dt>
      <dd>−{formatInrExact(preview.tds)}</dd>
      <dt>You receive</dt>
      <dd>
        {formatInrExact(preview.amount)} on {formatDate(preview.date)}
        {preview.bankLast4 ? ` into ${maskedAccount(preview.bankLast4)}` : ''}
      </dd>
    </Definitions>
  );
}

/**
 * Premature withdrawal of one fixed deposit: the server's figures for today first, then an OTP to the investor's phone,
 * then the confirmation bound to those figures (a stale preview is refused and shown again, worked out afresh).
 */
export function WithdrawalPanel({ investment, onClose }: { investment: PortfolioInvestment; onClose: () => void }) {
  const preview = useGetWithdrawalPreviewQuery(investment.id, { refetchOnMountOrArgChange: true });
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
      setProblem(problemOf(error));
    }
  }

  async function submit(figures: WithdrawalPreview) {
    setProblem(null);
    try {
      const answer = await confirm({ investmentId: investment.id, quoteId: figures.quoteId, otp }).unwrap();
      setDone(`${answer.message} ${formatInrExact(answer.payout.net)} on ${formatDate(answer.payout.date)}.`);
    } catch (error) {
      setProblem(problemOf(error));
      // Figures that moved on are worked out again, for the investor to confirm afresh.
      if (isApiError(error) && error.status === 409) void preview.refetch();
    }
  }

  return (
    <Panel aria-labelledby="withdrawal-heading">
      <h3 id="withdrawal-heading">Withdraw {investment.productName} early</h3>
      {done ? (
        <Done role="status">{done}</Done>
      ) : (
        <>
          {preview.isFetching && !preview.data ? <Muted as="p">Working out what you will receive today…</Muted> : null}
          {preview.error ? <Problem role="alert">{problemOf(preview.error)}</Problem> : null}
          {preview.data && !preview.error ? (
            <>
              <Figures preview={preview.data} />
              {otpSent ? (
                <Row>
                  <Field
                    label="OTP sent to your phone"
                    name="withdrawal-otp"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={otp}
                    onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
                  />
                  <Button variant="danger" disabled={otp.length !== 6 || confirming.isLoading} onClick={() => preview.data && void submit(preview.data)}>
                    {confirming.isLoading ? 'Confirming...' : 'Confirm withdrawal'}
                  </Button>
                </Row>
              ) : (
                <Row>
                  <Button disabled={sending.isLoading} onClick={() => void requestOtp()}>
                    {sending.isLoading ? 'Sending...' : 'Send OTP to confirm'}
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
          Close
        </Button>
      </Row>
    </Panel>
  );
}
