import { BRAND, useI18n } from '@invest/platform';
import { Card, Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { termsPage, termsSections } from '../../content/terms.js';
import { GRIEVANCE_TITLE, GrievanceSection } from '../../shared/grievance-section.js';
import { ELEMENT, withElement } from '../../shared/with-element.js';

export default function TermsPage() {
  const { _ } = useI18n();
  return (
    <Container>
      <PageHeader
        title={_(termsPage.title)}
        lead={
          <>
            {_(termsPage.lastUpdatedLabel)}: <time dateTime={termsPage.lastUpdatedIso}>{_(termsPage.lastUpdated)}</time>
          </>
        }
      />
      <Card>
        <p>{_(termsPage.introduction)}</p>
        <p>{withElement(_(termsPage.ownedBy, { company: ELEMENT }), <strong>{BRAND.company}</strong>)}</p>
        <nav aria-label={_(termsPage.sectionsLabel)}>
          <Toc>
            {termsSections.map((section) => (
              <li key={section.key}>
                <a href={`#terms-${section.key}`}>{_(section.title)}</a>
              </li>
            ))}
            <li>
              <a href="#grievances">{_(GRIEVANCE_TITLE)}</a>
            </li>
          </Toc>
        </nav>
      </Card>
      {termsSections.map((section) => (
        <Article key={section.key} id={`terms-${section.key}`} aria-labelledby={`terms-${section.key}-title`}>
          <h2 id={`terms-${section.key}-title`}>{_(section.title)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{_(paragraph)}</p>
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
