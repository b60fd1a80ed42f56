import { BRAND, mailtoUrl } from '@invest/platform';
import { Badge, Card, CardTitle, Container, PageHeader } from '@invest/ui';
import { Description, Grid, List, Section, Table, TableScroll } from '../../shared/layout.js';
import { dpdpFrameworkCards, dpdpOfficerContact, dpdpPage, dpdpProcessing, dpdpRights, dpdpSecurityMeasures } from '../../content/dpdp.js';
import { GrievanceSection } from '../../shared/grievance-section.js';

export default function DpdpCompliancePage() {
  const columns = dpdpPage.processingColumns;
  return (
    <Container>
      <PageHeader title={dpdpPage.title} lead={dpdpPage.description} />

      <Section id="dpdp-framework" title={dpdpPage.frameworkTitle}>
        <Grid $min={230}>
          {dpdpFrameworkCards.map((card) => (
            <Card key={card.key} as="article">
              <CardTitle>{card.title}</CardTitle>
              <Description>{card.description}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="dpdp-processing" title={dpdpPage.processingTitle}>
        <TableScroll label={`${dpdpPage.processingTitle}: table`}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{columns.category}</th>
                <th scope="col">{columns.purpose}</th>
                <th scope="col">{columns.retention}</th>
                <th scope="col">{columns.legal_basis}</th>
              </tr>
            </thead>
            <tbody>
              {dpdpProcessing.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{row.category}</th>
                  <td>{row.purpose}</td>
                  <td>{row.retention}</td>
                  <td>
                    <Badge tone="blue">{row.legal_basis}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Section>

      <Section id="dpdp-rights" title={dpdpPage.rightsTitle}>
        <Grid $min={240}>
          {dpdpRights.map((right) => (
            <Card key={right.title}>
              <CardTitle>{right.title}</CardTitle>
              <Description>{right.description}</Description>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="dpdp-security" title={dpdpPage.securityTitle}>
        <Card>
          <List>
            {dpdpSecurityMeasures.map((measure) => (
              <li key={measure}>{measure}</li>
            ))}
          </List>
        </Card>
      </Section>

      <Section id="dpdp-officer" title={dpdpOfficerContact.title}>
        <Card>
          <p>{dpdpOfficerContact.description}</p>
          <p>
            <a href={mailtoUrl(BRAND.email.dpo)}>{BRAND.email.dpo}</a>
          </p>
          <List>
            <li>{dpdpOfficerContact.responseTime}</li>
            <li>{dpdpOfficerContact.resolutionTime}</li>
          </List>
        </Card>
      </Section>
      <GrievanceSection />
    </Container>
  );
}
