import { zodResolver } from '@hookform/resolvers/zod';
import { levelEditSchema, type LevelEdit, type UserLevel } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../api/staff-api';
import { K, OutcomeNote, type Outcome } from './staff-outcome';

const levelNumber = (level: UserLevel) => Number(level.id.replace('level_', ''));

/** One level's form: name, threshold and the loot boxes reaching it gives; its gift descriptions are kept. */
function LevelRow({ level }: { level: UserLevel }) {
  const { t } = useTranslation();
  const number = levelNumber(level);
  const form = useForm<LevelEdit>({
    resolver: zodResolver(levelEditSchema),
    defaultValues: {
      name: level.name,
      min_points: level.conditions.persistent_comp_points.min,
      gift_descriptions: level.gift_descriptions,
      loot_boxes: level.loot_boxes,
    },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await staffApi().put(`/api/staff/loyalty/levels/${number}`, values);
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  const errors = form.formState.errors;
  return (
    <tr>
      <th scope="row">{number}</th>
      <td>
        <input aria-label={t(`${K}.level.name`, { level: number })} form={`level-${number}`} {...form.register('name')} />
      </td>
      <td>
        <input
          type="number"
          aria-label={t(`${K}.level.points`, { level: number })}
          aria-invalid={errors.min_points ? true : undefined}
          form={`level-${number}`}
          {...form.register('min_points', { valueAsNumber: true })}
        />
      </td>
      <td>
        <input
          type="number"
          aria-label={t(`${K}.level.boxes`, { level: number })}
          aria-invalid={errors.loot_boxes ? true : undefined}
          form={`level-${number}`}
          {...form.register('loot_boxes', { valueAsNumber: true })}
        />
      </td>
      <td>
        <form id={`level-${number}`} onSubmit={save} noValidate>
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {t(`${K}.level.save`, { level: number })}
          </button>
        </form>
        {(errors.name || errors.min_points || errors.loot_boxes) && (
          <p role="alert" className="staff-console__error">
            {t(`${K}.level.invalid`)}
          </p>
        )}
        <OutcomeNote outcome={outcome} />
      </td>
    </tr>
  );
}

/** The twelve levels: each threshold must stay between its neighbours' (the server refuses otherwise). */
export function LevelsEditor({ levels }: { levels: UserLevel[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="loyalty-levels-title">
      <h3 id="loyalty-levels-title">{t(`${K}.levels.title`)}</h3>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.levels.level`)}</th>
            <th scope="col">{t(`${K}.levels.name`)}</th>
            <th scope="col">{t(`${K}.levels.points`)}</th>
            <th scope="col">{t(`${K}.levels.boxes`)}</th>
            <th scope="col">{t(`${K}.levels.save`)}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <LevelRow key={level.id} level={level} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
