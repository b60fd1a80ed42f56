import { BRAND, mailtoUrl, telUrl, useBrandWords, useI18n } from '@invest/platform';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.xs};

  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: #ffffff;
  }
  p,
  ul {
    margin: 4px 0;
  }
  ul {
    padding-left: 1.2em;
  }
  a {
    text-decoration: underline;
  }
`;

/**
 * The grievance officer and the escalation path after them (principal nodal officer, then each product's regulator),
 * from the brand config (BRAND.grievance), the one place they are written; the legal pages show the same.
 */
export function FooterGrievance() {
  const { officer, nodalOfficer, regulators } = BRAND.grievance;
  const { _ } = useI18n();
  const words = useBrandWords();
  return (
    // A group, not a second region landmark: the legal pages carry their own "Grievance redressal" region (axe: landmark-unique).
    <Section role="group" aria-labelledby="footer-grievance" data-grievance="footer">
      <h2 id="footer-grievance">{_('shell.grievance.title')}</h2>
      <p>
        {words.officer.role}: {officer.name}, <a href={mailtoUrl(officer.email)}>{officer.email}</a>,{' '}
        <a href={telUrl(officer.phone.e164)}>{officer.phone.display}</a> ({words.officer.hours}), {BRAND.address.join(', ')}. {words.officer.response}
      </p>
      <p>
        {words.nodalOfficer.response} {words.nodalOfficer.role}: {nodalOfficer.name}, <a href={mailtoUrl(nodalOfficer.email)}>{nodalOfficer.email}</a>,{' '}
        <a href={telUrl(nodalOfficer.phone.e164)}>{nodalOfficer.phone.display}</a>.
      </p>
      <ul aria-label={_('shell.grievance.escalation')}>
        {regulators.map((regulator, index) => {
          const worded = words.regulators[index] ?? regulator;
          return (
            <li key={regulator.name}>
              {worded.products}: <a href={regulator.url}>{worded.name}</a>, {worded.when}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to="/terms#grievances">{_('shell.grievance.howWeHandle')}</Link>
      </p>
    </Section>
  );
}
