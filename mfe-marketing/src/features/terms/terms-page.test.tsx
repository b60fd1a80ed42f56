import { beforeEach, describe, it } from '@jest/globals';
import { fakeCatalogueApi } from '@invest/testing';
import { expectGrievanceSection } from '../../shared/grievance-section.expect.js';
import TermsPage from './terms-page.js';
import { renderMarketingPage } from '../../testing/render-marketing-page.js';

describe('Terms page', () => {
  beforeEach(() => {
    fakeCatalogueApi();
  });

  it('names the grievance officer and the way to escalate', () => {
    renderMarketingPage(<TermsPage />, '/terms');
    expectGrievanceSection();
  });
});
