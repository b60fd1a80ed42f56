import { formatInr } from '@invest/platform';
import { Card, Field, NoScriptNotice, SelectField } from '@invest/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { BalanceChart } from './balance-chart.js';
import {
  calculateFd,
  calendarMonthOf,
  FD_DEFAULT_AMOUNT,
  FD_DEFAULT_LOCK_IN,
  FD_LOCK_IN_MONTHS,
  FD_MONTHLY_RATE_PERCENT,
  type LockInMonths,
} from './fd-calculator.js';
import { PayoutSchedule } from './payout-schedule.js';
import { useCurrentMonth } from './use-current-month.js';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  div {
    padding: ${({ theme }) => theme.space.md};
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
  }
`;

const LOCK_IN_OPTIONS = FD_LOCK_IN_MONTHS.map((months) => ({ value: String(months), label: `${months} months` }));

/** Shown by a browser without JavaScript: the figures are those of the default amount and lock-in. */
export const CALCULATOR_NO_SCRIPT_TEXT = 'The calculator needs JavaScript to update its results. Please turn it on in your browser.';

/**
 * The FD calculator (spec 5 and 9): amount (default 100000; non-numeric becomes 0), lock-in 6-30 months
 * (default 6), results, the payout schedule on each 15th and a balance chart. The payout dates follow the visitor's
 * month (`today` fixes it), known only after the first render in the browser.
 */
export function FdCalculatorPanel({ today }: { today?: Date }) {
  const currentMonth = useCurrentMonth();
  const fixedMonth = useMemo(() => (today ? calendarMonthOf(today) : null), [today]);
  const start = fixedMonth ?? currentMonth;
  const [amountText, setAmountText] = useState(String(FD_DEFAULT_AMOUNT));
  const [months, setMonths] = useState<LockInMonths>(FD_DEFAULT_LOCK_IN);
  const result = useMemo(() => calculateFd(amountText, months, start), [amountText, months, start]);

  return (
    <Card as="section" aria-label="FD calculator" $padding="lg">
      <h2>Fixed deposit calculator</h2>
      <NoScriptNotice>{CALCULATOR_NO_SCRIPT_TEXT}</NoScriptNotice>
      <Layout>
        <Inputs>
          <Field
            label="Investment amount (₹)"
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={`Calculated on ${formatInr(result.amount)}`}
          />
          <SelectField
            label="Lock-in period"
            options={LOCK_IN_OPTIONS}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value) as LockInMonths)}
          />
          <p>Payout on the 15th of every month.</p>
        </Inputs>
        <div>
          <Results aria-label="Calculator results" aria-live="polite">
            <div>
              <dt>Monthly ROI ({FD_MONTHLY_RATE_PERCENT}%)</dt>
              <dd data-testid="monthly-roi">{formatInr(result.monthlyRoi)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd data-testid="total-interest">{formatInr(result.totalInterest)}</dd>
            </div>
            <div>
              <dt>Maturity amount</dt>
              <dd data-testid="maturity-amount">{formatInr(result.maturity)}</dd>
            </div>
          </Results>
          <BalanceChart result={result} />
        </div>
      </Layout>
      <h2>Payout schedule</h2>
      <PayoutSchedule rows={result.schedule} />
    </Card>
  );
}
