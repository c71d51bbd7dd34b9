/** What this area asks of the service. */
export interface PaymentsGateway {}
