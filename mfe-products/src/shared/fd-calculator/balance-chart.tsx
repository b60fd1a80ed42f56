import { formatInr, useI18n } from '@invest/platform';
import { useTheme } from 'styled-components';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { balanceAxis } from './balance-axis.js';
import type { CalculatorResult } from './fd-calculator.js';

/** Everything paid out so far, payout by payout, up to maturity (interest is paid out, never added to the principal). */
export function BalanceChart({ result }: { result: CalculatorResult }) {
  const { _ } = useI18n();
  const theme = useTheme();
  const data = [
    { label: _('products.calculator.chart.start'), paid: 0 },
    ...result.schedule.map((row) => ({ label: `#${row.sequence}`, paid: row.paidToDate })),
  ];
  const axis = balanceAxis(0, result.totalReceived);
  return (
    <figure aria-label={_('products.calculator.chart.label')} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 600, height: 220 }}>
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
          <Tooltip formatter={(value) => [formatInr(Number(value)), _('products.calculator.chart.paidOut')]} />
          <Area type="stepAfter" dataKey="paid" stroke={theme.colors.primary} fill={theme.colors.surfaceMuted} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
      <figcaption>
        {_('products.calculator.chart.caption', {
          months: String(result.months),
          interest: formatInr(result.totalInterest),
          principal: formatInr(result.principal),
          total: formatInr(result.totalReceived),
        })}
      </figcaption>
    </figure>
  );
}
