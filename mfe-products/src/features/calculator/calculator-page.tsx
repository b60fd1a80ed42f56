import { useI18n } from '@invest/platform';
import { Container, PageHeader } from '@invest/ui';
import { CalculatorSection, calculatorServerData } from '../../shared/fd-calculator/calculator-section.js';

/** Every plan's terms and the TDS threshold, fetched on the server as the calculator reads them. */
export const serverData = calculatorServerData;

export default function CalculatorPage() {
  const { _ } = useI18n();
  return (
    <Container>
      <PageHeader title={_('products.calculator.title')} lead={_('products.calculator.lead')} />
      <CalculatorSection />
    </Container>
  );
}
