import { formatInr } from '@invest/platform';
import { useTheme } from 'styled-components';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { balanceAxis } from './balance-axis.js';
import type { FdResult } from './fd-calculator.js';

/** Amount plus interest paid so far, month by month, up to maturity. */
export function BalanceChart({ result }: { result: FdResult }) {
  const theme = useTheme();
  const data = [{ label: 'Start', balance: result.amount }, ...result.schedule.map((row) => ({ label: `M${row.month}`, balance: row.balance }))];
  // Round, evenly spaced ticks with distinct labels (₹1,00,000 · ₹1,02,500 …), not recharts' own, which rounded to ₹1.1L.
  const axis = balanceAxis(result.amount, result.maturity);
  return (
    <figure aria-label="Balance chart" style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
        <AreaChart data={data} margin={{ top: 12, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis
            ticks={axis.ticks}
            tickFormatter={axis.label}
            width={axis.width}
            tick={{ fontSize: 12 }}
            domain={[axis.ticks[0] ?? 'dataMin', axis.ticks.at(-1) ?? 'dataMax']}
            interval={0}
          />
          <Tooltip formatter={(value) => [formatInr(Number(value)), 'Balance']} />
          <Area type="monotone" dataKey="balance" stroke={theme.colors.primary} fill={theme.colors.surfaceMuted} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
      <figcaption>
        Balance grows from {formatInr(result.amount)} to {formatInr(result.maturity)} over {result.months} months.
      </figcaption>
    </figure>
  );
}
