import { BRAND, mailtoUrl, telUrl, useBrandWords, useI18n } from '@invest/platform';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FOOTER_GROUPS } from '../nav-links.js';
import { FooterGrievance } from './footer-grievance.js';

const FooterBar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.footerText};
  background: ${({ theme }) => theme.colors.footer};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const About = styled.div`
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
`;

const GroupTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #ffffff;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Legal = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.xs};

  p {
    margin: 4px 0;
  }
`;

export function Footer() {
  const { _ } = useI18n();
  const words = useBrandWords();
  return (
    <FooterBar>
      <Inner>
        <About>
          <GroupTitle as="p">{BRAND.name}</GroupTitle>
          <p>{words.tagline}</p>
          <address>
            {BRAND.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <a href={telUrl()}>{BRAND.phone.display}</a>
            <br />
            <a href={mailtoUrl(BRAND.email.support)}>{BRAND.email.support}</a>
          </address>
        </About>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={_(group.title)}>
            <GroupTitle>{_(group.title)}</GroupTitle>
            <LinkList>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{_(link.label)}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
        ))}
      </Inner>
      <FooterGrievance />
      <Legal>
        <p>{words.ownerCredit}</p>
        <p>{words.marketRisk}</p>
        <p>{_('shell.footer.rights', { year: new Date().getFullYear(), company: BRAND.company })}</p>
      </Legal>
    </FooterBar>
  );
}
