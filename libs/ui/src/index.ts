// Radix widgets are entry points of their own: '@invest/ui/dialog', '@invest/ui/tabs', '@invest/ui/accordion'; what needs
// react-router (ButtonLink, useRedirectAfterDelay) is '@invest/ui/router': this entry never imports the router. The phone
// verification step with its countdown is '@invest/ui/phone-verification' (only the pages with a phone form load it).
export { theme, type AppTheme, type BadgeTone, type ToneColors } from './theme/theme.js';
export { GlobalStyle } from './theme/global-style.js';
export { Button, type ButtonProps } from './primitives/button.js';
export { buttonStyles, type ButtonStyleProps, type ButtonSize, type ButtonVariant } from './primitives/button-styles.js';
export { ButtonAnchor } from './primitives/button-anchor.js';
export { Card, CardTitle } from './primitives/card.js';
export { Badge, type BadgeProps } from './primitives/badge.js';
export { Input, Field, type FieldProps } from './primitives/input.js';
export { Select, SelectField, type SelectFieldProps, type SelectOption } from './primitives/select.js';
export { TextArea, TextAreaField, type TextAreaFieldProps } from './primitives/text-area.js';
export { Stack, Row, type Space } from './primitives/layout.js';
export { Muted, ErrorText, SuccessText, VisuallyHidden } from './primitives/text.js';
export { DefinitionList } from './primitives/definition-list.js';
export { Spinner } from './primitives/spinner.js';
export { Container, PageHeader } from './primitives/page.js';
export {
  NoScriptNotice,
  NoScriptStyles,
  NO_SCRIPT_FORM_TEXT,
  NO_SCRIPT_SIGNED_IN_TEXT,
  SHOWN_WITHOUT_SCRIPT,
  HIDDEN_WITHOUT_SCRIPT,
} from './primitives/no-script.js';
export { riskLabelTone, liquidityTone } from './badges/badge-tones.js';
export { KYC_STATUS_BADGES, type KycBadgeStatus } from './badges/kyc-status.js';
export { toast, dismissToast, type ToastOptions, type ToastItem, type ToastHandle, type ToastVariant } from './toast/toast-store.js';
export { useToasts } from './toast/use-toasts.js';
export { ToastHost } from './toast/toast-host.js';
export * from './toast/toast-config.js';
