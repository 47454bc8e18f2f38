import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store's one settings row (id = 1): contact data, opening hours, payment
 * accounts, the shipping table and the maintenance notice. Installed with the
 * specification's texts and Peruvian demo contact data, for the admin to edit.
 * Money in integer céntimos; the maintenance window in Lima time.
 */
export class StoreSettings1764400000000 implements MigrationInterface {
  name = 'StoreSettings1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE store_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        store_name text NOT NULL CHECK (length(trim(store_name)) > 0),
        whatsapp_number text NOT NULL CHECK (whatsapp_number ~ '^[0-9]{8,15}$'),
        phone text NOT NULL,
        email text NOT NULL,
        phone_hours text NOT NULL,
        chat_hours text NOT NULL,
        support_hours text NOT NULL,
        social_links jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(social_links) = 'array'),
        bank_accounts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(bank_accounts) = 'array'),
        wallets jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(wallets) = 'array'),
        shipping_rates jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(shipping_rates) = 'array'),
        maintenance_enabled boolean NOT NULL DEFAULT false,
        maintenance_order_creation boolean NOT NULL DEFAULT true,
        maintenance_starts_at timestamptz,
        maintenance_ends_at timestamptz,
        maintenance_title text NOT NULL,
        maintenance_description text NOT NULL,
        maintenance_type text NOT NULL DEFAULT 'warning' CHECK (maintenance_type IN ('warning', 'info', 'error')),
        maintenance_dismissible boolean NOT NULL DEFAULT true,
        maintenance_persistent boolean NOT NULL DEFAULT false,
        maintenance_show_time_info boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (maintenance_ends_at IS NULL OR maintenance_starts_at IS NULL
          OR maintenance_ends_at >= maintenance_starts_at)
      )`);
    await db.query(
      `INSERT INTO store_settings (
         store_name, whatsapp_number, phone, email, phone_hours, chat_hours, support_hours,
         social_links, bank_accounts, wallets, shipping_rates,
         maintenance_enabled, maintenance_order_creation, maintenance_starts_at, maintenance_ends_at,
         maintenance_title, maintenance_description, maintenance_type,
         maintenance_dismissible, maintenance_persistent, maintenance_show_time_info
       ) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
         $14::timestamp AT TIME ZONE 'America/Lima', $15::timestamp AT TIME ZONE 'America/Lima',
         $16, $17, $18, $19, $20, $21)`,
      [
        'Esencia Perfumería',
        '51987654321',
        '+51 987 654 321',
        'ventas@esencia.pe',
        'Lunes a Viernes 9am-6pm, Sábados 9am-1pm',
        'Todos los días 8am-10pm, respuesta en 2-5 minutos',
        'Lunes a Domingo 9am-10pm',
        JSON.stringify([
          { network: 'instagram', url: 'https://www.instagram.com/esencia.pe' },
          { network: 'facebook', url: 'https://www.facebook.com/esencia.pe' },
          { network: 'tiktok', url: 'https://www.tiktok.com/@esencia.pe' },
        ]),
        JSON.stringify([
          {
            bank: 'BCP',
            holder: 'Esencia Perfumería S.A.C.',
            accountNumber: '191-2345678-0-12',
            cci: '00219100234567801257',
          },
          {
            bank: 'Interbank',
            holder: 'Esencia Perfumería S.A.C.',
            accountNumber: '200-3004567890',
            cci: '00320000300456789031',
          },
          {
            bank: 'BBVA',
            holder: 'Esencia Perfumería S.A.C.',
            accountNumber: '0011-0123-0100045678',
            cci: '01112300010004567814',
          },
        ]),
        JSON.stringify([
          { method: 'yape', holder: 'Esencia Perfumería', number: '987654321', qrImageKey: null },
          { method: 'plin', holder: 'Esencia Perfumería', number: '987654321', qrImageKey: null },
        ]),
        JSON.stringify([
          { zone: 'Lima', method: 'Estándar', costCents: 1000, deliveryTime: '1-2 días' },
          {
            zone: 'Lima',
            method: 'Express',
            costCents: 1500,
            deliveryTime: 'Mismo día o día siguiente (pedidos antes de la 1:00 PM)',
          },
          { zone: 'Callao', method: 'Estándar', costCents: 1200, deliveryTime: '1-2 días' },
          { zone: 'Provincias principales', method: 'Estándar', costCents: 1800, deliveryTime: '2-3 días' },
          { zone: 'Otras provincias', method: 'Estándar', costCents: 2200, deliveryTime: '3-5 días' },
        ]),
        false,
        true,
        '2024-02-15T00:00:00',
        '2024-02-16T00:00:00',
        'Sitio en Mantenimiento',
        'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
        'warning',
        true,
        false,
        true,
      ],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE store_settings`);
  }
}
