import type { LimboParams } from '@ante/core';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { readTypedNumber } from '../../format';
import classes from './limbo.module.css';
import { clampTarget, isValidTarget, winChanceText } from './limbo-maths';

type LimboFieldsProps = { params: LimboParams; disabled: boolean; onChange(next: LimboParams): void };

/**
 * The target multiplier (1.01× to 1,000,000×) and the win chance it gives. A target
 * typed outside the limits is pulled back inside them when the field is left.
 */
export function LimboFields({ params, disabled, onChange }: LimboFieldsProps) {
  const [text, setText] = useState<string | null>(null);
  const typed = text === null ? null : readTypedNumber(text);
  const invalid = typed !== null && !isValidTarget(typed);

  const handleChange = (value: string) => {
    setText(value);
    const next = readTypedNumber(value);
    if (isValidTarget(next)) onChange({ target: next });
  };

  const handleBlur = () => {
    if (typed !== null && !Number.isNaN(typed)) onChange({ target: clampTarget(typed) });
    setText(null);
  };

  return (
    <div className={classes.fields}>
      <TextInput
        label="Target multiplier"
        value={text ?? params.target.toFixed(2)}
        onChange={(event) => handleChange(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={handleBlur}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
        error={invalid ? 'From 1.01× to 1,000,000×' : undefined}
        rightSection={<span className={classes.unit}>×</span>}
        rightSectionPointerEvents="none"
        classNames={{ input: classes.fieldInput, label: classes.fieldLabel, error: classes.fieldError }}
      />
      <TextInput
        label="Win chance"
        value={winChanceText(invalid || typed === null || Number.isNaN(typed) ? params.target : typed)}
        readOnly
        disabled={disabled}
        rightSection={<span className={classes.unit}>%</span>}
        rightSectionPointerEvents="none"
        classNames={{ input: classes.fieldInput, label: classes.fieldLabel }}
      />
    </div>
  );
}
