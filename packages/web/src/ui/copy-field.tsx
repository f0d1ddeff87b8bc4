import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './copy-field.module.css';
import { CheckIcon, CopyIcon } from './icons';

type CopyFieldProps = { label: string; value: string; description?: ReactNode };

/** A read-only value (a hash, a seed) in a labelled field, with a button that copies it. */
export function CopyField({ label, value, description }: CopyFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      size="sm"
      classNames={{ input: classes.monoInput }}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={<CopyAction name={`Copy ${label.toLowerCase()}`} value={value} />}
    />
  );
}

type CopyActionProps = { value: string; name?: string; describedBy?: string };

/**
 * The copy button. Next to a term it is named just "Copy" and described by the term,
 * so that it does not answer to an input's label elsewhere in the dialog.
 */
export function CopyAction({ value, name = 'Copy', describedBy }: CopyActionProps) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withinPortal>
          <ActionIcon
            variant="subtle"
            color={copied ? 'brand' : 'gray'}
            onClick={copy}
            aria-label={name}
            aria-describedby={describedBy}
          >
            {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

export type ValueRow = { term: string; value: ReactNode; copy?: string };

/**
 * Terms and values (a bet slip's seeds, a revealed pair). A string value can be
 * copied; `copy` overrides what is copied or, set to '', turns copying off.
 */
export function ValueList({ rows }: { rows: ValueRow[] }) {
  const id = useId();
  return (
    <dl className={classes.valueList}>
      {rows.map((row, index) => {
        const termId = `${id}-${index}`;
        const copy = row.copy ?? (typeof row.value === 'string' ? row.value : '');
        return (
          <div key={row.term} className={classes.valueRow}>
            <dt id={termId} className={classes.valueTerm}>
              {row.term}
            </dt>
            <dd className={classes.valueData}>
              <span className={classes.valueText}>{row.value}</span>
              {copy !== '' && <CopyAction value={copy} describedBy={termId} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
