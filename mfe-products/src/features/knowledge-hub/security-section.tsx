import { useI18n } from '@invest/platform';
import { Badge, Card } from '@invest/ui';
import styled from 'styled-components';
import { COMPLIANCE_BADGES, SECURITY_FEATURES, TRUST_BADGES } from './trust-content.js';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export function SecuritySection() {
  const { _ } = useI18n();
  return (
    <section aria-labelledby="security-heading">
      <h2 id="security-heading">{_('products.security.title')}</h2>
      <Grid>
        {SECURITY_FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card>
              <h3>{_(feature.title)}</h3>
              <p>{_(feature.description)}</p>
            </Card>
          </li>
        ))}
      </Grid>
      <h3>{_('products.security.compliance')}</h3>
      <Grid aria-label={_('products.security.compliance')}>
        {COMPLIANCE_BADGES.map((badge) => (
          <li key={badge}>
            <Badge tone="green">{badge}</Badge>
          </li>
        ))}
      </Grid>
    </section>
  );
}

export function TrustStrip() {
  const { _ } = useI18n();
  return (
    <Strip aria-label={_('products.trust.label')}>
      {TRUST_BADGES.map((badge) => {
        const text = 'message' in badge ? _(badge.message) : badge.name;
        return (
          <li key={text}>
            <Badge tone="blue">{text}</Badge>
          </li>
        );
      })}
    </Strip>
  );
}
