import { useI18n, useLocale } from '@invest/platform';
import { Badge, Card } from '@invest/ui';
import styled from 'styled-components';
import { Description } from '../../shared/layout.js';
import { privacyPage, privacyRecentActivity } from '../../content/privacy.js';
import { useGetPrivacyEventsQuery } from './api.js';
import { formatDateTime } from './format-date.js';

/** Visitors see the static panel of the spec; a signed-in user sees their own privacy events. */
export function ActivityPanel({ userId }: { userId: string | undefined }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const events = useGetPrivacyEventsQuery(userId ?? '', { skip: !userId });
  // A signed-in user's events are described by the API (its words, as they are); the visitors' list is the page's.
  const items = userId
    ? (events.data ?? []).map((event) => ({
        id: event.id,
        action: event.description,
        date: formatDateTime(event.createdAt, locale),
        status: _(privacyPage.activityRecorded),
      }))
    : privacyRecentActivity.map((item) => ({ id: item.id, action: _(item.action), date: _(item.date), status: _(privacyPage.statusCompleted) }));
  return (
    <Card>
      {userId && events.isSuccess && items.length === 0 ? <Description>{_(privacyPage.noActivityText)}</Description> : null}
      <Items aria-label={_(privacyPage.activityTitle)}>
        {items.map((item) => (
          <li key={item.id}>
            <div>
              <strong>{item.action}</strong>
              <When>{item.date}</When>
            </div>
            <Badge tone="green">{item.status}</Badge>
          </li>
        ))}
      </Items>
    </Card>
  );
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const When = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
