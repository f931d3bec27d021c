interface FormAlertProps {
  /** The form's refusal or the platform's answer; nothing is drawn while there is none. */
  message: string | null;
  /** Each feature draws it in its own style (auth__error, money-alert). */
  className: string;
}

/** Why a form was not sent: an alert, so a screen reader announces it as it appears. */
export function FormAlert({ message, className }: FormAlertProps) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
