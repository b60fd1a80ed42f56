import { Badge, Card, CardTitle, Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { Description, Grid, Section } from '../../shared/layout.js';
import { securityCertifications, securityFeatures, securityMetrics, securityReportPage } from '../../content/security-report.js';

export default function SecurityReportPage() {
  return (
    <Container>
      <PageHeader title={securityReportPage.title} lead={securityReportPage.description} />

      <Section id="security-metrics" title={securityReportPage.metricsTitle}>
        <Grid $min={200}>
          {securityMetrics.map((metric) => (
            <Card key={metric.key}>
              <Value>{metric.value}</Value>
              <strong>{metric.label}</strong>
              <Description>{metric.detail}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="security-certifications" title={securityReportPage.certificationsTitle}>
        <Grid $min={230}>
          {securityCertifications.map((certification) => (
            <Card key={certification.name} as="article">
              <CardTitle>{certification.name}</CardTitle>
              <Badge tone="green">{certification.status}</Badge>
              <p>
                {securityReportPage.validityLabel}: <strong>{certification.validity}</strong>
              </p>
              <Description>{certification.description}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="security-features" title={securityReportPage.featuresTitle}>
        <Grid $min={230}>
          {securityFeatures.map((feature) => (
            <Card key={feature.key} as="article">
              <CardTitle>{feature.title}</CardTitle>
              <Description>{feature.description}</Description>
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
