import { catalogueFiguresApi, useGetCatalogueFiguresQuery, useGetCataloguePlansQuery } from '@invest/api';
import { useI18n, type ServerData } from '@invest/platform';
import { QueryState } from '../query-state.js';
import { FdCalculatorPanel } from './fd-calculator-panel.js';

/** The calculator's data, fetched on the server as the section reads it: every plan's terms and the TDS threshold. */
export const calculatorServerData: ServerData = ({ dispatch }) =>
  Promise.all([dispatch(catalogueFiguresApi.endpoints.getCataloguePlans.initiate()), dispatch(catalogueFiguresApi.endpoints.getCatalogueFigures.initiate())]);

/** The calculator over the catalogue's plans, as the server books them. */
export function CalculatorSection() {
  const { _ } = useI18n();
  const plans = useGetCataloguePlansQuery();
  const figures = useGetCatalogueFiguresQuery();
  const data = plans.data && figures.data ? { plans: plans.data.plans, tds: figures.data.facts.tdsThreshold } : undefined;
  return (
    <QueryState data={data} error={plans.error ?? figures.error} label={_('products.loading.calculator')}>
      {(loaded) => <FdCalculatorPanel plans={loaded.plans} tds={loaded.tds} />}
    </QueryState>
  );
}
