import { api, serverMessage } from '@invest/api';
import type { PrivacyRequestStatus, PrivacyRequestView } from '@invest/contracts';
import { useAppDispatch } from '@invest/platform/store';
import { Badge, Button, ButtonAnchor, Card, CardTitle, NoScriptNotice, toast, type BadgeTone } from '@invest/ui';
import styled from 'styled-components';
import { Description, Grid } from '../../shared/layout.js';
import { privacyActionCards, privacyPage, type PrivacyActionCard } from '../../content/privacy.js';
import { PRIVACY_EXPORT_URL, useCreatePrivacyRequestMutation, useGetPrivacyRequestsQuery } from './api.js';
import { erasureHeldText, erasureScheduleText } from './erasure-schedule.js';
import { formatDateTime } from './format-date.js';

const STATUS_LABEL: Record<PrivacyRequestStatus, string> = { pending: 'Pending', completed: 'Completed' };
const STATUS_TONE: Record<PrivacyRequestStatus, BadgeTone> = { pending: 'yellow', completed: 'green' };

/** The four rights (product §2). Visitors get the spec's alert; a signed-in user's requests are stored and tracked. */
export function ActionCards({ userId }: { userId: string | undefined }) {
  const requests = useGetPrivacyRequestsQuery(userId ?? '', { skip: !userId });
  const latest = (type: PrivacyActionCard['key']) => requests.data?.find((request) => request.type === type);
  return (
    <>
      <NoScriptNotice>{privacyPage.requestsNoScriptText}</NoScriptNotice>
      <Grid $min={230}>
        {privacyActionCards.map((card) => (
          <ActionCard key={card.key} card={card} userId={userId} request={latest(card.key)} />
        ))}
      </Grid>
    </>
  );
}

function ActionCard({ card, userId, request }: { card: PrivacyActionCard; userId: string | undefined; request: PrivacyRequestView | undefined }) {
  const [createRequest, creation] = useCreatePrivacyRequestMutation();
  const dispatch = useAppDispatch();
  const pending = request?.status === 'pending';

  async function act() {
    if (!userId) {
      window.alert(card.alertMessage);
      return;
    }
    try {
      const created = await createRequest({ type: card.key }).unwrap();
      toast({
        title: `${card.title} request submitted`,
        description: card.key === 'access' ? privacyPage.accessReadyText : created.held ? erasureHeldText(created.held) : privacyPage.requestRecordedText,
      });
    } catch (error) {
      toast({ title: 'Request Not Submitted', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card as="article" aria-labelledby={`privacy-action-${card.key}`}>
      <Head>
        <CardTitle id={`privacy-action-${card.key}`}>{card.title}</CardTitle>
        <Badge tone={request ? STATUS_TONE[request.status] : 'blue'} data-testid={`privacy-status-${card.key}`}>
          {request ? STATUS_LABEL[request.status] : card.status}
        </Badge>
      </Head>
      <Description>{card.description}</Description>
      {request ? <Small>Requested {formatDateTime(request.createdAt)}</Small> : null}
      {request && erasureScheduleText(request) ? <Small data-testid="privacy-erasure-schedule">{erasureScheduleText(request)}</Small> : null}
      {request?.held ? <Small data-testid="privacy-erasure-held">{erasureHeldText(request.held)}</Small> : null}
      <Actions>
        <Button variant={card.key === 'erasure' ? 'danger' : 'primary'} onClick={() => void act()} disabled={creation.isLoading || pending}>
          {pending ? privacyPage.pendingButtonLabel : card.buttonLabel}
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
            {privacyPage.downloadLabel}
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
