import { BRAND, useI18n } from '@invest/platform';
import { ButtonAnchor, Card, CardTitle, Container, PageHeader } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Description, Grid, List, Section } from '../../shared/layout.js';
import {
  bugBountyDonts,
  bugBountyDos,
  bugBountyInScope,
  bugBountyOutOfScope,
  bugBountyPage,
  bugBountyTimeline,
  bugSeverityCards,
  type BugSeverityKey,
} from '../../content/bug-bounty.js';
import { bugBountyMailto } from './bug-bounty-mailto.js';

export default function BugBountyPage() {
  const { _ } = useI18n();
  const [selected, setSelected] = useState<BugSeverityKey | null>(null);
  return (
    <Container>
      <PageHeader title={_(bugBountyPage.title)} lead={_(bugBountyPage.description)} />

      <Section id="bounty-severities" title={_(bugBountyPage.severitiesTitle)}>
        <Grid $min={220}>
          {bugSeverityCards.map((card) => (
            <SeverityCard
              key={card.key}
              type="button"
              aria-pressed={selected === card.key}
              $selected={selected === card.key}
              onClick={() => setSelected((current) => (current === card.key ? null : card.key))}
            >
              <CardTitle as="span">{_(card.level)}</CardTitle>
              <Reward>
                {_(bugBountyPage.rewardLabel)}: {card.reward}
              </Reward>
              <span>{_(card.description)}</span>
              <List as="span" role="list">
                {card.examples.map((example) => (
                  <span role="listitem" key={example}>
                    • {_(example)}
                  </span>
                ))}
              </List>
            </SeverityCard>
          ))}
        </Grid>
      </Section>

      <Section id="bounty-scope" title={_(bugBountyPage.scopeTitle)}>
        <Grid $min={260}>
          <Card>
            <CardTitle as="h3">{_(bugBountyPage.inScopeTitle)}</CardTitle>
            <List>
              {bugBountyInScope.map((item) => (
                <li key={item}>{_(item)}</li>
              ))}
            </List>
          </Card>
          <Card>
            <CardTitle as="h3">{_(bugBountyPage.outOfScopeTitle)}</CardTitle>
            <List>
              {bugBountyOutOfScope.map((item) => (
                <li key={item}>{_(item)}</li>
              ))}
            </List>
          </Card>
        </Grid>
      </Section>

      <Section id="bounty-rules" title={_(bugBountyPage.rulesTitle)}>
        <Grid $min={260}>
          <Card>
            <CardTitle as="h3">{_(bugBountyPage.doTitle)}</CardTitle>
            <List>
              {bugBountyDos.map((item) => (
                <li key={item}>{_(item)}</li>
              ))}
            </List>
          </Card>
          <Card>
            <CardTitle as="h3">{_(bugBountyPage.dontTitle)}</CardTitle>
            <List>
              {bugBountyDonts.map((item) => (
                <li key={item}>{_(item)}</li>
              ))}
            </List>
          </Card>
        </Grid>
      </Section>

      <Section id="bounty-timeline" title={_(bugBountyPage.timelineTitle)}>
        <Grid $min={220}>
          <Card>
            <Reward>{_(bugBountyTimeline.responseTime)}</Reward>
            <Description>{_(bugBountyTimeline.responseText)}</Description>
          </Card>
          <Card>
            <Reward>{_(bugBountyTimeline.fixTarget)}</Reward>
            <Description>{_(bugBountyTimeline.fixText)}</Description>
          </Card>
        </Grid>
      </Section>

      <Section id="bounty-submit" title={_(bugBountyPage.submitTitle)} description={_(bugBountyPage.submitDescription)}>
        <ButtonAnchor href={bugBountyMailto(_)} $variant="accent" $size="lg">
          {_(bugBountyPage.submitLabel)}
        </ButtonAnchor>
        <Description style={{ marginTop: 12 }}>{BRAND.email.security}</Description>
      </Section>
    </Container>
  );
}

const SeverityCard = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme, $selected }) => ($selected ? theme.tones.blue.background : theme.colors.surface)};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.md : theme.shadows.sm)};
  cursor: pointer;
`;

const Reward = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
`;
