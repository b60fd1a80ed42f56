import { whatsappUrl, telUrl } from '@invest/platform';
import { Button, Card, Container, PageHeader } from '@invest/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@invest/ui/accordion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@invest/ui/tabs';
import { useNavigate } from 'react-router-dom';
import { AnchorButton, ButtonRow, LinkButton, Muted } from '../../components/layout.js';
import { contactWhatsappMessage, defaultFaqCategory, faqCategories, faqItems, faqPage } from '../../content/index.js';

export default function FaqPage() {
  const navigate = useNavigate();
  return (
    <Container>
      <ButtonRow>
        <Button variant="ghost" onClick={() => void navigate(-1)}>
          ← {faqPage.backLabel}
        </Button>
      </ButtonRow>
      <PageHeader title={faqPage.title} lead={faqPage.description} />

      <Tabs defaultValue={defaultFaqCategory}>
        <TabsList aria-label="FAQ categories">
          {faqCategories.map((category) => (
            <TabsTrigger key={category.key} value={category.key}>
              {category.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {faqCategories.map((category) => (
          <TabsContent key={category.key} value={category.key}>
            <Accordion type="single" collapsible>
              {faqItems[category.key].map((item) => (
                <AccordionItem key={item.id} value={item.id}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent>{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </TabsContent>
        ))}
      </Tabs>

      <Card as="section" aria-labelledby="faq-help-title" style={{ marginTop: 40 }}>
        <h2 id="faq-help-title">{faqPage.stillHaveQuestions}</h2>
        <Muted>{faqPage.helpText}</Muted>
        <ButtonRow>
          <AnchorButton href={whatsappUrl(contactWhatsappMessage)} target="_blank" rel="noopener noreferrer" $variant="accent">
            {faqPage.whatsappLabel}
          </AnchorButton>
          <AnchorButton href={telUrl()} $variant="outline">
            {faqPage.callLabel}
          </AnchorButton>
          <LinkButton to={faqPage.contactFormTo} $variant="primary">
            {faqPage.contactFormLabel}
          </LinkButton>
        </ButtonRow>
      </Card>
    </Container>
  );
}
