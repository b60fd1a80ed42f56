import { useI18n } from '@invest/platform';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALE_TAGS, localeCookie, localizePath, type Locale } from '@invest/mf/runtime';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { saveLanguage } from './save-language.js';

const SwitchLink = styled.a`
  flex: none;
  padding: 6px 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * The other language's page of the one shown (`/products` ↔ `/hi/products`, query kept), named in that language. A
 * document navigation, so the page arrives from the server in that language; the choice is kept in a cookie, and
 * the web server sends a later visit to an English address to the Hindi one (servers/web/src/shell-pages.ts).
 * A signed-in investor's choice is also kept with their profile (save-language.ts): their texts and statements follow it.
 * In the header down to 768 px (`hide="mobile"`), and in the menu drawer.
 */
export function LanguageSwitch({ onChoose, hide }: { onChoose?: () => void; hide?: 'mobile' }) {
  const { i18n, _ } = useI18n();
  const { pathname, search, hash } = useLocation();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const other: Locale = current === 'hi' ? 'en' : 'hi';
  const remember = () => {
    document.cookie = localeCookie(other, window.location.protocol === 'https:');
    saveLanguage(other);
    onChoose?.();
  };
  return (
    <SwitchLink
      href={`${localizePath(`${pathname}${search}`, other)}${hash}`}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      title={_('shell.language.switchTo', { language: LOCALE_NAMES[other] })}
      onClick={remember}
      data-hide={hide}
    >
      {LOCALE_NAMES[other]}
    </SwitchLink>
  );
}
