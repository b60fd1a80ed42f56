import { BRAND } from '@invest/platform';
import { Card, Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { termsPage, termsSections } from '../../content/terms.js';
import { GrievanceSection } from '../../shared/grievance-section.js';

export default function TermsPage() {
  return (
    <Container>
      <PageHeader
        title="Terms & Conditions"
        lead={
          <>
            {termsPage.lastUpdatedLabel}: <time dateTime="2025-01-15">{termsPage.lastUpdated}</time>
          </>
        }
      />
      <Card>
        <p>{termsPage.introduction}</p>
        <p>
          The platform is owned and managed by <strong>{BRAND.company}</strong>.
        </p>
        <nav aria-label="Sections">
          <Toc>
            {termsSections.map((section) => (
              <li key={section.key}>
                <a href={`#terms-${section.key}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href="#grievances">Grievance redressal</a>
            </li>
          </Toc>
        </nav>
      </Card>
      {termsSections.map((section) => (
        <Article key={section.key} id={`terms-${section.key}`} aria-labelledby={`terms-${section.key}-title`}>
          <h2 id={`terms-${section.key}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Article>
      ))}
      <GrievanceSection />
    </Container>
  );
}

const Toc = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;

const Article = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 80ch;
  }
`;
