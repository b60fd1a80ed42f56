import type { ConsentType } from '@invest/contracts';
import { useI18n, useLocale } from '@invest/platform';
import { apiErrorText } from '@invest/platform/errors';
import { Card, NoScriptNotice, toast } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { privacyConsents, privacyPage } from '../../content/privacy.js';
import { useGetConsentsQuery, useSetConsentMutation } from './api.js';
import { formatDateTime } from './format-date.js';

interface ConsentRow {
  type: ConsentType;
  label: string;
  description: string;
  granted: boolean;
  updatedAt: string | null;
}

/** One Granted/Denied switch per consent type: local for visitors, stored records for a signed-in user. */
export function ConsentPanel({ userId }: { userId: string | undefined }) {
  const { i18n, _ } = useI18n();
  const locale = useLocale();
  const [local, setLocal] = useState<Record<ConsentType, boolean>>(
    () => Object.fromEntries(privacyConsents.map((item) => [item.key, item.granted])) as Record<ConsentType, boolean>,
  );
  const stored = useGetConsentsQuery(userId ?? '', { skip: !userId });
  const [setConsent, saving] = useSetConsentMutation();

  const rows: ConsentRow[] = privacyConsents.map((item) => {
    const server = userId ? stored.data?.find((consent) => consent.type === item.key) : undefined;
    return {
      type: item.key,
      label: _(item.type),
      description: _(item.description),
      granted: server ? server.granted : local[item.key],
      updatedAt: server?.updatedAt ?? null,
    };
  });

  async function toggle(row: ConsentRow) {
    if (!userId) {
      setLocal((current) => ({ ...current, [row.type]: !current[row.type] }));
      return;
    }
    try {
      await setConsent({ type: row.type, granted: !row.granted }).unwrap();
    } catch (error) {
      const description = (await apiErrorText(i18n, error, _(privacyPage.tryAgain))) ?? _(privacyPage.tryAgain);
      toast({ title: _(privacyPage.consentNotSaved), description, variant: 'destructive' });
    }
  }

  const busy = Boolean(userId) && (stored.isLoading || saving.isLoading);
  return (
    <Card>
      <NoScriptNotice>{_(privacyPage.consentNoScriptText)}</NoScriptNotice>
      <Rows>
        {rows.map((row) => (
          <Row key={row.type}>
            <div>
              <strong id={`consent-${row.type}`}>{row.label}</strong>
              <Description>{row.description}</Description>
              {row.updatedAt ? <Description>{_(privacyPage.consentLastChanged, { date: formatDateTime(row.updatedAt, locale) })}</Description> : null}
            </div>
            <Switch
              type="button"
              role="switch"
              aria-checked={row.granted}
              aria-labelledby={`consent-${row.type}`}
              $on={row.granted}
              disabled={busy}
              onClick={() => void toggle(row)}
            >
              {_(row.granted ? privacyPage.consentGranted : privacyPage.consentDenied)}
            </Switch>
          </Row>
        ))}
      </Rows>
    </Card>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Switch = styled.button<{ $on: boolean }>`
  flex: none;
  min-width: 96px;
  padding: 8px 14px;
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.tones.green.border : theme.tones.grey.border)};
  background: ${({ theme, $on }) => ($on ? theme.tones.green.background : theme.tones.grey.background)};
  color: ${({ theme, $on }) => ($on ? theme.tones.green.foreground : theme.tones.grey.foreground)};
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
