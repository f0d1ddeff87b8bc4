import { type TakeTheCrownParams, TOWER_DIFFICULTIES, TOWER_FLOORS, type TowerDifficulty } from '@ante/core';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { formatMultiplier } from '../../format';
import type { ParamsProps } from '../../game-ui';
import classes from './crown-panel.module.css';
import { DIFFICULTIES, DIFFICULTY_LABELS, floorMultipliers } from './crown-view';

const OPTIONS = DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: DIFFICULTY_LABELS[difficulty],
}));

/** The difficulty (tiles and traps per floor) and what it means: the odds of a floor and the crown's prize. */
export function CrownParamsControl({ value, onChange, busy }: ParamsProps<TakeTheCrownParams>) {
  const { tiles, traps } = TOWER_DIFFICULTIES[value.difficulty];
  const crown = floorMultipliers(value.difficulty)[TOWER_FLOORS - 1] ?? '0';
  return (
    <Stack gap={8}>
      <Input.Wrapper label="Difficulty" labelElement="div">
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label="Difficulty"
          data={OPTIONS}
          value={value.difficulty}
          onChange={(next) => onChange({ difficulty: next as TowerDifficulty })}
          disabled={busy}
          classNames={{ root: classes.difficulty, label: classes.difficultyLabel }}
        />
      </Input.Wrapper>
      <div className={classes.odds}>
        <span className={classes.oddsItem}>
          <span className={classes.oddsKey}>Each floor</span>
          <span className={classes.oddsValue}>
            {tiles} tiles · {traps} {traps === 1 ? 'trap' : 'traps'}
          </span>
        </span>
        <span className={classes.oddsItem}>
          <span className={classes.oddsKey}>Crown pays</span>
          <span className={classes.oddsValue} data-gold>
            {formatMultiplier(crown)}
          </span>
        </span>
      </div>
    </Stack>
  );
}
