import { useI18n } from '@invest/platform';
import { Card, Container, ErrorText, PageHeader, Stack } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';

/** Product §5: no product selected (or one stored before plans had ids, or a plan no longer offered). */
export function NoProduct() {
  const { _ } = useI18n();
  return (
    <Container>
      <PageHeader title={_('payments.page.title')} />
      <Card role="alert">
        <Stack $gap="sm">
          <ErrorText>{_('payments.validation.noProduct')}</ErrorText>
          <div>
            <ButtonLink to="/products" $variant="primary" $size="md" $block={false}>
              {_('payments.noProduct.browse')}
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    </Container>
  );
}
