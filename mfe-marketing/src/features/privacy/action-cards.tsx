import { api } from '@invest/api';
import type { PrivacyRequestStatus, PrivacyRequestView } from '@invest/contracts';
import { useI18n, useLocale } from '@invest/platform';
import { apiErrorText } from '@invest/platform/errors';
import { useAppDispatch } from '@invest/platform/store';
import { Badge, Button, ButtonAnchor, Card, CardTitle, NoScriptNotice, toast, type BadgeTone } from '@invest/ui';
import styled from 'styled-components';
import { Description, Grid } from '../../shared/layout.js';
import { privacyActionCards, privacyPage, type PrivacyActionCard } from '../../content/privacy.js';
import { PRIVACY_EXPORT_URL, useCreatePrivacyRequestMutation, useGetPrivacyRequestsQuery } from './api.js';
import { erasureHeldText, erasureScheduleText } from './erasure-schedule.js';
import { formatDateTime } from './format-date.js';

const STATUS_LABEL: Record<PrivacyRequestStatus, string> = { pending: privacyPage.statusPending, completed: privacyPage.statusCompleted };
const STATUS_TONE: Record<PrivacyRequestStatus, BadgeTone> = { pending: 'yellow', completed: 'green' };

/** The four rights (product §2). Visitors get the spec's alert; a signed-in user's requests are stored and tracked. */
export function ActionCards({ userId }: { userId: string | undefined }) {
  const { _ } = useI18n();
  const requests = useGetPrivacyRequestsQuery(userId ?? '', { skip: !userId });
  const latest = (type: PrivacyActionCard['key']) => requests.data?.find((request) => request.type === type);
  return (
    <>
      <NoScriptNotice>{_(privacyPage.requestsNoScriptText)}</NoScriptNotice>
      <Grid $min={230}>
        {privacyActionCards.map((card) => (
          <ActionCard key={card.key} card={card} userId={userId} request={latest(card.key)} />
        ))}
      </Grid>
    </>
  );
}

function ActionCard({ card, userId, request }: { card: PrivacyActionCard; userId: string | undefined; request: PrivacyRequestView | undefined }) {
  const { i18n, _ } = useI18n();
  const locale = useLocale();
  const [createRequest, creation] = useCreatePrivacyRequestMutation();
  const dispatch = useAppDispatch();
  const pending = request?.status === 'pending';

  async function act() {
    if (!userId) {
      window.alert(_(card.alertMessage));
      return;
    }
    try {
      const created = await createRequest({ type: card.key }).unwrap();
      toast({
        title: _(card.submitted),
        description:
          card.key === 'access' ? _(privacyPage.accessReadyText) : created.held ? erasureHeldText(i18n, created.held) : _(privacyPage.requestRecordedText),
      });
    } catch (error) {
      const description = (await apiErrorText(i18n, error, _(privacyPage.tryAgain))) ?? _(privacyPage.tryAgain);
      toast({ title: _(privacyPage.requestFailed), description, variant: 'destructive' });
    }
  }

  const schedule = request ? erasureScheduleText(i18n, request) : null;
  return (
    <Card as="article" aria-labelledby={`privacy-action-${card.key}`}>
      <Head>
        <CardTitle id={`privacy-action-${card.key}`}>{_(card.title)}</CardTitle>
        <Badge tone={request ? STATUS_TONE[request.status] : 'blue'} data-testid={`privacy-status-${card.key}`}>
          {_(request ? STATUS_LABEL[request.status] : privacyPage.available)}
        </Badge>
      </Head>
      <Description>{_(card.description)}</Description>
      {request ? <Small>{_(privacyPage.requested, { date: formatDateTime(request.createdAt, locale) })}</Small> : null}
      {schedule ? <Small data-testid="privacy-erasure-schedule">{schedule}</Small> : null}
      {request?.held ? <Small data-testid="privacy-erasure-held">{erasureHeldText(i18n, request.held)}</Small> : null}
      <Actions>
        <Button variant={card.key === 'erasure' ? 'danger' : 'primary'} onClick={() => void act()} disabled={creation.isLoading || pending}>
          {_(pending ? privacyPage.pendingButtonLabel : card.buttonLabel)}
        </Button>
        {userId && card.key === 'access' ? (
          <ButtonAnchor
            href={PRIVACY_EXPORT_URL}
            download
            $variant="outline"
            onClick={() => {
              // The download is logged by the server: refresh the activity panel once it is saved.
              setTimeout(() => dispatch(api.util.invalidateTags([{ type: 'Privacy', id: 'events' }])), 1000);
            }}
          >
            {_(privacyPage.downloadLabel)}
          </ButtonAnchor>
        ) : null}
      </Actions>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Small = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
