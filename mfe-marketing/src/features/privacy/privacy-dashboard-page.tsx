import { useGetSessionQuery } from '@invest/api';
import { BRAND, mailtoUrl } from '@invest/platform';
import { Badge, Card, Container, PageHeader } from '@invest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Grid, List, Section, Table, TableScroll } from '../../shared/layout.js';
import { privacyCompliance, privacyDataCategories, privacyPage, privacyRetentionStatements } from '../../content/privacy.js';
import { ActionCards } from './action-cards.js';
import { ActivityPanel } from './activity-panel.js';
import { AgreementList } from './agreement-list.js';
import { ConsentPanel } from './consent-panel.js';
import { GrievanceSection } from '../../shared/grievance-section.js';

/** /privacy and /privacy-dashboard: one screen. */
export default function PrivacyDashboardPage() {
  const session = useGetSessionQuery();
  const userId = session.data?.userId;
  const columns = privacyPage.dataCategoriesColumns;
  return (
    <Container>
      <PageHeader title={privacyPage.title} lead={privacyPage.description}>
        {session.isSuccess ? (
          <Notice role="note">
            {userId ? (
              privacyPage.signedInNotice
            ) : (
              <>
                {privacyPage.signedOutNotice} <Link to={privacyPage.signInTo}>{privacyPage.signInLabel}</Link>
              </>
            )}
          </Notice>
        ) : null}
      </PageHeader>

      <Section id="privacy-rights" title={privacyPage.rightsTitle}>
        <ActionCards userId={userId} />
      </Section>

      <Section id="privacy-data" title={privacyPage.dataCategoriesTitle}>
        <TableScroll label={`${privacyPage.dataCategoriesTitle}: table`}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{columns.category}</th>
                <th scope="col">{columns.data}</th>
                <th scope="col">{columns.purpose}</th>
                <th scope="col">{columns.retention}</th>
              </tr>
            </thead>
            <tbody>
              {privacyDataCategories.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{row.category}</th>
                  <td>{row.data}</td>
                  <td>{row.purpose}</td>
                  <td>
                    <Badge tone="grey">{row.retention}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <h3>{privacyPage.retentionTitle}</h3>
        <List>
          {privacyRetentionStatements.map((item) => (
            <li key={item.key}>
              {item.label}: <strong>{item.retention}</strong>
            </li>
          ))}
        </List>
      </Section>

      <Section id="privacy-consents" title={privacyPage.consentTitle}>
        <ConsentPanel userId={userId} />
        {userId ? <AgreementList userId={userId} /> : null}
      </Section>

      <Section id="privacy-activity" title={privacyPage.activityTitle}>
        <ActivityPanel userId={userId} />
      </Section>

      <Section id="privacy-compliance" title={privacyPage.complianceTitle}>
        <Grid $min={220} as="ul">
          {privacyCompliance.map((item) => (
            <Card as="li" key={item.name}>
              <strong>{item.name}</strong>
              <p>{item.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="privacy-contact" title={privacyPage.noticeTitle}>
        <Card>
          {privacyPage.noticeText} <a href={mailtoUrl(BRAND.email.dpo)}>{BRAND.email.dpo}</a>.
        </Card>
      </Section>
      <GrievanceSection />
    </Container>
  );
}

const Notice = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.tones.blue.background};
    color: ${({ theme }) => theme.tones.blue.foreground};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
