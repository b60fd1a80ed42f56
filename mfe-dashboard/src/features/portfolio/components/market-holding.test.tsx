import type { PortfolioInvestment, RedemptionResponse } from '@invest/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { dashboardApi, investments } from '../../../testing/dashboard-fixtures.js';
import { answerJson, renderRoute } from '../../../testing/render-route.js';

const fund: PortfolioInvestment = {
  id: 'mf1',
  productName: 'Debt Fund',
  productType: 'Mutual Funds',
  category: 'MUTUAL_FUNDS',
  status: 'active',
  amount: 25000,
  currentValue: 25811.37,
  earnings: 811.37,
  returnRate: 8.5,
  durationMonths: 12,
  investmentDate: '2026-01-12',
  maturityDate: null,
  market: {
    units: '995.0349',
    per: 'unit',
    purchasePrice: '25.1248',
    purchasePriceDate: '2026-01-12',
    latestPrice: '25.9400',
    latestPriceDate: '2026-01-15',
    redemptionPrice: null,
    redemptionDate: null,
  },
};

const redeemed: RedemptionResponse = {
  message: 'Redemption started: the proceeds are on their way to your bank account.',
  investment: { id: 'mf1', status: 'redeeming' },
  units: '995.0349',
  price: '25.9400',
  priceDate: '2026-01-15',
  amount: 25811.2,
  payoutId: 'p-r1',
};

async function fundRow() {
  renderRoute('/dashboard');
  await screen.findByRole('heading', { name: 'Your Investments' });
  return screen.getByRole('row', { name: /Debt Fund/ });
}

describe('/dashboard market-linked holdings', () => {
  it('shows the units and the latest NAV under the value, and no maturity', async () => {
    dashboardApi({ '/api/investments/user/u1': answerJson([fund, ...investments]) });
    const row = await fundRow();
    expect(row).toHaveTextContent('₹25,811');
    expect(row).toHaveTextContent('995.0349 units at ₹25.9400 per unit (15 Jan 2026)');
    expect(row).toHaveTextContent('On redemption');
    // A fixed deposit has no redeem button.
    expect(screen.queryByRole('button', { name: 'Redeem Regular FD' })).not.toBeInTheDocument();
  });

  it('redeems the whole holding after a confirmation, and says what is on its way', async () => {
    const api = dashboardApi({
      '/api/investments/user/u1': answerJson([fund, ...investments]),
      'POST /api/investments/mf1/redemption': answerJson(redeemed, 201),
    });
    const row = await fundRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Redeem Debt Fund' }));
    expect(row).toHaveTextContent('Redeem all 995.0349 units at today’s price?');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(
      'Redemption started: the proceeds are on their way to your bank account. ₹25,811 for 995.0349 units at ₹25.9400.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/investments/mf1/redemption' })]);
  });

  it('shows the server’s refusal in its own words', async () => {
    dashboardApi({
      '/api/investments/user/u1': answerJson([fund]),
      'POST /api/investments/mf1/redemption': answerJson(
        { statusCode: 409, code: 'CONFLICT', message: 'Today’s price is not published yet. Please try again later today.' },
        409,
      ),
    });
    const row = await fundRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Redeem Debt Fund' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('Today’s price is not published yet. Please try again later today.');
    expect(within(row).getByRole('button', { name: 'Redeem Debt Fund' })).toBeInTheDocument();
  });

  it('a redeemed holding shows the redemption price and no button', async () => {
    const done: PortfolioInvestment = {
      ...fund,
      status: 'redeemed',
      currentValue: 0,
      market: { ...fund.market!, redemptionPrice: '25.9400', redemptionDate: '2026-01-15' },
    };
    dashboardApi({ '/api/investments/user/u1': answerJson([done]) });
    const row = await fundRow();
    expect(row).toHaveTextContent('Redeemed');
    expect(row).toHaveTextContent('995.0349 units redeemed at ₹25.9400 per unit (15 Jan 2026)');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
