import { BRAND, mailtoUrl, useI18n } from '@invest/platform';
import { Badge, Card, CardTitle, Container, PageHeader } from '@invest/ui';
import { Description, Grid, List, Section, Table, TableScroll } from '../../shared/layout.js';
import { dpdpFrameworkCards, dpdpOfficerContact, dpdpPage, dpdpProcessing, dpdpRights, dpdpSecurityMeasures } from '../../content/dpdp.js';
import { GrievanceSection } from '../../shared/grievance-section.js';

export default function DpdpCompliancePage() {
  const { _ } = useI18n();
  const columns = dpdpPage.processingColumns;
  return (
    <Container>
      <PageHeader title={_(dpdpPage.title)} lead={_(dpdpPage.description)} />

      <Section id="dpdp-framework" title={_(dpdpPage.frameworkTitle)}>
        <Grid $min={230}>
          {dpdpFrameworkCards.map((card) => (
            <Card key={card.key} as="article">
              <CardTitle>{_(card.title)}</CardTitle>
              <Description>{_(card.description)}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="dpdp-processing" title={_(dpdpPage.processingTitle)}>
        <TableScroll label={_(dpdpPage.processingTableLabel)}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{_(columns.category)}</th>
                <th scope="col">{_(columns.purpose)}</th>
                <th scope="col">{_(columns.retention)}</th>
                <th scope="col">{_(columns.legal_basis)}</th>
              </tr>
            </thead>
            <tbody>
              {dpdpProcessing.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{_(row.category)}</th>
                  <td>{_(row.purpose)}</td>
                  <td>{_(row.retention)}</td>
                  <td>
                    <Badge tone="blue">{_(row.legal_basis)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Section>

      <Section id="dpdp-rights" title={_(dpdpPage.rightsTitle)}>
        <Grid $min={240}>
          {dpdpRights.map((right) => (
            <Card key={right.key}>
              <CardTitle>{_(right.title)}</CardTitle>
              <Description>{_(right.description)}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="dpdp-security" title={_(dpdpPage.securityTitle)}>
        <Card>
          <List>
            {dpdpSecurityMeasures.map((measure) => (
              <li key={measure}>{_(measure)}</li>
            ))}
          </List>
        </Card>
      </Section>

      <Section id="dpdp-officer" title={_(dpdpOfficerContact.title)}>
        <Card>
          <p>{_(dpdpOfficerContact.description)}</p>
          <p>
            <a href={mailtoUrl(BRAND.email.dpo)}>{BRAND.email.dpo}</a>
          </p>
          <List>
            <li>{_(dpdpOfficerContact.responseTime)}</li>
            <li>{_(dpdpOfficerContact.resolutionTime)}</li>
          </List>
        </Card>
      </Section>
      <GrievanceSection />
    </Container>
  );
}
