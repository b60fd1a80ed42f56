import { BRAND, mailtoUrl, telUrl, useBrandWords, useI18n } from '@invest/platform';
import { Card, CardTitle } from '@invest/ui';
import styled from 'styled-components';
import { Grid } from './layout.js';

/** The section's heading (also the legal pages' link to it) and the regulator's card. */
export const GRIEVANCE_TITLE = 'marketing.grievance.title';
const GRIEVANCE_REGULATOR = 'marketing.grievance.regulator';

/**
 * The grievance officer, the principal nodal officer and each product's regulator, in the order a complaint takes,
 * from the brand config (BRAND.grievance): the legal pages show it, the footer says the same. Its headings are the
 * page's messages (the legal catalogue); the officers' roles, hours and answers are the brand's words in the page's
 * language (useBrandWords), as in the footer.
 */
export function GrievanceSection() {
  const { _ } = useI18n();
  const { officer, nodalOfficer, regulators } = BRAND.grievance;
  const words = useBrandWords();
  return (
    <Box id="grievances" aria-labelledby="grievances-title" data-grievance="page">
      <h2 id="grievances-title">{_(GRIEVANCE_TITLE)}</h2>
      <Grid $min={260}>
        <Card as="article" aria-label={words.officer.role}>
          <CardTitle as="h3">1. {words.officer.role}</CardTitle>
          <p>
            <strong>{officer.name}</strong>
            <br />
            <a href={mailtoUrl(officer.email)}>{officer.email}</a>
            <br />
            <a href={telUrl(officer.phone.e164)}>{officer.phone.display}</a> ({words.officer.hours})
          </p>
          <address>{BRAND.address.join(', ')}</address>
          <p>{words.officer.response}</p>
        </Card>
        <Card as="article" aria-label={words.nodalOfficer.role}>
          <CardTitle as="h3">2. {words.nodalOfficer.role}</CardTitle>
          <p>
            <strong>{nodalOfficer.name}</strong>
            <br />
            <a href={mailtoUrl(nodalOfficer.email)}>{nodalOfficer.email}</a>
            <br />
            <a href={telUrl(nodalOfficer.phone.e164)}>{nodalOfficer.phone.display}</a>
          </p>
          <p>{words.nodalOfficer.response}</p>
        </Card>
        <Card as="article" aria-label={_(GRIEVANCE_REGULATOR)}>
          <CardTitle as="h3">3. {_(GRIEVANCE_REGULATOR)}</CardTitle>
          <ul>
            {regulators.map((regulator, index) => {
              const worded = words.regulators[index] ?? regulator;
              return (
                <li key={regulator.name}>
                  <strong>{worded.products}</strong>: <a href={regulator.url}>{worded.name}</a>, {worded.when}
                </li>
              );
            })}
          </ul>
        </Card>
      </Grid>
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);

  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  address {
    font-style: normal;
  }
  ul {
    padding-left: 1.2em;
  }
`;
