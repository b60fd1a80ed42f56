import { tenureText, type PlanTerms, type PlatformFacts } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Card, Field, NoScriptNotice, SelectField } from '@invest/ui';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { payoutText } from '../plan-terms/plan-terms-text.js';
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

/** Shown by a browser without JavaScript: the figures are those of the default plan, amount and tenure. */
export const CALCULATOR_NO_SCRIPT_TEXT = 'The calculator needs JavaScript to update its results. Please turn it on in your browser.';

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
  return (
    <div>
      <Results aria-label="Calculator results" aria-live="polite">
        {result.monthlyPayout === null ? null : (
          <div>
            <dt>Monthly payout ({plan.monthlyRate}%)</dt>
            <dd data-testid="monthly-payout">{formatInr(result.monthlyPayout)}</dd>
          </div>
        )}
        <div>
          <dt>Total interest</dt>
          <dd data-testid="total-interest">{formatInr(result.totalInterest)}</dd>
        </div>
        <div>
          <dt>Paid at maturity</dt>
          <dd data-testid="maturity-amount">{formatInr(result.atMaturity)}</dd>
        </div>
        <div>
          <dt>Total received</dt>
          <dd data-testid="total-received">{formatInr(result.totalReceived)}</dd>
        </div>
        {result.tdsEstimate === null ? null : (
          <div>
            <dt>TDS (estimate)</dt>
            <dd data-testid="tds-estimate">{formatInr(result.tdsEstimate)}</dd>
          </div>
        )}
      </Results>
      {result.tdsEstimate === null ? null : (
        <p data-testid="tds-note">
          TDS is an estimate: {tds.ratePercent}% of the interest once the interest we pay you in a financial year passes {formatInr(tds.amount)}; none with a
          Form 15G or 15H.
        </p>
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
    <Card as="section" aria-label="Investment calculator" $padding="lg">
      <h2>Investment calculator</h2>
      <NoScriptNotice>{CALCULATOR_NO_SCRIPT_TEXT}</NoScriptNotice>
      <Layout>
        <Inputs>
          <SelectField
            label="Plan"
            options={choices.map((choice) => ({ value: choice.planId, label: `${choice.productName} (${choice.returns})` }))}
            value={plan.planId}
            onChange={(event) => {
              setPlanId(event.target.value);
              setMonthsChoice(null);
            }}
          />
          <Field
            label="Investment amount (₹)"
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={`Calculated on ${formatInr(amount)}. This plan takes ${formatInr(plan.minAmount)} or more.`}
            error={belowMinimum ? `The minimum for this plan is ${formatInr(plan.minAmount)}.` : undefined}
          />
          <SelectField
            label="Tenure"
            options={tenuresOf(plan).map((value) => ({ value: String(value), label: `${value} months` }))}
            value={String(months)}
            onChange={(event) => setMonthsChoice(Number(event.target.value))}
            hint={`This plan runs ${tenureText(plan.tenure)}.`}
          />
          <p data-testid="calculator-payouts">Payouts: {payoutText(plan)}.</p>
        </Inputs>
        <ResultFigures plan={shown.plan} result={result} tds={tds} />
      </Layout>
      <h2>Payout schedule</h2>
      <Schedule rows={result.schedule} />
    </Card>
  );
}
