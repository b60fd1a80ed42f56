import { BRAND, useBrandWords, useI18n } from '@invest/platform';
import { Badge, Card, CardTitle, Container } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonRow, Description, Grid, Section } from '../../shared/layout.js';
import { HOME_DESCRIPTION } from '../../route-meta.js';
import { organizationJsonLd } from '../../seo/organization-json-ld.js';
import { homeCategoriesSection, homeCategoryTiles, homeClaimsSection, homeComplianceBadges, homeHero, homeMarketingClaims } from '../../content/home.js';

/** The page's structured data: the company as a schema.org Organization (written into the head). */
export const jsonLd = [organizationJsonLd(HOME_DESCRIPTION)];

export default function HomePage() {
  const { _ } = useI18n();
  const brandWords = useBrandWords();
  return (
    <Container>
      <Hero aria-labelledby="home-title">
        <Eyebrow>{BRAND.name}</Eyebrow>
        <h1 id="home-title">{_(homeHero.tagline)}</h1>
        <Lead>{_(homeHero.title)}</Lead>
        <Description>{_(homeHero.description)}</Description>
        <ButtonRow>
          <ButtonLink to={homeHero.primaryAction.to} $variant="accent" $size="lg">
            {_(homeHero.primaryAction.label)}
          </ButtonLink>
          <ButtonLink to={homeHero.secondaryAction.to} $variant="outline" $size="lg">
            {_(homeHero.secondaryAction.label)}
          </ButtonLink>
        </ButtonRow>
      </Hero>

      <Section id="home-categories" title={_(homeCategoriesSection.title)} description={_(homeCategoriesSection.description)}>
        <Grid $min={200} as="ul" role="list">
          {homeCategoryTiles.map((tile) => (
            <li key={tile.key}>
              <Tile to={tile.to}>
                <strong>{_(tile.title)}</strong>
                <span>{_(tile.subtitle)}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      </Section>

      <Section id="home-claims" title={_(homeClaimsSection.title)} description={_(homeClaimsSection.description)}>
        <Grid $min={180}>
          {homeMarketingClaims.map((claim) => (
            <Card key={claim.key}>
              <ClaimValue>{_(claim.value)}</ClaimValue>
              <div>{_(claim.label)}</div>
            </Card>
          ))}
        </Grid>
        <Badges aria-label={_('marketing.home.compliance')}>
          {homeComplianceBadges.map((badge) => (
            <li key={badge.key} title={_(badge.description)}>
              <Badge tone="blue">{_(badge.label)}</Badge>
            </li>
          ))}
        </Badges>
      </Section>

      <Section id="home-company" title={_('marketing.home.about')}>
        <Card>
          <CardTitle>{BRAND.name}</CardTitle>
          <Description>{brandWords.tagline}</Description>
          <dl>
            <dt>{_('marketing.home.managingDirector')}</dt>
            <dd>{BRAND.managingDirector}</dd>
            <dt>{_('marketing.home.ceo')}</dt>
            <dd>{BRAND.ceo}</dd>
            <dt>{_('marketing.home.phone')}</dt>
            <dd>{BRAND.phone.display}</dd>
            <dt>{_('marketing.home.address')}</dt>
            <dd>{BRAND.address.join(', ')}</dd>
          </dl>
        </Card>
      </Section>
    </Container>
  );
}

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;

  h1 {
    font-size: clamp(2rem, 6vw, 3.25rem);
    letter-spacing: 0.02em;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
  &:hover,
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ClaimValue = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;
