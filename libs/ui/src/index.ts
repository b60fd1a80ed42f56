// Radix widgets are entry points of their own: '@invest/ui/dialog', '@invest/ui/tabs', '@invest/ui/accordion'.
export { theme, type AppTheme, type BadgeTone, type ToneColors } from './theme/theme.js';
export { GlobalStyle } from './theme/global-style.js';
export { Button, type ButtonProps } from './primitives/button.js';
export { buttonStyles, type ButtonStyleProps, type ButtonSize, type ButtonVariant } from './primitives/button-styles.js';
export { Card, CardTitle } from './primitives/card.js';
export { Badge, type BadgeProps } from './primitives/badge.js';
export { Input, Field, type FieldProps } from './primitives/input.js';
export { Spinner } from './primitives/spinner.js';
export { Container, PageHeader } from './primitives/page.js';
export { NoScriptNotice, NoScriptStyles, NO_SCRIPT_FORM_TEXT, SHOWN_WITHOUT_SCRIPT, HIDDEN_WITHOUT_SCRIPT } from './primitives/no-script.js';
export { productRiskTone, riskLabelTone, liquidityTone } from './badges/badge-tones.js';
export { KYC_STATUS_BADGES, type KycBadgeStatus } from './badges/kyc-status.js';
export { toast, dismissToast, type ToastOptions, type ToastItem, type ToastHandle, type ToastVariant } from './toast/toast-store.js';
export { useToasts } from './toast/use-toasts.js';
export { ToastHost } from './toast/toast-host.js';
export * from './toast/toast-config.js';
