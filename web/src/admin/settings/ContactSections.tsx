import formStyles from '../shared/adminForm.module.css';
import { Section, SettingsText, type SettingsSectionProps } from './settingsFields';
import type { StoreSettingsValues } from './settingsFormState';

interface ContactSectionsProps extends SettingsSectionProps {
  readonly values: StoreSettingsValues;
  readonly update: (patch: Partial<StoreSettingsValues>) => void;
}

/** 'Contacto' (WhatsApp, phone, e-mail) and 'Horarios de atención'. */
export function ContactSections({ values, update, ...field }: ContactSectionsProps) {
  return (
    <>
      <Section title="Contacto">
        <div className={formStyles.row}>
          <SettingsText
            {...field}
            name="whatsappNumber"
            label="Número de WhatsApp"
            value={values.whatsappNumber}
            onChange={(whatsappNumber) => update({ whatsappNumber })}
            hint='Con el código de país y sin "+", p. ej. 51987654321.'
            inputMode="tel"
          />
          <SettingsText
            {...field}
            name="phone"
            label="Teléfono"
            value={values.phone}
            onChange={(phone) => update({ phone })}
            type="tel"
          />
          <SettingsText
            {...field}
            name="email"
            label="Correo electrónico"
            value={values.email}
            onChange={(email) => update({ email })}
            type="email"
          />
        </div>
      </Section>

      <Section title="Horarios de atención">
        <div className={formStyles.row}>
          <SettingsText
            {...field}
            name="supportHours"
            label="Horario de atención"
            value={values.supportHours}
            onChange={(supportHours) => update({ supportHours })}
            hint="p. ej. Lunes a Domingo 9am-10pm"
          />
          <SettingsText
            {...field}
            name="phoneHours"
            label="Horario de atención telefónica"
            value={values.phoneHours}
            onChange={(phoneHours) => update({ phoneHours })}
          />
          <SettingsText
            {...field}
            name="chatHours"
            label="Horario del chat"
            value={values.chatHours}
            onChange={(chatHours) => update({ chatHours })}
          />
        </div>
      </Section>
    </>
  );
}
