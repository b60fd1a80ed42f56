import { useGetSessionQuery } from '@invest/api';
import { BRAND, mailtoUrl, useI18n } from '@invest/platform';
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
  const { _ } = useI18n();
  const session = useGetSessionQuery();
  const userId = session.data?.userId;
  const columns = privacyPage.dataCategoriesColumns;
  return (
    <Container>
      <PageHeader title={_(privacyPage.title)} lead={_(privacyPage.description)}>
        {session.isSuccess ? (
          <Notice role="note">
            {userId ? (
              _(privacyPage.signedInNotice)
            ) : (
              <>
                {_(privacyPage.signedOutNotice)} <Link to={privacyPage.signInTo}>{_(privacyPage.signInLabel)}</Link>
              </>
            )}
          </Notice>
        ) : null}
      </PageHeader>

      <Section id="privacy-rights" title={_(privacyPage.rightsTitle)}>
        <ActionCards userId={userId} />
      </Section>

      <Section id="privacy-data" title={_(privacyPage.dataCategoriesTitle)}>
        <TableScroll label={_(privacyPage.dataCategoriesTableLabel)}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{_(columns.category)}</th>
                <th scope="col">{_(columns.data)}</th>
                <th scope="col">{_(columns.purpose)}</th>
                <th scope="col">{_(columns.retention)}</th>
              </tr>
            </thead>
            <tbody>
              {privacyDataCategories.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{_(row.category)}</th>
                  <td>{_(row.data)}</td>
                  <td>{_(row.purpose)}</td>
                  <td>
                    <Badge tone="grey">{_(row.retention)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <h3>{_(privacyPage.retentionTitle)}</h3>
        <List>
          {privacyRetentionStatements.map((item) => (
            <li key={item.key}>
              {_(item.label)}: <strong>{_(item.retention)}</strong>
            </li>
          ))}
        </List>
      </Section>

      <Section id="privacy-consents" title={_(privacyPage.consentTitle)}>
        <ConsentPanel userId={userId} />
        {userId ? <AgreementList userId={userId} /> : null}
      </Section>

      <Section id="privacy-activity" title={_(privacyPage.activityTitle)}>
        <ActivityPanel userId={userId} />
      </Section>

      <Section id="privacy-compliance" title={_(privacyPage.complianceTitle)}>
        <Grid $min={220} as="ul">
          {privacyCompliance.map((item) => (
            <Card as="li" key={item.key}>
              <strong>{_(item.name)}</strong>
              <p>{_(item.description)}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="privacy-contact" title={_(privacyPage.noticeTitle)}>
        <Card>
          {_(privacyPage.noticeText)} <a href={mailtoUrl(BRAND.email.dpo)}>{BRAND.email.dpo}</a>.
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
