import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CreditAccount } from '../../application/portal/credit/ports';
import type { ActiveCustomer } from '../../application/portal/session/ports';
import { meetsScopeRequirement } from '../../domain/access/scopes';
import type { CurrencyFormat, HostConfig, LanguageOption } from '../../domain/config/host-config';
import { blockedReasonKey, creditColour, usesOpenToBuyWording, type BlockedReason, type CreditColour } from '../../domain/credit/credit-display';
import { isLocale } from '../../domain/locales/locales';
import { customerPickerAvailable, type RouteMeta } from '../../domain/navigation/routes';
import { visibleMenu, type MenuGroup } from '../../domain/navigation/side-menu';
import { cartBadgeCount, cartButtonShown } from '../../domain/shell/cart-badge';
import { consumerVoiceAllowed } from '../../domain/feedback/consumer-voice';
import { layoutBehaviour } from './layouts/layout-behaviours';
import { mobileHeaderHeight } from './mobile/mobile-header';
import { previewPagesShown } from '../../domain/shell/preview-pages';
import type { SessionUser } from '../../domain/session/session-user';
import { CATALOGUE_NOT_COUNTED } from '../../application/portal/navigation/load-menu-facts';
import { usePortalLocale } from '../i18n/portal-locale';
import { selectActiveCustomer, selectUser } from '../session/session-slice';
import { signOutRequested } from '../session/session-thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectCartCount } from './cart/cart-slice';
import { selectHostConfig } from './config-slice';
import { useCreditInformationQuery } from './credit/credit-api';
import { creditCompanyChosen, selectChosenCreditCompany, shownCreditAccount } from './credit/credit-slice';
import { customerPickerOpened, selectCustomerCount } from './customers/customer-slice';
import { consumerVoiceOpened, selectMenuFacts } from './shell-slice';
import { languageChosen } from './shell-thunks';

export interface CustomerChipView {
  /** The code of the customer the session acts for, null when none is selected. */
  activeCode: string | null;
  /** The customer's details, once loaded. */
  customer: ActiveCustomer | null;
  /** More than one customer to choose from: the details panel offers a change. */
  canChange: boolean;
}

export interface CreditView {
  accounts: readonly CreditAccount[];
  selected: CreditAccount;
  colour: CreditColour | null;
  openToBuy: boolean;
  usage: boolean;
  blockedReason: BlockedReason | null;
  currency: CurrencyFormat;
}

/** Everything the frame shows around a page, worked out from the session, the host and the route by domain rules. */
export interface FrameFacts {
  user: SessionUser | null;
  config: HostConfig | null;
  brandName: string;
  logo: string | null;
  languages: LanguageOption[];
  activeLanguage: string;
  /** Null where the route hides the customer picker. */
  customerChip: CustomerChipView | null;
  previewUrl: string | null;
  /** The cart badge's number; null when the cart button is hidden. */
  cartBadge: number | null;
  credit: CreditView | null;
  canEditProfile: boolean;
  canSendConsumerVoice: boolean;
  menu: MenuGroup[];
  cartQuantityFeature: boolean;
  mobileHeaderHeight: number;
}

const PROFILE_SCOPE = 'profile.update';
const CREDIT_SCOPE = 'credit-status.read';
const NO_CREDIT_ACCOUNTS: readonly CreditAccount[] = [];
const NO_SCOPES: SessionUser['scopes'] = [];
const NO_FEATURES: HostConfig['features'] = [];
const NO_LANGUAGES: LanguageOption[] = [];
const NO_MENU: MenuGroup[] = [];

export function useFrameFacts(route: RouteMeta): FrameFacts {
  const user = useAppSelector(selectUser);
  const config = useAppSelector(selectHostConfig);
  const activeCustomer = useAppSelector(selectActiveCustomer);
  const customerCount = useAppSelector(selectCustomerCount);
  const cartCount = useAppSelector(selectCartCount);
  const chosenCreditCompany = useAppSelector(selectChosenCreditCompany);
  const menuFacts = useAppSelector(selectMenuFacts);
  const locale = usePortalLocale();

  const scopes = user?.scopes ?? NO_SCOPES;
  const features = config?.features ?? NO_FEATURES;
  const activeCode = user?.salesActiveCustCode ?? null;
  const creditShown = Boolean(activeCode) && meetsScopeRequirement(scopes, [CREDIT_SCOPE]);
  // Only the accounts themselves: the query's other states (pending, refetching) would render the frame for nothing.
  const creditAccounts =
    useCreditInformationQuery(undefined, { skip: !creditShown, selectFromResult: ({ data }) => ({ data }) }).data ?? NO_CREDIT_ACCOUNTS;
  const selectedCredit = shownCreditAccount(creditAccounts, chosenCreditCompany);

  // Each part keeps its identity while its own inputs stay, so that the frame's memoised parts skip the renders that
  // other parts' answers cause while the page loads.
  const customerChip = useMemo<CustomerChipView | null>(
    () =>
      user && customerPickerAvailable(route, user.limitation)
        ? { activeCode, customer: activeCode ? activeCustomer : null, canChange: (customerCount ?? 0) > 1 }
        : null,
    [user, route, activeCode, activeCustomer, customerCount],
  );

  const credit = useMemo<CreditView | null>(
    () =>
      user && config && creditShown && selectedCredit
        ? {
            accounts: creditAccounts,
            selected: selectedCredit,
            colour: creditColour(creditAccounts, config.creditStatusBlockedReason),
            openToBuy: usesOpenToBuyWording(config.host, config.creditWordingHosts),
            usage: config.creditStatusUsage,
            blockedReason: config.creditStatusBlockedReason ? blockedReasonKey(selectedCredit.reasonBlocked) : null,
            currency: config.currency,
          }
        : null,
    [user, config, creditShown, selectedCredit, creditAccounts],
  );

  const menu = useMemo(
    () =>
      user
        ? visibleMenu({
            scopes,
            features,
            visitFormKinds: menuFacts?.visitFormKinds ?? [],
            catalogue: menuFacts?.catalogue ?? CATALOGUE_NOT_COUNTED,
          })
        : NO_MENU,
    [user, scopes, features, menuFacts],
  );

  return useMemo(() => {
    const cartInTopBar = user && cartButtonShown(user) && !layoutBehaviour(route.layout).catalogueBar;
    const cartBadge = cartInTopBar ? cartBadgeCount(cartCount ?? { itemCount: 0, totalQuantity: 0 }, features) : null;
    const previewUrl = config && previewPagesShown(config, config.host) ? config.previewPageUrl : null;
    const cartQuantityFeature = features.includes('CART_COUNT_TOTAL_QTY');
    return {
      user,
      config,
      brandName: config?.webTitle ?? '',
      logo: config ? `/images/${config.webLogo}` : null,
      languages: config?.languages ?? NO_LANGUAGES,
      activeLanguage: locale,
      customerChip,
      previewUrl,
      cartBadge,
      credit,
      canEditProfile: meetsScopeRequirement(scopes, [PROFILE_SCOPE]),
      canSendConsumerVoice: consumerVoiceAllowed(scopes),
      menu,
      cartQuantityFeature,
      mobileHeaderHeight: mobileHeaderHeight({
        cartQuantityFeature,
        customerChipShown: customerChip !== null,
        previewOrCreditShown: previewUrl !== null || credit !== null,
      }),
    };
  }, [user, config, route, cartCount, features, scopes, locale, customerChip, credit, menu]);
}

/** What the frame's controls do. */
export interface FrameActions {
  openCustomerPicker(): void;
  chooseLanguage(language: LanguageOption): void;
  chooseCreditCompany(companyCode: string): void;
  openConsumerVoice(): void;
  logout(): void;
}

export function useFrameActions(): FrameActions {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = usePortalLocale();

  const chooseLanguage = useCallback(
    (language: LanguageOption) => {
      if (!isLocale(language.code)) return;
      void dispatch(languageChosen(language, locale)).then((changed) => {
        if (!changed) return;
        const rest = location.pathname.replace(/^\/[^/]+/, '');
        void navigate(`/${language.code}${rest}${location.search}`);
      });
    },
    [dispatch, navigate, location.pathname, location.search, locale],
  );

  const openCustomerPicker = useCallback(() => {
    dispatch(customerPickerOpened());
  }, [dispatch]);
  const chooseCreditCompany = useCallback(
    (code: string) => {
      dispatch(creditCompanyChosen(code));
    },
    [dispatch],
  );
  const openConsumerVoice = useCallback(() => {
    dispatch(consumerVoiceOpened());
  }, [dispatch]);
  const logout = useCallback(() => {
    void dispatch(signOutRequested());
  }, [dispatch]);

  return useMemo(
    () => ({ openCustomerPicker, chooseLanguage, chooseCreditCompany, openConsumerVoice, logout }),
    [openCustomerPicker, chooseLanguage, chooseCreditCompany, openConsumerVoice, logout],
  );
}
