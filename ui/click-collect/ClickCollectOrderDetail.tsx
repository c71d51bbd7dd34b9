import { FactList } from '../components/FactList';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link, Radio, RadioGroup } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { ClickCollectChangeResult, ClickCollectMessage } from '../../application/portal/click-collect/click-collect-use-cases';
import { clickCollectOrderActions, type ClickCollectStatusStep } from '../../application/portal/click-collect/order-actions';
import type { ClickCollectOrder } from '../../application/portal/click-collect/ports';
import type { ClickCollectItemMark, ClickCollectStatus } from '../../domain/orders/click-collect';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useFormatDate } from '../i18n/use-formatters';
import { markMessages, refusalMessage, sharedMessages, statusMessages } from './click-collect-messages';
import { ClickCollectStatusBadge } from './ClickCollectStatusBadge';
import './click-collect.css';

const messages = messageDescriptors(
  defineMessages({
    title: { id: 'click_collect_order_title', defaultMessage: 'Order {orderNo}' },
    email: { id: 'click_collect_email', defaultMessage: 'E-mail' },
    phone: { id: 'click_collect_phone', defaultMessage: 'Phone' },
    updated: { id: 'click_collect_updated', defaultMessage: 'Last updated' },
    items: { id: 'click_collect_items_title', defaultMessage: 'Items' },
    itemsOf: { id: 'click_collect_items_of', defaultMessage: 'Items of order {orderNo}' },
    item: { id: 'click_collect_item', defaultMessage: 'Item' },
    sku: { id: 'click_collect_sku', defaultMessage: 'SKU {sku}' },
    qty: { id: 'click_collect_qty', defaultMessage: 'Quantity' },
    qtyShipped: { id: 'click_collect_qty_shipped', defaultMessage: 'Shipped by HQ' },
    mark: { id: 'click_collect_mark', defaultMessage: 'Mark' },
    awaiting: { id: 'click_collect_awaiting', defaultMessage: 'Awaiting HQ' },
    markOf: { id: 'click_collect_mark_of', defaultMessage: 'Mark of {name}' },
    saveMarks: { id: 'click_collect_save_marks', defaultMessage: 'Save marks' },
    marksSaved: { id: 'click_collect_marks_saved', defaultMessage: 'The marks have been saved.' },
    awaitingSummary: { id: 'click_collect_awaiting_summary', defaultMessage: '{units, plural, one {# unit is} other {# units are}} still to come from HQ.' },
    allInStore: { id: 'click_collect_all_in_store', defaultMessage: 'Every item is in the store.' },
    shipmentTitle: { id: 'click_collect_shipment_title', defaultMessage: 'Record a shipment from HQ' },
    shipmentIntro: { id: 'click_collect_shipment_intro', defaultMessage: 'Enter the units HQ shipped to the store; leave an item blank when none of it came.' },
    shippedUnits: { id: 'click_collect_shipped_units', defaultMessage: 'Units shipped of {name}' },
    stillToCome: { id: 'click_collect_still_to_come', defaultMessage: '{units} still to come' },
    recordShipment: { id: 'click_collect_record_shipment', defaultMessage: 'Record shipment' },
    shipmentRecorded: { id: 'click_collect_shipment_recorded', defaultMessage: 'The shipment has been recorded. The order is now {status}.' },
    statusTitle: { id: 'click_collect_status_title', defaultMessage: 'Update status' },
    moveTo: { id: 'click_collect_move_to', defaultMessage: 'Move to {status}' },
    statusUpdated: { id: 'click_collect_status_updated', defaultMessage: 'The order is now {status}.' },
    finalStatus: { id: 'click_collect_final_status', defaultMessage: 'The order is complete: its status cannot change any more.' },
    confirmFinal: { id: 'click_collect_confirm_final', defaultMessage: 'Move order {orderNo} to {status}?' },
    confirmFinalText: { id: 'click_collect_confirm_final_text', defaultMessage: 'Do this once the customer has collected the order. Its status cannot change afterwards.' },
  }),
);

export interface ClickCollectOrderDetailProps {
  order: ClickCollectOrder;
  /** Where "Back to orders" leads: the list with the filter it was left with. */
  backHref: string;
  onUpdateStatus: (order: ClickCollectOrder, status: ClickCollectStatus) => Promise<ClickCollectChangeResult>;
  onRecordShipment: (order: ClickCollectOrder, typed: Readonly<Record<string, string>>) => Promise<ClickCollectChangeResult>;
  onMarkItems: (order: ClickCollectOrder, marks: Readonly<Record<string, ClickCollectItemMark>>) => Promise<ClickCollectChangeResult>;
  /** Refusals already on show, with what was typed (stories). */
  initialMessages?: ClickCollectMessage[];
  initialShipment?: Record<string, string>;
  /** The final status whose confirmation is already asked (stories). */
  initialConfirming?: ClickCollectStatus;
}

/** What the last change answered: a success in words, or the refusals of one part of the order. */
type Feedback = { tone: 'info'; text: string } | { tone: 'error'; messages: ClickCollectMessage[] } | null;

function MessageList({ messages: refusals, order }: { messages: readonly ClickCollectMessage[]; order: ClickCollectOrder }) {
  const intl = useIntl();
  const maxOf = (itemId?: string) => order.details.find((item) => item.id === itemId)?.awaitingFromHq ?? 0;
  const texts = [...new Set(refusals.map((message) => intl.formatMessage(refusalMessage(message), { max: maxOf(message.itemId) })))];
  return texts.length === 1 ? <>{texts[0]}</> : (
    <ul className="click-collect__messages">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * One click-and-collect order: who collects it, its items with their marks and what still awaits HQ, and what can
 * be done with it now — marking items while Open, recording HQ's shipments while HQ ships, and moving it to one of
 * its next statuses (the final one after a confirmation).
 */
export function ClickCollectOrderDetail({ order, backHref, onUpdateStatus, onRecordShipment, onMarkItems, initialMessages, initialShipment, initialConfirming }: ClickCollectOrderDetailProps) {
  const intl = useIntl();
  const dates = useFormatDate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actions = clickCollectOrderActions(order);
  const savedMarks = Object.fromEntries(order.details.map((item) => [item.id, item.mark]));
  const savedMarksKey = JSON.stringify(savedMarks);
  // Marks being chosen, for the marks the order had when the choosing began: once the order changes they start afresh.
  const [draftMarks, setDraftMarks] = useState<{ base: string; marks: Record<string, ClickCollectItemMark> }>({ base: savedMarksKey, marks: savedMarks });
  const marks = draftMarks.base === savedMarksKey ? draftMarks.marks : savedMarks;
  const chooseMark = (itemId: string, mark: ClickCollectItemMark) => setDraftMarks({ base: savedMarksKey, marks: { ...marks, [itemId]: mark } });
  const [shipment, setShipment] = useState<Record<string, string>>(initialShipment ?? {});
  const [feedback, setFeedback] = useState<Feedback>(initialMessages ? { tone: 'error', messages: initialMessages } : null);
  // While a change is on its way every other change waits, so two cannot cross.
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ClickCollectStatusStep | null>(initialConfirming ? { status: initialConfirming, isFinal: true } : null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [order.id]);

  const run = async (field: 'status' | 'shipment' | 'items', change: () => Promise<ClickCollectChangeResult>, success: (order: ClickCollectOrder) => string) => {
    setBusy(true);
    const result = await change();
    setBusy(false);
    if (result.ok) {
      setFeedback({ tone: 'info', text: success(result.value) });
      if (field === 'shipment') setShipment({});
    } else {
      setFeedback({ tone: 'error', messages: result.error });
    }
  };

  const statusName = (status: ClickCollectStatus) => intl.formatMessage(statusMessages[status]);
  const moveTo = (step: ClickCollectStatusStep) =>
    run('status', () => onUpdateStatus(order, step.status), (changed) => intl.formatMessage(messages.statusUpdated, { status: statusName(changed.status) }));
  const submitShipment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('shipment', () => onRecordShipment(order, shipment), (changed) => intl.formatMessage(messages.shipmentRecorded, { status: statusName(changed.status) }));
  };
  const submitMarks = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('items', () => onMarkItems(order, marks), () => intl.formatMessage(messages.marksSaved));
  };

  const refusals = feedback?.tone === 'error' ? feedback.messages : [];
  const itemError = (itemId: string) => {
    const refusal = refusals.find((message) => message.itemId === itemId);
    return refusal ? intl.formatMessage(refusalMessage(refusal), { max: order.details.find((item) => item.id === itemId)?.awaitingFromHq ?? 0 }) : null;
  };
  const refusalsOf = (field: ClickCollectMessage['field']) => {
    const general = refusals.filter((message) => message.field === field && message.itemId === undefined);
    return general.length > 0 ? (
      <Toast tone="error" onClose={() => setFeedback(null)}>
        <MessageList messages={general} order={order} />
      </Toast>
    ) : null;
  };
  const awaiting = order.details.reduce((units, item) => units + item.awaitingFromHq, 0);
  const marksChanged = order.details.some((item) => marks[item.id] !== item.mark);
  const headingId = `click-collect-order-${order.id}`;
  const orderTitle = intl.formatMessage(messages.title, { orderNo: order.orderNo });

  const facts: [string, ReactNode][] = [
    [intl.formatMessage(sharedMessages.customer), order.customerName],
    ...(order.customerEmail ? [[intl.formatMessage(messages.email), <a key="email" href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>] as [string, ReactNode]] : []),
    ...(order.customerPhone ? [[intl.formatMessage(messages.phone), <a key="phone" href={`tel:${order.customerPhone.replace(/\s+/g, '')}`}>{order.customerPhone}</a>] as [string, ReactNode]] : []),
    [intl.formatMessage(sharedMessages.created), dates.dateTime(order.createdAt)],
    [intl.formatMessage(messages.updated), dates.dateTime(order.updatedAt)],
  ];

  const itemsTable = (
    <div className="click-collect__table-frame">
      <table className="click-collect__items" aria-label={intl.formatMessage(messages.itemsOf, { orderNo: order.orderNo })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.item)}</th>
            <th scope="col" className="click-collect__number">{intl.formatMessage(messages.qty)}</th>
            <th scope="col" className="click-collect__number">{intl.formatMessage(messages.qtyShipped)}</th>
            <th scope="col">{intl.formatMessage(messages.mark)}</th>
            <th scope="col" className="click-collect__number">{intl.formatMessage(messages.awaiting)}</th>
          </tr>
        </thead>
        <tbody>
          {order.details.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.name}
                <span className="click-collect__sku">{intl.formatMessage(messages.sku, { sku: item.sku })}</span>
              </th>
              <td className="click-collect__number" data-label={intl.formatMessage(messages.qty)}>
                {item.qty}
              </td>
              <td className="click-collect__number" data-label={intl.formatMessage(messages.qtyShipped)}>
                {item.qtyShipped}
              </td>
              <td data-label={actions.canMarkItems ? undefined : intl.formatMessage(messages.mark)}>
                {actions.canMarkItems ? (
                  <RadioGroup
                    className="click-collect__marks"
                    aria-label={intl.formatMessage(messages.markOf, { name: item.name })}
                    value={marks[item.id] ?? item.mark}
                    onChange={(mark) => chooseMark(item.id, mark as ClickCollectItemMark)}
                    isDisabled={busy}
                  >
                    {(['ready_to_pickup', 'order_to_hq'] as const).map((mark) => (
                      <Radio key={mark} value={mark} className="click-collect__radio">
                        {intl.formatMessage(markMessages[mark])}
                      </Radio>
                    ))}
                  </RadioGroup>
                ) : (
                  <span className={`click-collect__mark click-collect__mark--${item.mark}`}>{intl.formatMessage(markMessages[item.mark])}</span>
                )}
              </td>
              <td className="click-collect__number" data-label={intl.formatMessage(messages.awaiting)}>
                {item.awaitingFromHq}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className="click-collect__detail" aria-labelledby={headingId}>
      <div className="click-collect__detail-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {orderTitle}
        </h2>
        <ClickCollectStatusBadge status={order.status} />
        <Link className="click-collect__back" href={backHref}>
          {intl.formatMessage(sharedMessages.back)}
        </Link>
      </div>

      <FactList className="click-collect__facts" facts={facts} />

      <div aria-live="polite" className="click-collect__feedback">
        {feedback?.tone === 'info' && <Toast tone="info" onClose={() => setFeedback(null)}>{feedback.text}</Toast>}
      </div>

      <section className="click-collect__part" aria-labelledby={`${headingId}-items`}>
        <h3 id={`${headingId}-items`}>{intl.formatMessage(messages.items)}</h3>
        <p className="click-collect__summary">{awaiting > 0 ? intl.formatMessage(messages.awaitingSummary, { units: awaiting }) : intl.formatMessage(messages.allInStore)}</p>
        {refusalsOf('items')}
        {actions.canMarkItems ? (
          <Form onSubmit={submitMarks} className="click-collect__form">
            {itemsTable}
            <div className="click-collect__form-actions">
              <Button type="submit" isDisabled={!marksChanged || busy}>
                {intl.formatMessage(messages.saveMarks)}
              </Button>
            </div>
          </Form>
        ) : (
          itemsTable
        )}
      </section>

      {actions.canRecordShipment && (
        <section className="click-collect__part" aria-labelledby={`${headingId}-shipment`}>
          <h3 id={`${headingId}-shipment`}>{intl.formatMessage(messages.shipmentTitle)}</h3>
          <p>{intl.formatMessage(messages.shipmentIntro)}</p>
          {refusalsOf('shipment')}
          <Form onSubmit={submitShipment} className="click-collect__form" validationBehavior="aria">
            <div className="click-collect__shipment-lines">
              {order.details
                .filter((item) => item.awaitingFromHq > 0)
                .map((item) => (
                  <TextField
                    key={item.id}
                    label={intl.formatMessage(messages.shippedUnits, { name: item.name })}
                    description={intl.formatMessage(messages.stillToCome, { units: item.awaitingFromHq })}
                    inputMode="numeric"
                    value={shipment[item.id] ?? ''}
                    onChange={(value) => setShipment((current) => ({ ...current, [item.id]: value }))}
                    errorMessage={itemError(item.id)}
                    isDisabled={busy}
                  />
                ))}
            </div>
            <div className="click-collect__form-actions">
              <Button type="submit" isDisabled={busy}>
                {intl.formatMessage(messages.recordShipment)}
              </Button>
            </div>
          </Form>
        </section>
      )}

      <section className="click-collect__part" aria-labelledby={`${headingId}-status`}>
        <h3 id={`${headingId}-status`}>{intl.formatMessage(messages.statusTitle)}</h3>
        {refusalsOf('status')}
        {actions.nextSteps.length === 0 ? (
          <p>{intl.formatMessage(messages.finalStatus)}</p>
        ) : (
          <div className="click-collect__steps">
            {actions.nextSteps.map((step) => (
              <Button
                key={step.status}
                variant={step.isFinal ? 'primary' : 'secondary'}
                isDisabled={busy}
                onPress={() => (step.isFinal ? setConfirming(step) : void moveTo(step))}
              >
                {intl.formatMessage(messages.moveTo, { status: statusName(step.status) })}
              </Button>
            ))}
          </div>
        )}
      </section>

      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? intl.formatMessage(messages.confirmFinal, { orderNo: order.orderNo, status: statusName(confirming.status) }) : ''}
        message={intl.formatMessage(messages.confirmFinalText)}
        confirmLabel={confirming ? intl.formatMessage(messages.moveTo, { status: statusName(confirming.status) }) : undefined}
        onConfirm={() => {
          // The dialog closes at once; the steps stay disabled until the service answers.
          setConfirming(null);
          if (confirming) void moveTo(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
