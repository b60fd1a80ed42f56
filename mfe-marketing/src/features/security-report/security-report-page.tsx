import { useI18n } from '@invest/platform';
import { Badge, Card, CardTitle, Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { Description, Grid, Section } from '../../shared/layout.js';
import { securityCertifications, securityFeatures, securityMetrics, securityReportPage } from '../../content/security-report.js';

export default function SecurityReportPage() {
  const { _ } = useI18n();
  return (
    <Container>
      <PageHeader title={_(securityReportPage.title)} lead={_(securityReportPage.description)} />

      <Section id="security-metrics" title={_(securityReportPage.metricsTitle)}>
        <Grid $min={200}>
          {securityMetrics.map((metric) => (
            <Card key={metric.key}>
              <Value>{metric.value}</Value>
              <strong>{_(metric.label)}</strong>
              <Description>{_(metric.detail)}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="security-certifications" title={_(securityReportPage.certificationsTitle)}>
        <Grid $min={230}>
          {securityCertifications.map((certification) => (
            <Card key={certification.key} as="article">
              <CardTitle>{certification.name}</CardTitle>
              <Badge tone="green">{_(securityReportPage.active)}</Badge>
              <p>
                {_(securityReportPage.validityLabel)}: <strong>{_(certification.validity)}</strong>
              </p>
              <Description>{_(certification.description)}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="security-features" title={_(securityReportPage.featuresTitle)}>
        <Grid $min={230}>
          {securityFeatures.map((feature) => (
            <Card key={feature.key} as="article">
              <CardTitle>{_(feature.title)}</CardTitle>
              <Description>{_(feature.description)}</Description>
            </Card>
          ))}
        </Grid>
      </Section>
    </Container>
  );
}

const Value = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
