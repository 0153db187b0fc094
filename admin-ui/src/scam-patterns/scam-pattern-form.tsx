import { Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { confidenceToPercent, PATTERN_TYPE_CHOICES, percentToConfidence, regexProblem, SEVERITY_CHOICES } from './pattern-format';

const PATTERN_TEXT_MAX = 500;

function validatePatternText(value: unknown, values: Record<string, unknown>): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Pattern text is required';
  if (text.length > PATTERN_TEXT_MAX) return `Pattern text must be at most ${PATTERN_TEXT_MAX} characters`;
  if (values.pattern_type === 'regex') return regexProblem(text) ?? undefined;
  return undefined;
}

function validateConfidence(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return 'Confidence is required';
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) return 'Confidence must be between 0 and 100';
  return undefined;
}

const HINTS: Record<string, string> = {
  keyword: 'A word matched anywhere in the subject or text, e.g. bitcoin',
  phrase: 'Words matched in this order, e.g. verify your account',
  regex: 'A regular expression (case-insensitive). Expressions that could run away are refused.',
  sender: 'A sender address, e.g. alerts@secure-bank-login.com',
  domain: 'A domain found in the sender or links, e.g. cra-refund.ca',
  url: 'A link or part of one, e.g. bit.ly/refund',
};

/** Create and edit a pattern: type, text, severity, confidence 0-100 (stored 0..1), description. */
export function ScamPatternForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm defaultValues={edit ? undefined : { pattern_type: 'keyword', severity: 'medium', confidence_score: 0.7, is_active: true }} sx={{ maxWidth: 640 }}>
      <SelectInput source="pattern_type" label="Type" choices={PATTERN_TYPE_CHOICES} validate={required('Pattern type is required')} />
      <TextInput source="pattern_text" label="Pattern" multiline fullWidth validate={validatePatternText} />
      <FormDataConsumer>
        {({ formData }) => (
          <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
            {HINTS[String(formData.pattern_type)] ?? ''}
          </Typography>
        )}
      </FormDataConsumer>
      <SelectInput source="severity" label="Severity" choices={SEVERITY_CHOICES} validate={required('Severity is required')} />
      <NumberInput
        source="confidence_score"
        label="Confidence (0-100)"
        min={0}
        max={100}
        step={1}
        format={confidenceToPercent}
        parse={percentToConfidence}
        validate={validateConfidence}
      />
      <TextInput source="description" label="Description (optional)" multiline fullWidth />
      <BooleanInput source="is_active" label="Active" />
    </SimpleForm>
  );
}
