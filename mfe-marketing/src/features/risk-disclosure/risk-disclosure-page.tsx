import { catalogueFiguresApi, useGetCatalogueFiguresQuery } from '@invest/api';
import { useI18n, type ServerData } from '@invest/platform';
import { Badge, Card, CardTitle, Container, PageHeader, riskLabelTone } from '@invest/ui';
import { Description, Grid, List, Section } from '../../shared/layout.js';
import { categoryRiskCards, generalRisks, riskDisclaimers, riskDisclosurePage, riskLevelLabels } from '../../content/risk-disclosure.js';
import { GrievanceSection } from '../../shared/grievance-section.js';

/** Each category's risk level and deposit insurance, from its plans (GET /api/catalogue/figures), fetched on the server too. */
export const serverData: ServerData = ({ dispatch }) => Promise.all([dispatch(catalogueFiguresApi.endpoints.getCatalogueFigures.initiate())]);

export default function RiskDisclosurePage() {
  const { _ } = useI18n();
  const figures = useGetCatalogueFiguresQuery().data?.categories;
  return (
    <Container>
      <PageHeader title={_(riskDisclosurePage.title)} lead={_(riskDisclosurePage.description)} />

      <Section id="risk-categories" title={_(riskDisclosurePage.categoriesTitle)}>
        <Grid $min={260}>
          {categoryRiskCards.map((card) => (
            <Card key={card.category} as="article" aria-label={_(card.title)} data-category={card.category}>
              <CardTitle>{_(card.title)}</CardTitle>
              {figures ? (
                <>
                  <p>
                    {_(riskDisclosurePage.riskLevelLabel)}:{' '}
                    <Badge tone={riskLabelTone(figures[card.category].risk)}>{_(riskLevelLabels[figures[card.category].risk])}</Badge>
                  </p>
                  <p>
                    {_(riskDisclosurePage.insuranceLabel)}: {figures[card.category].insurance}
                  </p>
                </>
              ) : null}
              <strong>{_(riskDisclosurePage.keyRisksLabel)}</strong>
              <List>
                {card.keyRisks.map((risk) => (
                  <li key={risk}>{_(risk)}</li>
                ))}
              </List>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="risk-general" title={_(riskDisclosurePage.generalRisksTitle)}>
        <Grid $min={240}>
          {generalRisks.map((risk) => (
            <Card key={risk.key}>
              <CardTitle>{_(risk.title)}</CardTitle>
              <Description>{_(risk.description)}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="risk-disclaimers" title={_(riskDisclosurePage.disclaimersTitle)}>
        <Card>
          <List>
            {riskDisclaimers.map((text) => (
              <li key={text}>{_(text)}</li>
            ))}
          </List>
        </Card>
      </Section>
      <GrievanceSection />
    </Container>
  );
}
