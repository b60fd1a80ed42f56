import { isApiError, serverMessage } from '@invest/api';
import type { MarketHolding, PortfolioInvestment } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Button } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRedeemHoldingMutation } from '../api/market-api.js';
import { formatDate } from '../model/display.js';

export const REDEMPTION_UNAVAILABLE = 'We could not start the redemption just now. Please try again in a moment.';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const Confirm = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Outcome = styled.span<{ $problem: boolean }>`
  display: block;
  white-space: normal;
  max-width: 22rem;
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : 'inherit')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** '₹26.0000' per unit, or per gram for gold. */
const pricePer = (price: string, per: MarketHolding['per']) => `₹${price} per ${per}`;

/** Units (grams for gold) and the latest price they are valued at, under a market-linked holding's value. */
export function MarketDetails({ market }: { market: MarketHolding }) {
  if (market.units === null) return <Muted>Units are allotted at the purchase day’s price once it is published</Muted>;
  const amount = `${market.units} ${market.per === 'gram' ? 'g' : 'units'}`;
  if (market.redemptionPrice !== null && market.redemptionDate !== null) {
    return <Muted>{`${amount} redeemed at ${pricePer(market.redemptionPrice, market.per)} (${formatDate(market.redemptionDate)})`}</Muted>;
  }
  if (market.latestPrice === null || market.latestPriceDate === null) return <Muted>{amount}</Muted>;
  return <Muted>{`${amount} at ${pricePer(market.latestPrice, market.per)} (${formatDate(market.latestPriceDate)})`}</Muted>;
}

/**
 * Redeems the whole holding at today's price after a confirmation; the server decides everything (price, amount,
 * whether it may) and says so in its own words.
 */
export function RedeemControl({ investment }: { investment: PortfolioInvestment }) {
  const [redeem, { isLoading }] = useRedeemHoldingMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; problem: boolean } | null>(null);
  const market = investment.market;
  if (!market || investment.status !== 'active' || market.units === null)
    return outcome ? (
      <Outcome $problem={outcome.problem} role="status">
        {outcome.text}
      </Outcome>
    ) : null;

  async function confirm() {
    setOutcome(null);
    try {
      const answer = await redeem(investment.id).unwrap();
      setOutcome({
        text: `${answer.message} ${formatInr(answer.amount)} for ${answer.units} ${market?.per === 'gram' ? 'g' : 'units'} at ₹${answer.price}.`,
        problem: false,
      });
    } catch (error) {
      const message = isApiError(error) && error.status < 500 ? serverMessage(error) : undefined;
      setOutcome({ text: message ?? REDEMPTION_UNAVAILABLE, problem: true });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      {confirming ? (
        <Confirm>
          <span>{`Redeem all ${market.units} ${market.per === 'gram' ? 'g' : 'units'} at today’s price?`}</span>
          <Button size="sm" variant="danger" onClick={() => void confirm()} disabled={isLoading}>
            Confirm redemption
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={isLoading}>
            Cancel
          </Button>
        </Confirm>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)} aria-label={`Redeem ${investment.productName}`}>
          Redeem
        </Button>
      )}
      {outcome ? (
        <Outcome $problem={outcome.problem} role="status">
          {outcome.text}
        </Outcome>
      ) : null}
    </>
  );
}
