import { Badge, Card, CardTitle, Container, PageHeader, productRiskTone } from '@invest/ui';
import { Description, Grid, List, Section } from '../../shared/layout.js';
import { categoryRiskCards, generalRisks, riskDisclaimers, riskDisclosurePage } from '../../content/risk-disclosure.js';

export default function RiskDisclosurePage() {
  return (
    <Container>
      <PageHeader title={riskDisclosurePage.title} lead={riskDisclosurePage.description} />

      <Section id="risk-categories" title={riskDisclosurePage.categoriesTitle}>
        <Grid $min={260}>
          {categoryRiskCards.map((card) => (
            <Card key={card.category} as="article">
              <CardTitle>{card.title}</CardTitle>
              <p>
                {riskDisclosurePage.riskLevelLabel}: <Badge tone={productRiskTone(card.level)}>{card.level}</Badge>
              </p>
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
    </Container>
  );
}
