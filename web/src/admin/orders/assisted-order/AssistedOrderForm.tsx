import { Button, DialogClose } from '@esencia/ui-kit';
import { useId, useRef, type FormEvent } from 'react';
import { CreatedView } from './CreatedView';
import { CustomerTab } from './CustomerTab';
import { OrderTotals } from './OrderTotals';
import { PaymentTab } from './PaymentTab';
import { ProductsTab } from './ProductsTab';
import { StepTabs, stepPanelId, stepTabId } from './StepTabs';
import { useAssistedOrderForm } from './useAssistedOrderForm';
import styles from './AssistedOrderDialog.module.css';

/** The three tabs, the running totals and 'Siguiente' / 'Crear pedido'; then the created order's link. */
export function AssistedOrderForm({ onCreated }: { readonly onCreated?: (orderId: string) => void }) {
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAssistedOrderForm({ formRef, onCreated });
  const { activeTab, values, lines, creating } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the product search or a quantity must not jump ahead.
    if (activeTab === 'payment') void form.create();
    else if (activeTab === 'customer') form.goNext();
  };

  if (form.created) return <CreatedView order={form.created} onStartOver={form.startOver} />;

  return (
    <form ref={formRef} className={styles.form} noValidate aria-label="Crear pedido" onSubmit={handleSubmit}>
      <StepTabs baseId={baseId} active={activeTab} enabled={form.enabled} onSelect={form.setTab} />

      {form.formError && (
        <div role="alert" className={styles.alert}>
          {form.formError}
        </div>
      )}

      <div
        role="tabpanel"
        id={stepPanelId(baseId)}
        aria-labelledby={stepTabId(baseId, activeTab)}
        className={styles.panel}
      >
        {activeTab === 'customer' && (
          <CustomerTab
            values={values}
            errorOf={form.errorOf}
            disabled={creating}
            onChange={form.change}
            onLeave={(field) => form.touch(field)}
          />
        )}
        {activeTab === 'products' && (
          <ProductsTab
            lines={lines}
            creating={creating}
            stockNotice={form.stockNotice}
            linesError={form.errorOf('lines')}
            lineError={form.lineError}
            lineNotices={form.lineNotices}
            onAdd={form.addProduct}
            onQuantity={form.setQuantity}
            onRemove={form.removeLine}
          />
        )}
        {activeTab === 'payment' && (
          <PaymentTab
            values={values}
            error={form.errorOf('paymentMethod')}
            disabled={creating}
            onChoose={(method) => {
              form.change('paymentMethod', method);
              form.touch('paymentMethod');
            }}
          />
        )}
      </div>

      {lines.length > 0 && <OrderTotals lines={lines} paymentMethod={values.paymentMethod} />}

      <div className={styles.actions}>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancelar
          </Button>
        </DialogClose>
        {activeTab === 'payment' ? (
          <Button type="submit" loading={creating} loadingLabel="Creando pedido...">
            Crear pedido
          </Button>
        ) : (
          <Button
            type="button"
            disabled={activeTab === 'customer' ? !form.enabled.products : !form.enabled.payment}
            onClick={form.goNext}
          >
            Siguiente
          </Button>
        )}
      </div>
    </form>
  );
}
