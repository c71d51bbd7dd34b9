import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { CatalogueArticle } from '../../application/portal/catalogue/ports';
import type { CartMessage } from '../../application/portal/cart/cart-changes';
import { formatOf } from '../../application/portal/cart/cart-view';
import type { FastOrderProblem } from '../../application/portal/cart/fast-order';
import { quantityRulesOf, type QuantityRules } from '../../domain/cart/quantity-rules';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import { Button } from '../components/Button';
import { LinkButton } from '../components/LinkButton';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { useLocalePath } from '../i18n/portal-locale';
import { appBarMessages } from '../catalogue/CatalogueAppBar';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { productPath, useAmount } from '../catalogue/catalogue-parts';
import { catalogueMessages, useCatalogueMessage, useStockLabel } from '../catalogue/catalogue-messages';
import { ProductPicture } from '../catalogue/ProductPicture';
import { selectHostConfig } from '../shell/config-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { cartMessages } from './CartPage';
import { selectCart } from './cart-slice';
import { addedToCart, fastOrderPasted, fastOrderResolved } from './cart-thunks';
import { QuantityField } from './QuantityField';

const messages = messageDescriptors(defineMessages({
  byCode: { id: 'fast_order_by_code', defaultMessage: 'Add by article code' },
  code: { id: 'fast_order_code', defaultMessage: 'Article code' },
  quantity: { id: 'fast_order_quantity', defaultMessage: 'Quantity' },
  addLine: { id: 'fast_order_add_line', defaultMessage: 'Add line' },
  paste: { id: 'fast_order_paste', defaultMessage: 'Paste lines' },
  pasteLabel: { id: 'fast_order_paste_label', defaultMessage: 'Article codes and quantities' },
  pasteHint: { id: 'fast_order_paste_hint', defaultMessage: 'One article per line: the article code, then the quantity, parted by a space or a tab (as copied from a spreadsheet).' },
  addPasted: { id: 'fast_order_add_pasted', defaultMessage: 'Add pasted lines' },
  lines: { id: 'fast_order_lines', defaultMessage: 'Fast order lines' },
  noLines: { id: 'fast_order_no_lines', defaultMessage: 'No lines yet. Add article codes above.' },
  unreadable: { id: 'fast_order_unreadable', defaultMessage: 'Line {lineNo} ("{text}"): the quantity must be a whole number of at least 1' },
  notFound: { id: 'fast_order_not_found', defaultMessage: '{code}: Article not found' },
  addToCart: { id: 'fast_order_add_to_cart', defaultMessage: 'Add all to cart' },
  added: { id: 'fast_order_added', defaultMessage: '{count, plural, one {# article} other {# articles}} added to the cart.' },
  remove: { id: 'fast_order_remove', defaultMessage: 'Remove {code}' },
  removeShort: { id: 'fast_order_remove_short', defaultMessage: 'Remove' },
  quantityOf: { id: 'fast_order_quantity_of', defaultMessage: 'Quantity of {code}' },
}));

/** A line of the fast order: the article found for a code and its quantity. */
export interface FastOrderLine {
  article: CatalogueArticle;
  qty: number;
}

function merged(lines: readonly FastOrderLine[], added: readonly FastOrderLine[]): FastOrderLine[] {
  const next = lines.map((line) => ({ ...line }));
  for (const line of added) {
    const held = next.find((each) => each.article.id === line.article.id);
    if (held) held.qty += line.qty;
    else next.push({ ...line });
  }
  return next;
}

/** The fast order's lines, each with its quantity editable and a way to remove it. */
export function FastOrderTable({
  lines,
  messages: lineMessages,
  onChange,
}: {
  lines: readonly FastOrderLine[];
  messages: CartMessage[];
  onChange: (lines: FastOrderLine[]) => void;
}) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const amount = useAmount();
  const stockLabel = useStockLabel();
  const messageText = useCatalogueMessage();
  if (lines.length === 0) return <p>{intl.formatMessage(messages.noLines)}</p>;
  return (
    <table className="cart-table" aria-label={intl.formatMessage(messages.lines)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(cartMessages.product)}</th>
          <th scope="col" className="cart-table__number">
            {intl.formatMessage(cartMessages.unitPrice)}
          </th>
          <th scope="col">{intl.formatMessage(cartMessages.quantity)}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage(messages.removeShort)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const message = lineMessages.find((each) => each.articleCode === line.article.articleCode);
          return (
            <tr key={line.article.id}>
              <th scope="row" className="cart-table__product">
                <ProductPicture image={line.article.image} name={line.article.name} place="line" />
                <Link href={localePath(productPath(line.article))}>{line.article.name}</Link>
                <span className="cart-table__code">
                  {line.article.articleCodeDisplay} · {line.article.sorg}
                </span>
                <span className="cart-table__stock">{stockLabel(line.article.stock.label)}</span>
              </th>
              <td className="cart-table__number">{line.article.price ? amount(line.article.price.net, formatOf(line.article.price)) : intl.formatMessage(cartMessages.noPrice)}</td>
              <td>
                <QuantityField
                  label={intl.formatMessage(messages.quantityOf, { code: line.article.articleCode })}
                  labelHidden
                  value={line.qty}
                  minValue={1}
                  errorMessage={message ? messageText(message.key, message.values) : null}
                  onChange={(qty) => onChange(lines.map((each, at) => (at === index ? { ...each, qty } : each)))}
                />
              </td>
              <td>
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(messages.remove, { code: line.article.articleCode })}
                  onPress={() => onChange(lines.filter((_, at) => at !== index))}
                >
                  {intl.formatMessage(messages.removeShort)}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The fast order's page content: entry by code, pasting many lines, the lines, and adding them all to the cart. */
export function FastOrder({ rules, initialLines = [] }: { rules: QuantityRules; initialLines?: FastOrderLine[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const messageText = useCatalogueMessage();
  const cart = useAppSelector(selectCart);
  const [lines, setLines] = useState<FastOrderLine[]>(initialLines);
  const [code, setCode] = useState('');
  const [qty, setQty] = useState(1);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [problems, setProblems] = useState<{ unreadable: FastOrderProblem[]; notFound: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; count: number } | { ok: false; messages: CartMessage[] } | null>(null);

  const addCode = async () => {
    setOutcome(null);
    if (code.trim() === '') {
      setCodeError(messageText('required'));
      return;
    }
    setBusy(true);
    const [entry] = await dispatch(fastOrderResolved([{ articleCode: code, qty }]));
    setBusy(false);
    if (!entry?.ok) {
      setCodeError(intl.formatMessage(catalogueMessages.article_not_found!));
      return;
    }
    setCodeError(null);
    setLines((current) => merged(current, [{ article: entry.article, qty: entry.qty }]));
    setCode('');
    setQty(1);
  };

  const addPasted = async () => {
    setOutcome(null);
    setBusy(true);
    const result = await dispatch(fastOrderPasted(pasted));
    setBusy(false);
    setLines((current) => merged(current, result.found.map((entry) => ({ article: entry.article, qty: entry.qty }))));
    setProblems(result.unreadable.length + result.notFound.length > 0 ? { unreadable: result.unreadable, notFound: result.notFound } : null);
    if (result.unreadable.length + result.notFound.length === 0) setPasted('');
  };

  const addToCart = async () => {
    setBusy(true);
    const result = await dispatch(addedToCart(cart.view, lines, rules));
    setBusy(false);
    if (result.ok) {
      setOutcome({ ok: true, count: lines.length });
      setLines([]);
    } else {
      setOutcome({ ok: false, messages: result.messages });
    }
  };

  const lineMessages = outcome && !outcome.ok ? outcome.messages : [];
  const general = lineMessages.filter((message) => !lines.some((line) => line.article.articleCode === message.articleCode));

  return (
    <div className="fast-order">
      <div className="fast-order__entry">
        <Form
          className="fast-order__form"
          validationBehavior="aria"
          aria-label={intl.formatMessage(messages.byCode)}
          onSubmit={(event) => {
            event.preventDefault();
            void addCode();
          }}
        >
          <h2>{intl.formatMessage(messages.byCode)}</h2>
          <div className="fast-order__row">
            <TextField
              label={intl.formatMessage(messages.code)}
              value={code}
              onChange={(next) => {
                setCode(next);
                setCodeError(null);
              }}
              errorMessage={codeError}
              autoComplete="off"
            />
            <QuantityField label={intl.formatMessage(messages.quantity)} value={qty} onChange={setQty} minValue={1} />
            <Button type="submit" variant="secondary" isPending={busy}>
              {intl.formatMessage(messages.addLine)}
            </Button>
          </div>
        </Form>
        <Form
          className="fast-order__form"
          aria-label={intl.formatMessage(messages.paste)}
          onSubmit={(event) => {
            event.preventDefault();
            void addPasted();
          }}
        >
          <h2>{intl.formatMessage(messages.paste)}</h2>
          <TextAreaField label={intl.formatMessage(messages.pasteLabel)} description={intl.formatMessage(messages.pasteHint)} value={pasted} onChange={setPasted} rows={5} />
          <Button type="submit" variant="secondary" isPending={busy}>
            {intl.formatMessage(messages.addPasted)}
          </Button>
          {problems && (
            <Toast tone="error" onClose={() => setProblems(null)}>
              <ul>
                {problems.unreadable.map((problem) => (
                  <li key={`line-${problem.lineNo}`}>{intl.formatMessage(messages.unreadable, { lineNo: problem.lineNo, text: problem.text })}</li>
                ))}
                {problems.notFound.map((missing) => (
                  <li key={`code-${missing}`}>{intl.formatMessage(messages.notFound, { code: missing })}</li>
                ))}
              </ul>
            </Toast>
          )}
        </Form>
      </div>
      <section className="fast-order__lines" aria-label={intl.formatMessage(messages.lines)}>
        <h2>{intl.formatMessage(messages.lines)}</h2>
        <FastOrderTable lines={lines} messages={lineMessages} onChange={setLines} />
        {general.length > 0 && (
          <Toast tone="error">
            {general.map((message, index) => (
              <p key={index}>{messageText(message.key, message.values)}</p>
            ))}
          </Toast>
        )}
        {outcome?.ok && (
          <Toast tone="info">
            {intl.formatMessage(messages.added, { count: outcome.count })}{' '}
            <LinkButton variant="secondary" href={localePath('/cart')}>
              {intl.formatMessage(appBarMessages.viewCart)}
            </LinkButton>
          </Toast>
        )}
        <div className="cart__actions">
          <Button isDisabled={lines.length === 0} isPending={busy} onPress={() => void addToCart()}>
            {intl.formatMessage(messages.addToCart)}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** Fast order by article code (/catalog/fast-order). */
export function FastOrderPage() {
  const intl = useIntl();
  const config = useAppSelector(selectHostConfig) ?? HOST_CONFIG_DEFAULTS;
  return (
    <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_catalog-fast-order'])}>
      <FastOrder rules={quantityRulesOf(config)} />
    </CatalogueFrame>
  );
}
