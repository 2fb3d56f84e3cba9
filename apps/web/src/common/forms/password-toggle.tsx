import { useTranslation } from 'react-i18next';

/**
 * The show-password switch beside a password input: a toggle button (aria-pressed) with one
 * fixed name, so a screen reader says "Show password, pressed" while the text is visible.
 */
export function PasswordToggle({ inputId, shown, onToggle }: { inputId: string; shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="password-toggle"
      aria-pressed={shown}
      aria-controls={inputId}
      aria-label={t('forms.password.show')}
      title={t('forms.password.show')}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
          fill="currentColor"
        />
        {!shown && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
    </button>
  );
}
