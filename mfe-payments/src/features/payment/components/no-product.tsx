import { PaymentValidationMessage } from '@invest/contracts';
import { Card, Container, ErrorText, PageHeader, Stack } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';

/** Product §5: no product selected (or one stored before plans had ids, or a plan no longer offered). */
export function NoProduct() {
  return (
    <Container>
      <PageHeader title="Payment" />
      <Card role="alert">
        <Stack $gap="sm">
          <ErrorText>{PaymentValidationMessage.NoProduct}</ErrorText>
          <div>
            <ButtonLink to="/products" $variant="primary" $size="md" $block={false}>
              Browse Products
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    </Container>
  );
}
