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
  return (
    <section aria-labelledby="security-heading">
      <h2 id="security-heading">Security &amp; Compliance</h2>
      <Grid>
        {SECURITY_FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </Card>
          </li>
        ))}
      </Grid>
      <h3>Compliance</h3>
      <Grid aria-label="Compliance">
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
  return (
    <Strip aria-label="Trust badges">
      {TRUST_BADGES.map((badge) => (
        <li key={badge}>
          <Badge tone="blue">{badge}</Badge>
        </li>
      ))}
    </Strip>
  );
}
