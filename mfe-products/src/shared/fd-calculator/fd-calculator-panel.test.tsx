import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@invest/ui';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { FdCalculatorPanel } from './fd-calculator-panel.js';

function renderPanel() {
  render(
    <ThemeProvider theme={theme}>
      <FdCalculatorPanel today={new Date(2026, 0, 20)} />
    </ThemeProvider>,
  );
  return {
    amount: screen.getByLabelText(/Investment amount/),
    lockIn: screen.getByLabelText('Lock-in period'),
    figures: () => [screen.getByTestId('monthly-roi'), screen.getByTestId('total-interest'), screen.getByTestId('maturity-amount')].map((el) => el.textContent),
    rows: () =>
      within(screen.getByRole('table', { name: 'Payout schedule' }))
        .getAllByRole('row')
        .slice(1),
  };
}

describe('<FdCalculatorPanel/>', () => {
  it('starts at 100000 for 6 months: ₹1,500 a month, ₹9,000 interest, ₹1,09,000 at maturity', () => {
    const panel = renderPanel();
    expect(panel.amount).toHaveValue('100000');
    expect(panel.lockIn).toHaveValue('6');
    expect(
      within(panel.lockIn)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['6 months', '12 months', '18 months', '24 months', '30 months']);
    expect(panel.figures()).toEqual(['₹1,500', '₹9,000', '₹1,09,000']);
    expect(panel.rows()).toHaveLength(6);
    expect(panel.rows()[0]).toHaveTextContent('115 Feb 2026₹1,500₹1,01,500');
    expect(panel.rows()[5]).toHaveTextContent('615 Jul 2026₹1,500₹1,09,000');
  });

  it('updates when the lock-in changes', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.selectOptions(panel.lockIn, '24');
    expect(panel.figures()).toEqual(['₹1,500', '₹36,000', '₹1,36,000']);
    expect(panel.rows()).toHaveLength(24);
    await user.selectOptions(panel.lockIn, '30');
    expect(panel.figures()).toEqual(['₹1,500', '₹45,000', '₹1,45,000']);
  });

  it('updates with the amount, and a non-numeric amount counts as 0', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.clear(panel.amount);
    await user.type(panel.amount, '250000');
    expect(panel.figures()).toEqual(['₹3,750', '₹22,500', '₹2,72,500']);
    await user.clear(panel.amount);
    await user.type(panel.amount, 'abc');
    expect(panel.figures()).toEqual(['₹0', '₹0', '₹0']);
  });
});
