import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/i18n';
import { Icon } from './icons';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  readonly label: ReactNode;
  readonly error?: string;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly optional?: boolean;
  readonly children: ReactElement<FieldControlProps>;
}

/** Label, control, hint and error, wired together for screen readers. */
export function FormField({ label, error, hint, required = false, optional = false, children }: FormFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  });
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({t('common.required')})</span>
          </span>
        ) : null}
        {optional ? <span className="field__optional"> ({t('common.optional')})</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p className="field__error" id={errorId}>
          <Icon name="alert" size={18} />
          {translateValidation(error, i18n.language)}
        </p>
      ) : null}
    </div>
  );
}
