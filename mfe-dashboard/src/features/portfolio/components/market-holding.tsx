import type { MarketHolding, PortfolioInvestment } from '@invest/contracts';
import { formatInr, useI18n, useLocale, type I18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { Button } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRedeemHoldingMutation } from '../api/market-api.js';
import { formatDate } from '../model/display.js';

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

type Translate = I18n['_'];

/** '₹26.0000 per unit', or per gram for gold. */
const pricePer = (_: Translate, price: string, per: MarketHolding['per']) =>
  _(per === 'gram' ? 'dashboard.market.pricePerGram' : 'dashboard.market.pricePerUnit', { price });

/** '12.5 units', or '1.2 g' of gold. */
const quantityOf = (_: Translate, units: string | number, per: MarketHolding['per']) =>
  _(per === 'gram' ? 'dashboard.market.grams' : 'dashboard.market.units', { units });

/** Units (grams for gold) and the latest price they are valued at, under a market-linked holding's value. */
export function MarketDetails({ market }: { market: MarketHolding }) {
  const { _ } = useI18n();
  const locale = useLocale();
  if (market.units === null) return <Muted>{_('dashboard.market.unitsPending')}</Muted>;
  const quantity = quantityOf(_, market.units, market.per);
  if (market.redemptionPrice !== null && market.redemptionDate !== null) {
    return (
      <Muted>
        {_('dashboard.market.redeemedAt', {
          quantity,
          price: pricePer(_, market.redemptionPrice, market.per),
          date: formatDate(market.redemptionDate, locale),
        })}
      </Muted>
    );
  }
  if (market.latestPrice === null || market.latestPriceDate === null) return <Muted>{quantity}</Muted>;
  return (
    <Muted>
      {_('dashboard.market.valuedAt', { quantity, price: pricePer(_, market.latestPrice, market.per), date: formatDate(market.latestPriceDate, locale) })}
    </Muted>
  );
}

/**
 * Redeems the whole holding at today's price after a confirmation; the server decides everything (price, amount,
 * whether it may) and says so in its own words.
 */
export function RedeemControl({ investment }: { investment: PortfolioInvestment }) {
  const { _ } = useI18n();
  const { refusal, words } = useApiErrors();
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
        text: _('dashboard.market.done', {
          message: await words(answer.message),
          amount: formatInr(answer.amount),
          quantity: quantityOf(_, answer.units, market?.per ?? 'unit'),
          price: answer.price,
        }),
        problem: false,
      });
    } catch (error) {
      setOutcome({ text: await refusal(error, _('dashboard.market.unavailable')), problem: true });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      {confirming ? (
        <Confirm>
          <span>{_('dashboard.market.confirmQuestion', { quantity: quantityOf(_, market.units, market.per) })}</span>
          <Button size="sm" variant="danger" onClick={() => void confirm()} disabled={isLoading}>
            {_('dashboard.market.confirm')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={isLoading}>
            {_('dashboard.market.cancel')}
          </Button>
        </Confirm>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setConfirming(true)}
          aria-label={_('dashboard.market.redeemLabel', { product: investment.productName })}
        >
          {_('dashboard.market.redeem')}
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
