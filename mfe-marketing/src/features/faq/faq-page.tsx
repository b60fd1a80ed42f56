import { catalogueFiguresApi, useGetCatalogueFiguresQuery } from '@invest/api';
import { whatsappUrl, telUrl, useI18n, type I18n, type ServerData } from '@invest/platform';
import { Button, ButtonAnchor, Card, Container, HIDDEN_WITHOUT_SCRIPT, NoScriptStyles, PageHeader, SHOWN_WITHOUT_SCRIPT } from '@invest/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@invest/ui/accordion';
import { ButtonLink } from '@invest/ui/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@invest/ui/tabs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonRow, Description } from '../../shared/layout.js';
import { contactWhatsappMessage } from '../../content/contact.js';
import { defaultFaqCategory, FIGURE_UNAVAILABLE, faqCategories, faqItems, faqPage, faqValues, type FaqCategoryKey } from '../../content/faq.js';
import { faqPageJsonLd } from '../../seo/faq-page-json-ld.js';

/** The page's structured data: a schema.org FAQPage of every category's questions (written into the head, in English). */
export const jsonLd = (i18n: I18n) => [faqPageJsonLd(i18n)];

/** The figures the answers state (booked terms, platform configuration), fetched on the server as the page reads them. */
export const serverData: ServerData = ({ dispatch }) => Promise.all([dispatch(catalogueFiguresApi.endpoints.getCatalogueFigures.initiate())]);

/**
 * Every category's questions and answers are in the page (the server's HTML too): scripts keep the other categories
 * and the closed answers `hidden`; a browser without JavaScript shows them all, under their category names.
 */
export default function FaqPage() {
  const { _ } = useI18n();
  const navigate = useNavigate();
  const [category, setCategory] = useState<FaqCategoryKey>(defaultFaqCategory);
  const [openItem, setOpenItem] = useState('');
  const { data: figures } = useGetCatalogueFiguresQuery();
  const values = useMemo(() => faqValues(figures, _(FIGURE_UNAVAILABLE)), [figures, _]);
  return (
    <Container>
      <NoScriptStyles />
      <ButtonRow {...HIDDEN_WITHOUT_SCRIPT}>
        <Button variant="ghost" onClick={() => void navigate(-1)}>
          ← {_(faqPage.backLabel)}
        </Button>
      </ButtonRow>
      <PageHeader title={_(faqPage.title)} lead={_(faqPage.description)} />

      <Tabs
        value={category}
        onValueChange={(value) => {
          // As when each category's answers were mounted afresh: the newly shown category starts with all closed.
          setCategory(faqCategories.find((entry) => entry.key === value)?.key ?? defaultFaqCategory);
          setOpenItem('');
        }}
      >
        <TabsList aria-label={_(faqPage.categoriesLabel)} {...HIDDEN_WITHOUT_SCRIPT}>
          {faqCategories.map((entry) => (
            <TabsTrigger key={entry.key} value={entry.key}>
              {_(entry.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {faqCategories.map((entry) => (
          <TabsContent key={entry.key} value={entry.key} forceMount hidden={entry.key !== category} {...SHOWN_WITHOUT_SCRIPT}>
            <h2 hidden {...SHOWN_WITHOUT_SCRIPT}>
              {_(entry.label)}
            </h2>
            <Accordion type="single" collapsible value={openItem} onValueChange={setOpenItem}>
              {faqItems[entry.key].map((item) => (
                <AccordionItem key={item.id} value={item.id} idBase={`faq-${item.id}`}>
                  <AccordionTrigger level={2}>{_(item.question)}</AccordionTrigger>
                  <AccordionContent forceMount hidden={item.id !== openItem} {...SHOWN_WITHOUT_SCRIPT}>
                    {_(item.answer, values)}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </TabsContent>
        ))}
      </Tabs>

      <Card as="section" aria-labelledby="faq-help-title" style={{ marginTop: 40 }}>
        <h2 id="faq-help-title">{_(faqPage.stillHaveQuestions)}</h2>
        <Description>{_(faqPage.helpText)}</Description>
        <ButtonRow>
          <ButtonAnchor href={whatsappUrl(_(contactWhatsappMessage))} target="_blank" rel="noopener noreferrer" $variant="accent">
            {_(faqPage.whatsappLabel)}
          </ButtonAnchor>
          <ButtonAnchor href={telUrl()} $variant="outline">
            {_(faqPage.callLabel)}
          </ButtonAnchor>
          <ButtonLink to={faqPage.contactFormTo} $variant="primary">
            {_(faqPage.contactFormLabel)}
          </ButtonLink>
        </ButtonRow>
      </Card>
    </Container>
  );
}
