import type { PlanTerms, PlatformFacts } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Card, Field, NoScriptNotice, SelectField } from '@invest/ui';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { payoutText, tenureText } from '../plan-terms/plan-terms-text.js';
import { BalanceChart } from './balance-chart.js';
import { CALCULATOR_DEFAULT_AMOUNT, calculablePlans, calculatePlan, parseAmount, tenuresOf, type CalculatorResult } from './fd-calculator.js';
import { PayoutSchedule } from './payout-schedule.js';
import { useToday } from './use-today.js';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** Shown by a browser without JavaScript (the figures are those of the default plan, amount and tenure): its message. */
export const CALCULATOR_NO_SCRIPT_TEXT = 'products.calculator.noScript';

interface Props {
  /** Every plan of the catalogue, as the server books them (GET /api/catalogue/plans). */
  plans: readonly PlanTerms[];
  /** The TDS threshold in force (GET /api/catalogue/figures). */
  tds: PlatformFacts['tdsThreshold'];
  /** Fixes the investment date (tests); otherwise the visitor's date, known after the first render in the browser. */
  today?: string;
}

/** The figures, the TDS note and the chart of a result (memo: an input's own repaint does not render them again). */
const ResultFigures = memo(function ResultFigures({ plan, result, tds }: { plan: PlanTerms; result: CalculatorResult; tds: Props['tds'] }) {
  const { _ } = useI18n();
  return (
    <div>
      <Results aria-label={_('products.calculator.results')} aria-live="polite">
        {result.monthlyPayout === null ? null : (
          <div>
            <dt>{_('products.calculator.monthlyPayout', { rate: String(plan.monthlyRate) })}</dt>
            <dd data-testid="monthly-payout">{formatInr(result.monthlyPayout)}</dd>
          </div>
        )}
        <div>
          <dt>{_('products.calculator.totalInterest')}</dt>
          <dd data-testid="total-interest">{formatInr(result.totalInterest)}</dd>
        </div>
        <div>
          <dt>{_('products.calculator.paidAtMaturity')}</dt>
          <dd data-testid="maturity-amount">{formatInr(result.atMaturity)}</dd>
        </div>
        <div>
          <dt>{_('products.calculator.totalReceived')}</dt>
          <dd data-testid="total-received">{formatInr(result.totalReceived)}</dd>
        </div>
        {result.tdsEstimate === null ? null : (
          <div>
            <dt>{_('products.calculator.tdsEstimate')}</dt>
            <dd data-testid="tds-estimate">{formatInr(result.tdsEstimate)}</dd>
          </div>
        )}
      </Results>
      {result.tdsEstimate === null ? null : (
        <p data-testid="tds-note">{_('products.calculator.tdsNote', { rate: String(tds.ratePercent), threshold: formatInr(tds.amount) })}</p>
      )}
      <BalanceChart result={result} />
    </div>
  );
});

const Schedule = memo(PayoutSchedule);

/**
 * The calculator (product §5 and §9): a plan, an amount (default 100000; non-numeric becomes 0) and any tenure the plan
 * allows; the payouts exactly as the plan would be booked (the server's schedule arithmetic), the principal back at
 * maturity, TDS as an estimate, and the schedule in the page's flow. The fields answer a key press at once; the
 * figures, chart and schedule follow at a lower priority (useDeferredValue), so typing an amount does not wait for
 * the chart and the schedule, and a render overtaken by the next key press is dropped.
 */
export function FdCalculatorPanel({ plans, tds, today }: Props) {
  const { _ } = useI18n();
  const visitorDay = useToday();
  const investmentDate = today ?? visitorDay;
  const choices = useMemo(() => calculablePlans(plans), [plans]);
  const [planId, setPlanId] = useState(choices[0]?.planId ?? '');
  const plan = choices.find((candidate) => candidate.planId === planId) ?? choices[0];
  const [amountText, setAmountText] = useState(String(CALCULATOR_DEFAULT_AMOUNT));
  const [monthsChoice, setMonthsChoice] = useState<number | null>(null);
  const months = plan && monthsChoice !== null && tenuresOf(plan).includes(monthsChoice) ? monthsChoice : (plan?.tenure.defaultMonths ?? 12);
  const inputs = useMemo(() => (plan ? { plan, amountText, months } : null), [plan, amountText, months]);
  const shown = useDeferredValue(inputs);
  const result = useMemo(() => (shown ? calculatePlan(shown.plan, shown.amountText, shown.months, investmentDate, tds) : null), [shown, investmentDate, tds]);
  if (!plan || !shown || !result) return null;
  const amount = parseAmount(amountText);
  const belowMinimum = amount > 0 && amount < plan.minAmount;

  return (
    <Card as="section" aria-label={_('products.calculator.heading')} $padding="lg">
      <h2>{_('products.calculator.heading')}</h2>
      <NoScriptNotice>{_(CALCULATOR_NO_SCRIPT_TEXT)}</NoScriptNotice>
      <Layout>
        <Inputs>
          <SelectField
            label={_('products.calculator.plan')}
            options={choices.map((choice) => ({
              value: choice.planId,
              label: _('products.calculator.planOption', { product: choice.productName, returns: choice.returns }),
            }))}
            value={plan.planId}
            onChange={(event) => {
              setPlanId(event.target.value);
              setMonthsChoice(null);
            }}
          />
          <Field
            label={_('products.calculator.amount')}
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={_('products.calculator.amountHint', { amount: formatInr(amount), minimum: formatInr(plan.minAmount) })}
            error={belowMinimum ? _('products.calculator.belowMinimum', { minimum: formatInr(plan.minAmount) }) : undefined}
          />
          <SelectField
            label={_('products.calculator.tenure')}
            options={tenuresOf(plan).map((value) => ({ value: String(value), label: _('products.calculator.tenureOption', { months: String(value) }) }))}
            value={String(months)}
            onChange={(event) => setMonthsChoice(Number(event.target.value))}
            hint={_('products.calculator.tenureHint', { tenure: tenureText(_, plan.tenure) })}
          />
          <p data-testid="calculator-payouts">{_('products.calculator.payouts', { payouts: payoutText(_, plan) })}</p>
        </Inputs>
        <ResultFigures plan={shown.plan} result={result} tds={tds} />
      </Layout>
      <h2>{_('products.calculator.scheduleHeading')}</h2>
      <Schedule rows={result.schedule} />
    </Card>
  );
}
