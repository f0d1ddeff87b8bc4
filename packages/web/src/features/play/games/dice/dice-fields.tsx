import type { DiceParams } from '@ante/core';
import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { readTypedNumber } from '../../format';
import { SwapIcon } from '../../play-icons';
import classes from './dice.module.css';
import {
  chanceText,
  flipCondition,
  multiplierText,
  paramsFromChance,
  paramsFromMultiplier,
  paramsFromTarget,
} from './dice-maths';

type FieldName = 'multiplier' | 'target' | 'chance';

type DiceFieldsProps = { params: DiceParams; disabled: boolean; onChange(next: DiceParams): void };

/**
 * Multiplier, Roll over/under and Win chance, each editable: typing into one moves the
 * target and the other two follow (core's `99 / chance`). The field being typed in
 * keeps the player's text until they leave it, then shows the exact figure.
 */
export function DiceFields({ params, disabled, onChange }: DiceFieldsProps) {
  const [editing, setEditing] = useState<{ field: FieldName; text: string } | null>(null);
  const over = params.condition === 'over';

  const shown: Record<FieldName, string> = {
    multiplier: multiplierText(params),
    target: params.target.toFixed(2),
    chance: chanceText(params),
  };
  const textOf = (field: FieldName) => (editing?.field === field ? editing.text : shown[field]);

  const handleType = (field: FieldName, text: string) => {
    setEditing({ field, text });
    const value = readTypedNumber(text);
    if (Number.isNaN(value)) return;
    if (field === 'multiplier') onChange(paramsFromMultiplier(params.condition, value));
    else if (field === 'chance') onChange(paramsFromChance(params.condition, value));
    else onChange(paramsFromTarget(params.condition, value * 100));
  };

  const inputProps = (field: FieldName) => ({
    value: textOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => handleType(field, event.currentTarget.value),
    onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onBlur: () => setEditing(null),
    disabled,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    rightSectionWidth: 30,
    classNames: { input: classes.fieldInput, label: classes.fieldLabel },
  });

  return (
    <div className={classes.fields}>
      <TextInput
        label="Multiplier"
        {...inputProps('multiplier')}
        rightSection={<span className={classes.unit}>×</span>}
        rightSectionPointerEvents="none"
      />
      <TextInput
        label={over ? 'Roll over' : 'Roll under'}
        {...inputProps('target')}
        rightSection={
          <Tooltip label={over ? 'Switch to roll under' : 'Switch to roll over'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Flip over and under"
              onClick={() => onChange(flipCondition(params))}
              disabled={disabled}
              className={classes.flip}
            >
              <SwapIcon size={16} />
            </ActionIcon>
          </Tooltip>
        }
      />
      <TextInput
        label="Win chance"
        {...inputProps('chance')}
        rightSection={<span className={classes.unit}>%</span>}
        rightSectionPointerEvents="none"
      />
    </div>
  );
}
