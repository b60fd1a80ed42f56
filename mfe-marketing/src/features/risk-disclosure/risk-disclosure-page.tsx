import { catalogueFiguresApi, useGetCatalogueFiguresQuery } from '@invest/api';
import type { ServerData } from '@invest/platform';
import { Badge, Card, CardTitle, Container, PageHeader, riskLabelTone } from '@invest/ui';
import { Description, Grid, List, Section } from '../../shared/layout.js';
import { categoryRiskCards, generalRisks, riskDisclaimers, riskDisclosurePage } from '../../content/risk-disclosure.js';
import { GrievanceSection } from '../../shared/grievance-section.js';

/** Each category's risk level and deposit insurance, from its plans (GET /api/catalogue/figures), fetched on the server too. */
export const serverData: ServerData = ({ dispatch }) => Promise.all([dispatch(catalogueFiguresApi.endpoints.getCatalogueFigures.initiate())]);

export default function RiskDisclosurePage() {
  const figures = useGetCatalogueFiguresQuery().data?.categories;
  return (
    <Container>
      <PageHeader title={riskDisclosurePage.title} lead={riskDisclosurePage.description} />

      <Section id="risk-categories" title={riskDisclosurePage.categoriesTitle}>
        <Grid $min={260}>
          {categoryRiskCards.map((card) => (
            <Card key={card.category} as="article" aria-label={card.title} data-category={card.category}>
              <CardTitle>{card.title}</CardTitle>
              {figures ? (
                <>
                  <p>
                    {riskDisclosurePage.riskLevelLabel}: <Badge tone={riskLabelTone(figures[card.category].risk)}>{figures[card.category].risk}</Badge>
                  </p>
                  <p>
                    {riskDisclosurePage.insuranceLabel}: {figures[card.category].insurance}
                  </p>
                </>
              ) : null}
              <strong>{riskDisclosurePage.keyRisksLabel}</strong>
              <List>
                {card.keyRisks.map((risk) => (
                  <li key={risk}>{risk}</li>
                ))}
              </List>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="risk-general" title={riskDisclosurePage.generalRisksTitle}>
        <Grid $min={240}>
          {generalRisks.map((risk) => (
            <Card key={risk.title}>
              <CardTitle>{risk.title}</CardTitle>
              <Description>{risk.description}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="risk-disclaimers" title={riskDisclosurePage.disclaimersTitle}>
        <Card>
          <List>
            {riskDisclaimers.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </List>
        </Card>
      </Section>
      <GrievanceSection />
    </Container>
  );
}
