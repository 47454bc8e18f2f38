import { MAINTENANCE_NOTICE_TYPES, maintenanceWindowEnded } from '@esencia/domain/store/maintenance';
import formStyles from '../shared/adminForm.module.css';
import { Field, Section, SettingsCheck, SettingsText, type SettingsSectionProps } from './settingsFields';
import { fromLimaDateTimeInput, MAINTENANCE_TYPE_LABELS, type MaintenanceValues } from './settingsFormState';

/**
 * Under an end date that has passed while maintenance is off (turned on, the domain refuses it): shoppers never
 * see an ended window, so say it before the admin counts on it.
 */
export const MAINTENANCE_WINDOW_ENDED_HINT =
  'Este periodo ya terminó: los clientes no verán sus fechas. Elige una fecha de fin futura o deja las fechas vacías.';

interface MaintenanceSectionProps extends SettingsSectionProps {
  readonly maintenance: MaintenanceValues;
  readonly onChange: (patch: Partial<MaintenanceValues>) => void;
}

type MaintenanceSwitch = 'isEnabled' | 'orderCreation' | 'dismissible' | 'persistent' | 'showTimeInfo';

/** 'Aviso de mantenimiento': on or off, orders allowed meanwhile, its period in Lima time, text, type and display. */
export function MaintenanceSection({ maintenance, onChange, errors, disabled }: MaintenanceSectionProps) {
  const ended = maintenanceWindowEnded({ endsAt: fromLimaDateTimeInput(maintenance.endsAt) }, new Date());
  const check = (name: MaintenanceSwitch, label: string) => (
    <SettingsCheck
      name={`maintenance.${name}`}
      label={label}
      checked={maintenance[name]}
      disabled={disabled}
      onChange={(checked) => onChange({ [name]: checked })}
    />
  );

  return (
    <Section title="Aviso de mantenimiento">
      <div className={formStyles.checks}>
        {check('isEnabled', 'Activar modo mantenimiento')}
        {check('orderCreation', 'Permitir pedidos durante el mantenimiento')}
      </div>
      <div className={formStyles.row}>
        <Field label="Inicio (hora de Lima)" error={errors['maintenance.startsAt']}>
          {(id, describedBy) => (
            <input
              id={id}
              type="datetime-local"
              name="maintenance.startsAt"
              className={formStyles.control}
              value={maintenance.startsAt}
              disabled={disabled}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ startsAt: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Fin (hora de Lima)"
          error={errors['maintenance.endsAt']}
          hint={ended && !errors['maintenance.endsAt'] ? MAINTENANCE_WINDOW_ENDED_HINT : undefined}
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="datetime-local"
              name="maintenance.endsAt"
              className={formStyles.control}
              value={maintenance.endsAt}
              min={maintenance.startsAt || undefined}
              disabled={disabled}
              aria-invalid={errors['maintenance.endsAt'] ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ endsAt: event.target.value })}
            />
          )}
        </Field>
      </div>
      <SettingsText
        errors={errors}
        disabled={disabled}
        name="maintenance.title"
        label="Título del aviso"
        value={maintenance.title}
        onChange={(title) => onChange({ title })}
      />
      <Field label="Descripción del aviso" error={errors['maintenance.description']}>
        {(id, describedBy) => (
          <textarea
            id={id}
            name="maintenance.description"
            rows={3}
            className={formStyles.control}
            value={maintenance.description}
            disabled={disabled}
            aria-invalid={errors['maintenance.description'] ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <Field label="Tipo de aviso" error={errors['maintenance.type']}>
        {(id, describedBy) => (
          <select
            id={id}
            name="maintenance.type"
            className={formStyles.control}
            value={maintenance.type}
            disabled={disabled}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ type: event.target.value })}
          >
            {MAINTENANCE_NOTICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {MAINTENANCE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={formStyles.checks}>
        {check('dismissible', 'El cliente puede cerrar el aviso')}
        {check('persistent', 'Mostrar siempre, aunque lo hayan cerrado')}
        {check('showTimeInfo', 'Mostrar las fechas del aviso')}
      </div>
    </Section>
  );
}
