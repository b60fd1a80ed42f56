import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cataloguePlans } from '@invest/testing';
import { theme } from '@invest/ui';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { I18nProvider } from '@invest/platform';
import { productsI18n } from '../../testing/products-i18n.js';
import { FdCalculatorPanel } from './fd-calculator-panel.js';

const TDS = { payer: 'platform' as const, amount: 10000, ratePercent: 10, since: '2025-04-01' };

/** The panel in `locale`, with its messages as its routes give them. */
function mountPanel(locale: 'en' | 'hi') {
  render(
    <I18nProvider i18n={productsI18n(locale)}>
      <ThemeProvider theme={theme}>
        <FdCalculatorPanel plans={cataloguePlans.plans} tds={TDS} today="2026-01-20" />
      </ThemeProvider>
    </I18nProvider>,
  );
}

function renderPanel() {
  mountPanel('en');
  return {
    plan: screen.getByLabelText(/^Plan/),
    amount: screen.getByLabelText(/Investment amount/),
    tenure: screen.getByLabelText(/^Tenure/),
    figures: () => ['monthly-payout', 'total-interest', 'maturity-amount', 'total-received'].map((id) => screen.queryByTestId(id)?.textContent ?? null),
    rows: () =>
      within(screen.getByRole('table', { name: 'Payout schedule' }))
        .getAllByRole('row')
        .slice(1),
  };
}

describe('<FdCalculatorPanel/>', () => {
  it('starts with the first fixed deposit, ₹1,00,000 for its 12 months: interest paid out, the principal back at maturity', () => {
    const panel = renderPanel();
    expect(panel.plan).toHaveValue('plan.fixed-deposits.short-term-fd');
    expect(panel.amount).toHaveValue('100000');
    expect(panel.tenure).toHaveValue('12');
    expect(panel.figures()).toEqual(['₹1,500', '₹18,000', '₹1,01,500', '₹1,18,000']);
    expect(panel.rows()).toHaveLength(12);
    expect(panel.rows()[0]).toHaveTextContent('115 Feb 2026₹1,500₹1,500');
    expect(panel.rows()[11]).toHaveTextContent('1220 Jan 2027₹1,500 + ₹1,00,000 principal₹1,18,000');
    expect(screen.getByRole('figure', { name: 'Paid out chart' })).not.toHaveTextContent(/Balance grows/);
  });

  it('models the 36-month plan at its own rate, and a bond at maturity for any tenure it allows', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.selectOptions(panel.plan, 'plan.fixed-deposits.long-term-fd');
    expect(panel.tenure).toHaveValue('36');
    expect(panel.figures()).toEqual(['₹1,830', '₹65,880', '₹1,01,830', '₹1,65,880']);
    expect(panel.rows()).toHaveLength(36);
    await user.selectOptions(panel.plan, 'plan.bonds.government-bonds');
    expect(within(panel.tenure).getAllByRole('option')).toHaveLength(109);
    await user.selectOptions(panel.tenure, '24');
    expect(panel.figures()).toEqual([null, '₹11,000', '₹1,11,000', '₹1,11,000']);
    expect(panel.rows()).toHaveLength(1);
  });

  it('updates with the amount, says when it is below the plan’s minimum, and a non-numeric amount counts as 0', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.clear(panel.amount);
    await user.type(panel.amount, '250000');
    expect(panel.figures()).toEqual(['₹3,750', '₹45,000', '₹2,53,750', '₹2,95,000']);
    await user.clear(panel.amount);
    await user.type(panel.amount, '5000');
    expect(screen.getByText('The minimum for this plan is ₹10,000.')).toBeInTheDocument();
    await user.clear(panel.amount);
    await user.type(panel.amount, 'abc');
    expect(panel.figures()).toEqual(['₹0', '₹0', '₹0', '₹0']);
  });

  it('shows TDS as an estimate from the threshold in force', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.clear(panel.amount);
    await user.type(panel.amount, '500000');
    expect(screen.getByTestId('tds-estimate')).toHaveTextContent('₹9,000');
    expect(screen.getByTestId('tds-note')).toHaveTextContent(
      'TDS is an estimate: 10% of the interest once the interest we pay you in a financial year passes ₹10,000; none with a Form 15G or 15H.',
    );
  });

  it('answers a key press in the field at once, and brings the figures, chart and schedule after it (deferred)', async () => {
    // No act(): it would flush the deferred render with the key press. React renders an input event's update before
    // the event returns, and the deferred one in a task of its own afterwards.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      flushSync(() =>
        root.render(
          <I18nProvider i18n={productsI18n()}>
            <ThemeProvider theme={theme}>
              <FdCalculatorPanel plans={cataloguePlans.plans} tds={TDS} today="2026-01-20" />
            </ThemeProvider>
          </I18nProvider>,
        ),
      );
      const amount = within(host).getByLabelText(/Investment amount/) as HTMLInputElement;
      const totalInterest = () => within(host).getByTestId('total-interest').textContent;
      expect(totalInterest()).toBe('₹18,000');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(amount, '250000');
      amount.dispatchEvent(new Event('input', { bubbles: true }));
      expect(amount).toHaveValue('250000');
      expect(within(host).getByText(/^Calculated on ₹2,50,000\./)).toBeInTheDocument();
      expect(totalInterest()).toBe('₹18,000');
      await waitFor(() => expect(totalInterest()).toBe('₹45,000'));
      expect(within(host).getByRole('table', { name: 'Payout schedule' })).toHaveTextContent('₹3,750 + ₹2,50,000 principal₹2,95,000');
    } finally {
      root.unmount();
      host.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('speaks Hindi under /hi: labels, figures, the TDS note, dates and the schedule', async () => {
    const user = userEvent.setup();
    mountPanel('hi');
    expect(screen.getByRole('region', { name: 'निवेश कैलकुलेटर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'भुगतान अनुसूची' })).toBeInTheDocument();
    const amount = screen.getByLabelText(/^निवेश राशि/);
    const tenure = screen.getByLabelText(/^अवधि/);
    expect(within(tenure).getByRole('option', { name: '12 महीने' })).toBeInTheDocument();
    expect(screen.getByText('इस प्लान की अवधि 12 महीने है।')).toBeInTheDocument();
    expect(screen.getByTestId('calculator-payouts')).toHaveTextContent('भुगतान: हर महीने की 15 तारीख को 1.5% ब्याज; मूलधन परिपक्वता पर।');
    expect(screen.getByText('मासिक भुगतान (1.5%)')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'भुगतान अनुसूची' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('#भुगतान की तारीखभुगतानअब तक कुल भुगतान');
    expect(rows[1]).toHaveTextContent('115 फ़र॰ 2026₹1,500₹1,500');
    expect(rows[12]).toHaveTextContent('1220 जन॰ 2027₹1,500 + ₹1,00,000 मूलधन₹1,18,000');
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(screen.getByText('इस प्लान के लिए न्यूनतम राशि ₹10,000 है।')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500000');
    expect(screen.getByTestId('tds-note')).toHaveTextContent(/₹10,000 से अधिक होते ही ब्याज का 10% स्रोत पर कर कटौती \(TDS\) के रूप में कटता है/);
    expect(screen.getByRole('figure', { name: 'भुगतान चार्ट' })).toHaveTextContent(
      '12 महीनों में आपको भुगतान: ₹90,000 ब्याज और परिपक्वता पर आपका ₹5,00,000 मूलधन वापस, कुल ₹5,90,000।',
    );
    expect(document.body).not.toHaveTextContent(/Investment calculator|Payout schedule|products\./);
  });
});
