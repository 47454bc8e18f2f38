import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { orderStatusChangedNotice, orderStatusLabel } from '@esencia/domain/order/order-messages';
import { ORDER_STATUSES, type OrderStatus } from '@esencia/domain/order/order-status';
import { stockShortageSummary, type StockShortage } from '@esencia/domain/stock/stock-validation';
import { ADMIN_ORDER_SEARCH_MIN_LENGTH } from '@esencia/domain/order/admin-order-list';
import { adminOrdersCsvHref } from '@esencia/domain/order/admin-order-export';
import {
  Button,
  Dialog,
  DialogClose,
  EmptyState,
  ErrorState,
  OrderStatusTag,
  Select,
  TextField,
  useToast,
} from '@esencia/ui-kit';
import { StatCard, StatCardGrid, type DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import { answered, unwrap } from '../../auth/graphqlErrors';
import { graphQLOrderStatus, orderStatusOf } from '../../orders/orderView';
import { AdminList, adminListStyles as list, AdminToolbar } from '../shared/AdminList';
import { useListParams } from '../shared/useListParams';
import { AssistedOrderDialog } from './assisted-order/AssistedOrderDialog';
import { OrderDetailsDialog, type StatusChangeTarget } from './OrderDetailsDialog';
import {
  allowedActions,
  DEFAULT_ORDER_SORT,
  ORDER_ADMIN_MESSAGES,
  ORDER_SORT_OPTIONS,
  orderSortOf,
  statusChangeFailure,
  STOCK_ERROR_TOAST_MS,
  type AdminOrderRow,
} from './orderAdmin';
import {
  AdminOrderDocument,
  AdminOrdersDocument,
  ChangeOrderStatusDocument,
  OrderStatisticsDocument,
} from './orders.generated';
import { StockShortageDialog } from './StockShortageDialog';
import styles from './OrdersAdminPage.module.css';

const ALL_STATUSES = 'all';
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'Todos los estados' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];
const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
/** The address's names of the filters (`?estado=pending&desde=2026-11-01&hasta=…&orden=recientes`). */
const FILTERS = ['estado', 'desde', 'hasta', 'orden'] as const;
/** A YYYY-MM-DD the date field can hold; anything else in the address is not sent. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The list's order as the export's address names it (the domain's spelling: `TOTAL_DESC` is `total-desc`). */
const exportSortOf = (sort: string) => sort.toLowerCase().replace('_', '-');

interface ShortageView {
  readonly orderLabel: string;
  readonly shortages: readonly StockShortage[];
}

/**
 * /admin/orders: search, refresh, 'Crear pedido', a page of 25 orders (a table, cards on a phone) filtered by
 * status and Lima days and sorted by date or total — all by the server, all in the address so a reload keeps
 * them —, the details modal, the workflow's actions and the 'Productos sin Stock' modal.
 */
export function OrdersAdminPage() {
  const { toast } = useToast();
  const apollo = useApolloClient();
  const params = useListParams(FILTERS);
  const statusParam = params.filter('estado');
  const statusFilter = isOrderStatus(statusParam) ? statusParam : null;
  const from = isDay(params.filter('desde')) ? params.filter('desde') : '';
  const to = isDay(params.filter('hasta')) ? params.filter('hasta') : '';
  const sort = orderSortOf(params.filter('orden'));
  const shortSearch = params.search.length > 0 && params.search.length < ADMIN_ORDER_SEARCH_MIN_LENGTH;
  const orders = useQuery(AdminOrdersDocument, {
    variables: {
      search: params.search && !shortSearch ? params.search : null,
      status: statusFilter ? graphQLOrderStatus(statusFilter) : null,
      from: from || null,
      to: to || null,
      sort: sort.sort,
      page: params.page,
    },
    notifyOnNetworkStatusChange: true,
  });
  const statistics = useQuery(OrderStatisticsDocument, { notifyOnNetworkStatusChange: true });
  const [creating, setCreating] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<StatusChangeTarget | null>(null);
  const [shortage, setShortage] = useState<ShortageView | null>(null);
  const [shortageOpen, setShortageOpen] = useState(false);
  const [changeOrderStatus] = useMutation(ChangeOrderStatusDocument);

  async function changeStatus(order: StatusChangeTarget, to: OrderStatus) {
    if (changing) return;
    setChanging(order.id);
    try {
      const { data } = await changeOrderStatus({
        variables: { orderId: order.id, status: graphQLOrderStatus(to) },
      });
      const result = answered(data).changeOrderStatus;
      if (result.__typename === 'StockShortageError') {
        showShortage(order, result.shortages);
        return;
      }
      const changed = unwrap(result);
      toast({ title: orderStatusChangedNotice(changed.id, orderStatusOf(changed.status)), tone: 'success' });
      // The row follows by itself (same Order in the cache); the open details need their new history,
      // and a page filtered by status may have lost the order.
      void apollo.refetchQueries({
        include: statusFilter
          ? [AdminOrderDocument, OrderStatisticsDocument, AdminOrdersDocument]
          : [AdminOrderDocument, OrderStatisticsDocument],
      });
    } catch (error) {
      toast({ ...statusChangeFailure(to, error), tone: 'error' });
    } finally {
      setChanging(null);
    }
  }

  function showShortage(order: StatusChangeTarget, shortages: readonly StockShortage[]) {
    setShortage({ orderLabel: `#${order.shortId}`, shortages });
    setShortageOpen(true);
    const [title = '', ...lines] = stockShortageSummary(shortages).split('\n');
    toast({ title, description: lines.join('\n'), tone: 'error', duration: STOCK_ERROR_TOAST_MS });
  }

  /** Cancelling cannot be undone: it is asked first; processing and completing go straight on. */
  function requestStatus(order: StatusChangeTarget, to: OrderStatus) {
    if (to === 'cancelled') setCancelling(order);
    else void changeStatus(order, to);
  }

  const openDetails = (order: AdminOrderRow) => {
    setDetailsId(order.id);
    setDetailsOpen(true);
  };

  const target = (order: AdminOrderRow): StatusChangeTarget => ({
    id: order.id,
    shortId: order.shortId,
    status: orderStatusOf(order.status),
  });

  const actions = (order: AdminOrderRow) => (
    <div className={list.actions}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Ver pedido #${order.shortId}`}
        onClick={() => openDetails(order)}
      >
        Ver
      </Button>
      {allowedActions(orderStatusOf(order.status)).map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.to === 'cancelled' ? 'danger' : 'ghost'}
          disabled={changing === order.id}
          aria-label={`${action.label} pedido #${order.shortId}`}
          onClick={() => requestStatus(target(order), action.to)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );

  const columns: DataTableColumn<AdminOrderRow>[] = [
    { key: 'id', header: 'Pedido', render: (order) => <span className={styles.shortId}>#{order.shortId}</span> },
    { key: 'date', header: 'Fecha', render: (order) => formatLimaDateTime(order.createdAt) },
    {
      key: 'customer',
      header: 'Cliente',
      render: (order) => (
        <div className={styles.customer}>
          <span className={styles.customerName}>{order.customer.fullName}</span>
          <span className={styles.muted}>{order.customer.email}</span>
          <span className={styles.muted}>{order.customer.phone}</span>
        </div>
      ),
    },
    { key: 'total', header: 'Total', align: 'end', render: (order) => order.total.formatted },
    { key: 'payment', header: 'Método de pago', render: (order) => order.paymentMethodLabel },
    { key: 'status', header: 'Estado', render: (order) => <OrderStatusTag status={orderStatusOf(order.status)} /> },
    { key: 'actions', header: 'Acciones', align: 'end', render: actions },
  ];

  const stats = statistics.data?.orderStatistics;
  const loaded = orders.data?.adminOrders ?? orders.previousData?.adminOrders;
  const rows = loaded?.items;
  const filtered = params.narrowed;
  const empty = (
    <EmptyState
      title={filtered ? 'No se encontraron pedidos' : 'Todavía no hay pedidos'}
      description={
        filtered
          ? 'Prueba con otro número de pedido, nombre, e-mail, celular o documento, o con otro estado.'
          : 'Los pedidos de la tienda aparecerán aquí.'
      }
    />
  );

  /** A Lima day of the range ('Desde' / 'Hasta'), in the address as YYYY-MM-DD. */
  const dayFilter = (label: string, name: 'desde' | 'hasta', value: string, bounds: { min?: string; max?: string }) => (
    <TextField
      label={label}
      type="date"
      name={name}
      className={styles.date}
      value={value}
      {...bounds}
      onChange={(event) => params.setFilter(name, event.target.value)}
    />
  );
  return (
    <div className={list.page}>
      <AdminToolbar
        searchLabel="Buscar pedidos"
        searchPlaceholder="N.º de pedido, nombre, e-mail, celular o documento"
        searchClassName={styles.search}
        search={params.searchText}
        onSearchChange={params.setSearchText}
        searchHint={
          shortSearch ? `Escribe al menos ${ADMIN_ORDER_SEARCH_MIN_LENGTH} caracteres para buscar.` : undefined
        }
      >
        <Button
          variant="secondary"
          loading={orders.loading && Boolean(loaded)}
          loadingLabel="Actualizando..."
          onClick={() => {
            void orders.refetch();
            void statistics.refetch();
          }}
        >
          Actualizar
        </Button>
        <Button variant="secondary" asChild>
          {/* The server streams the file; the browser saves it (Content-Disposition: attachment). */}
          <a
            href={adminOrdersCsvHref({
              search: params.search && !shortSearch ? params.search : null,
              status: statusFilter,
              from,
              to,
              sort: exportSortOf(sort.sort),
            })}
            download
          >
            Exportar CSV
          </a>
        </Button>
        <Button onClick={() => setCreating(true)}>Crear pedido</Button>
      </AdminToolbar>

      {statistics.error && !stats ? (
        <ErrorState
          size="compact"
          message="Error al cargar las estadísticas"
          onRetry={() => void statistics.refetch()}
          retrying={statistics.loading}
        />
      ) : (
        <StatCardGrid label="Resumen de pedidos" aria-busy={!stats}>
          <StatCard
            label="Total de pedidos"
            value={stats?.total ?? '—'}
            hint={stats ? `${stats.processing} en proceso` : undefined}
          />
          <StatCard label="Pendientes" value={stats?.pending ?? '—'} tone="warning" />
          <StatCard
            label="Completados"
            value={stats?.completed ?? '—'}
            tone="success"
            hint={
              stats ? `Ingresos ${stats.revenue.formatted} · Promedio ${stats.averageOrderValue.formatted}` : undefined
            }
          />
          <StatCard label="Cancelados" value={stats?.cancelled ?? '—'} />
        </StatCardGrid>
      )}

      <div className={styles.filters}>
        <Select
          label="Estado"
          inline
          options={STATUS_OPTIONS}
          value={statusFilter ?? ALL_STATUSES}
          onValueChange={(value) => params.setFilter('estado', value === ALL_STATUSES ? '' : value)}
        />
        {dayFilter('Desde', 'desde', from, { max: to || undefined })}
        {dayFilter('Hasta', 'hasta', to, { min: from || undefined })}
        <Select
          label="Ordenar por"
          inline
          options={ORDER_SORT_OPTIONS}
          value={sort.value}
          onValueChange={(value) => params.setFilter('orden', value === DEFAULT_ORDER_SORT ? '' : value)}
        />
      </div>

      <AdminList
        caption="Pedidos"
        rows={rows}
        columns={columns}
        rowKey={(order) => order.id}
        failed={Boolean(orders.error) && !loaded}
        failedMessage={ORDER_ADMIN_MESSAGES.listFailed}
        onRetry={() => void orders.refetch()}
        loading={orders.loading}
        loadingText="Cargando pedidos..."
        empty={empty}
        cardLabel={(order) => `Pedido #${order.shortId}`}
        cardHead={(order) => (
          <div className={`${list.cardHead} ${styles.cardHead}`}>
            <span className={styles.shortId}>#{order.shortId}</span>
            <OrderStatusTag status={orderStatusOf(order.status)} />
          </div>
        )}
        cardColumns={columns.slice(1, -2).map((column) => column.key)}
        cardActions={actions}
        pagination={{ of: loaded, nouns: ['pedido', 'pedidos'], onPageChange: params.setPage }}
      />

      <OrderDetailsDialog
        orderId={detailsId}
        open={detailsOpen}
        onOpenChange={(open) => {
          setDetailsOpen(open);
          if (!open) setDetailsId(null);
        }}
        onChangeStatus={requestStatus}
        changing={changing !== null && changing === detailsId}
      />

      <AssistedOrderDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => {
          void orders.refetch();
          void statistics.refetch();
        }}
      />

      <StockShortageDialog
        open={shortageOpen}
        onOpenChange={(open) => {
          setShortageOpen(open);
          if (!open) setShortage(null);
        }}
        orderLabel={shortage?.orderLabel ?? ''}
        shortages={shortage?.shortages ?? []}
      />

      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        size="sm"
        title="Cancelar pedido"
        description={
          cancelling
            ? `¿Seguro que deseas cancelar el pedido #${cancelling.shortId}? Un pedido cancelado no se puede reabrir.`
            : ''
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Volver</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                if (!cancelling) return;
                setCancelling(null);
                void changeStatus(cancelling, 'cancelled');
              }}
            >
              Cancelar pedido
            </Button>
          </>
        }
      />
    </div>
  );
}
