import { BRAND, mailtoUrl, telUrl, useI18n, whatsappUrl } from '@invest/platform';
import { ButtonAnchor, Card, CardTitle, Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { ButtonRow } from '../../shared/layout.js';
import { contactPage, contactWhatsappMessage } from '../../content/contact.js';
import { ContactForm } from './contact-form.js';

export default function ContactPage() {
  const { _ } = useI18n();
  return (
    <Container>
      <PageHeader title={_(contactPage.title)} lead={_(contactPage.description)} />
      <Layout>
        <Aside>
          <Card as="section" aria-labelledby="contact-details-title">
            <CardTitle id="contact-details-title" as="h2">
              {_(contactPage.detailsTitle)}
            </CardTitle>
            <Details>
              <dt>{_(contactPage.phoneLabel)}</dt>
              <dd>
                <a href={telUrl()}>{BRAND.phone.display}</a>
              </dd>
              <dt>{_(contactPage.emailLabel)}</dt>
              <dd>
                <a href={mailtoUrl(BRAND.email.support)}>{BRAND.email.support}</a>
              </dd>
              <dt>{_(contactPage.addressLabel)}</dt>
              <dd>
                <address>
                  {BRAND.company}
                  {BRAND.address.map((line) => (
                    <span key={line}>
                      <br />
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </Details>
          </Card>
          <Card as="section" aria-labelledby="contact-actions-title">
            <CardTitle id="contact-actions-title" as="h2">
              {_(contactPage.quickActionsTitle)}
            </CardTitle>
            <ButtonRow>
              <ButtonAnchor href={whatsappUrl(_(contactWhatsappMessage))} target="_blank" rel="noopener noreferrer" $variant="accent">
                {_(contactPage.whatsappLabel)}
              </ButtonAnchor>
              <ButtonAnchor href={telUrl()} $variant="outline">
                {_(contactPage.callLabel)}
              </ButtonAnchor>
            </ButtonRow>
          </Card>
        </Aside>
        <ContactForm />
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Details = styled.dl`
  margin: 0;
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  address {
    font-style: normal;
  }
`;
