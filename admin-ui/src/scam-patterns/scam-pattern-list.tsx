import { Chip, Stack, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  NullableBooleanInput,
  TopToolbar,
} from 'react-admin';
import { formatAccuracy, formatConfidence, PATTERN_TYPE_CHOICES, SEVERITY_CHOICES, type ScamPattern } from './pattern-format';
import { ToggleActiveButton } from './toggle-active-button';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search patterns" />,
  <SelectInput key="pattern_type" source="pattern_type" label="Type" choices={PATTERN_TYPE_CHOICES} />,
  <SelectInput key="severity" source="severity" label="Severity" choices={SEVERITY_CHOICES} />,
  <NullableBooleanInput key="is_active" source="is_active" label="Active" />,
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="Add Pattern" />
    </TopToolbar>
  );
}

const SEVERITY_COLOURS: Record<string, 'error' | 'warning' | 'info' | 'default'> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};

/** Scam Patterns tab: newest first, Activate / Deactivate per row, accuracy from admin feedback. */
export function ScamPatternList() {
  return (
    <List
      title="Scam Patterns"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
      filters={filters}
      actions={<ListActions />}
      empty={false}
    >
      <DataTable<ScamPattern> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="pattern_text"
          label="Pattern"
          render={(p) => (
            <Stack spacing={0.25}>
              <Typography variant="body2" sx={{ fontFamily: p.pattern_type === 'regex' ? 'monospace' : undefined, wordBreak: 'break-word' }}>
                {p.pattern_text}
              </Typography>
              {p.description && (
                <Typography variant="caption" color="text.secondary">
                  {p.description}
                </Typography>
              )}
            </Stack>
          )}
        />
        <DataTable.Col source="pattern_type" label="Type" render={(p) => <Chip size="small" variant="outlined" label={p.pattern_type} />} />
        <DataTable.Col
          source="severity"
          label="Severity"
          render={(p) => <Chip size="small" color={SEVERITY_COLOURS[p.severity] ?? 'default'} label={p.severity} />}
        />
        <DataTable.Col source="confidence_score" label="Confidence" align="right" render={(p) => formatConfidence(p.confidence_score)} />
        <DataTable.Col
          label="Accuracy"
          align="right"
          disableSort
          render={(p) => <span data-testid="pattern-accuracy">{formatAccuracy(p.true_positives, p.false_positives)}</span>}
        />
        <DataTable.Col
          source="is_active"
          label="Status"
          render={(p) => <Chip size="small" color={p.is_active ? 'success' : 'default'} variant={p.is_active ? 'filled' : 'outlined'} label={p.is_active ? 'Active' : 'Inactive'} />}
        />
        <DataTable.Col source="created_at" label="Created">
          <DateField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ToggleActiveButton />
            <EditButton />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
