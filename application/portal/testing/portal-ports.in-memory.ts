import { CatalogueAnalysisGatewayInMemory } from '../catalogue-analysis/testing/catalogue-analysis-gateway.in-memory';
import { RolesGatewayInMemory } from '../roles/testing/roles-gateway.in-memory';
import { AnnouncementAdministrationGatewayInMemory } from '../announcements/testing/announcement-administration-gateway.in-memory';
import { BannerAdministrationGatewayInMemory } from '../banners/testing/banner-administration-gateway.in-memory';
import { ClickCollectGatewayInMemory } from '../click-collect/testing/click-collect-gateway.in-memory';
import { ClaimRecordsGatewayInMemory } from '../claims/testing/claim-records-gateway.in-memory';
import { ClaimFilingGatewayInMemory, ImageCompressorHalving } from '../claims/testing/claim-filing-gateway.in-memory';
import { PdiGatewayInMemory } from '../pdi/testing/pdi-gateway.in-memory';
import { FramesGatewayInMemory } from '../frames/testing/frames-gateway.in-memory';
import { SalesAreaGatewayInMemory } from '../sales-area/testing/sales-area-gateway.in-memory';
import { VisitFormGatewayInMemory } from '../visit-forms/testing/visit-form-gateway.in-memory';
import { DownloadAreaGatewayInMemory } from '../download-area/testing/download-area-gateway.in-memory';
import { UploadAreaGatewayInMemory } from '../upload-area/testing/upload-area-gateway.in-memory';
import { SalesOverviewGatewayInMemory } from '../sales-overview/testing/sales-overview-gateway.in-memory';
import { ContentGatewayInMemory } from '../content/testing/content-gateway.in-memory';
import { NewsGatewayInMemory } from '../news/testing/news-gateway.in-memory';
import { CustomerInquiryGatewayInMemory } from '../customer-inquiry/testing/customer-inquiry-gateway.in-memory';
import { PasswordLinkGatewayInMemory, ProfileGatewayInMemory } from '../profile/testing/profile-gateway.in-memory';
import { InvoicesGatewayInMemory } from '../invoices/testing/invoices-gateway.in-memory';
import { OrdersGatewayInMemory } from '../orders/testing/orders-gateway.in-memory';
import { PaymentRequestsGatewayInMemory } from '../payments/testing/payment-requests-gateway.in-memory';
import { PaymentsGatewayInMemory } from '../payments/testing/payments-gateway.in-memory';
import { MarketingMaterialGatewayInMemory } from '../marketing-material/testing/marketing-material-gateway.in-memory';
import { UserAdministrationGatewayInMemory } from '../user-administration/testing/user-administration-gateway.in-memory';
import { SalesDocumentsGatewayInMemory } from '../sales-documents/testing/sales-documents-gateway.in-memory';
import { CatalogueGatewayInMemory } from '../catalogue/testing/catalogue-gateway.in-memory';
import { CartGatewayInMemory, IdGeneratorCounting } from '../cart/testing/cart-gateway.in-memory';
import { CreditGatewayInMemory, exampleCreditAccount } from '../credit/testing/credit-gateway.in-memory';
import { CustomerGatewayInMemory, exampleCustomer } from '../customers/testing/customer-gateway.in-memory';
import { LanguageGatewayInMemory } from '../language/testing/language-gateway.in-memory';
import { MenuGatewayInMemory } from '../navigation/testing/menu-gateway.in-memory';
import type { PortalPorts } from '../portal-use-cases';
import { exampleDealer } from '../session/example-users';
import { SessionGatewayInMemory } from '../session/testing/session-gateway.in-memory';
import { TokenStoreInMemory } from '../session/testing/token-store.in-memory';
import { inMemoryShellPorts } from '../shell/testing/shell-ports.in-memory';
import { ThirdPartyGatewayInMemory } from '../third-party/testing/third-party-gateway.in-memory';

/** The customer the example dealer acts for. */
export const EXAMPLE_ACTIVE_CUSTOMER = {
  name: 'SEPEDA JAYA',
  code: { r3: '0001000123', isr: null, unified: null },
  phone: '+62 31 555 0101',
  address: 'Jl. Pahlawan 12',
  city: 'Surabaya',
  email: 'order@sepedajaya.example',
  customerGroup: 'Premium dealer',
};

/** Every port of the portal in memory, with the example dealer signed in: for stories and view tests. */
export function inMemoryPortalPorts(overrides: Partial<PortalPorts> = {}): PortalPorts {
  const dealer = exampleDealer();
  return {
    gateway: new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer, activeCustomer: EXAMPLE_ACTIVE_CUSTOMER }], {
      signedInAs: dealer.username,
    }),
    tokens: new TokenStoreInMemory(),
    customers: new CustomerGatewayInMemory(Array.from({ length: 12 }, (_, index) => exampleCustomer(index + 1))),
    credit: new CreditGatewayInMemory([exampleCreditAccount()]),
    languages: new LanguageGatewayInMemory(),
    menu: new MenuGatewayInMemory(),
    catalogue: new CatalogueGatewayInMemory(),
    cart: new CartGatewayInMemory(undefined, {
      cart: [{ articleCode: 'VB-AESL-27-M', sorg: 'ID01', qty: 2 }, { articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }],
      count: { itemCount: 3, totalQuantity: 14 },
    }),
    ids: new IdGeneratorCounting(),
    orders: new OrdersGatewayInMemory(),
    invoices: new InvoicesGatewayInMemory(),
    payments: new PaymentsGatewayInMemory(),
    paymentRequests: new PaymentRequestsGatewayInMemory(),
    clickCollect: new ClickCollectGatewayInMemory(),
    pdi: new PdiGatewayInMemory(),
    claimRecords: new ClaimRecordsGatewayInMemory(),
    claimFiling: new ClaimFilingGatewayInMemory(),
    imageCompressor: new ImageCompressorHalving(),
    frames: new FramesGatewayInMemory(),
    visitForms: new VisitFormGatewayInMemory(),
    salesAreas: new SalesAreaGatewayInMemory(),
    downloadArea: new DownloadAreaGatewayInMemory(),
    uploadArea: new UploadAreaGatewayInMemory(),
    salesOverview: new SalesOverviewGatewayInMemory(),
    roles: new RolesGatewayInMemory(),
    catalogueAnalysis: new CatalogueAnalysisGatewayInMemory(),
    announcementAdministration: new AnnouncementAdministrationGatewayInMemory(),
    bannerAdministration: new BannerAdministrationGatewayInMemory(),
    thirdParty: new ThirdPartyGatewayInMemory(),
    salesDocuments: new SalesDocumentsGatewayInMemory(),
    marketingMaterial: new MarketingMaterialGatewayInMemory(),
    userAdministration: new UserAdministrationGatewayInMemory(),
    content: new ContentGatewayInMemory(),
    news: new NewsGatewayInMemory(),
    customerInquiries: new CustomerInquiryGatewayInMemory(),
    profile: new ProfileGatewayInMemory(),
    passwordLinks: new PasswordLinkGatewayInMemory(),
    ...inMemoryShellPorts(),
    ...overrides,
  };
}
