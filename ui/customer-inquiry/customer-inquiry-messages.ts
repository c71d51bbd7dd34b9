import { defineMessages } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the new-customer inquiry and of its administrators' list. */
export const inquiryMessages = messageDescriptors(
  defineMessages({
    title: { id: 'inquiry_title', defaultMessage: 'Become a dealer' },
    intro: { id: 'inquiry_intro', defaultMessage: 'Tell us about your business and we will contact you.' },
    reason: { id: 'inquiry_reason', defaultMessage: 'Why do you want to become a dealer?' },
    goal: { id: 'inquiry_goal', defaultMessage: 'What do you want to achieve with us?' },
    name: { id: 'inquiry_name', defaultMessage: 'Business name' },
    address: { id: 'inquiry_address', defaultMessage: 'Address' },
    state: { id: 'inquiry_state', defaultMessage: 'State or province' },
    postalCode: { id: 'inquiry_postal_code', defaultMessage: 'Postal code (optional)' },
    country: { id: 'inquiry_country', defaultMessage: 'Country' },
    city: { id: 'inquiry_city', defaultMessage: 'City' },
    email: { id: 'inquiry_email', defaultMessage: 'E-mail' },
    phone: { id: 'inquiry_phone', defaultMessage: 'Phone' },
    phoneHint: { id: 'inquiry_phone_hint', defaultMessage: 'Digits only; we add the country code.' },
    web: { id: 'inquiry_web', defaultMessage: 'Website (optional)' },
    honeypot: { id: 'inquiry_honeypot', defaultMessage: 'Leave this field empty' },
    send: { id: 'inquiry_send', defaultMessage: 'Send inquiry' },
    sent: { id: 'inquiry_sent', defaultMessage: 'Thank you. Your inquiry was sent; we will contact you soon.' },
    failed: { id: 'inquiry_failed', defaultMessage: 'The inquiry could not be sent. Check the marked fields.' },
    tooMany: { id: 'inquiry_too_many', defaultMessage: 'Too many inquiries were sent from your connection. Please try again in an hour.' },
    notOffered: { id: 'inquiry_not_offered', defaultMessage: 'This portal does not take new-customer inquiries.' },
    loadFailed: { id: 'inquiry_load_failed', defaultMessage: 'The form could not be loaded.' },
    toLogin: { id: 'inquiry_to_login', defaultMessage: 'Back to sign-in' },
    listTable: { id: 'inquiry_list_table', defaultMessage: 'New-customer inquiries' },
    listSearch: { id: 'inquiry_list_search', defaultMessage: 'Search inquiries' },
    received: { id: 'inquiry_received', defaultMessage: 'Received' },
    contact: { id: 'inquiry_contact', defaultMessage: 'Contact' },
    place: { id: 'inquiry_place', defaultMessage: 'Place' },
    listFailed: { id: 'inquiry_list_failed', defaultMessage: 'The inquiries could not be loaded.' },
    tryAgain: { id: 'inquiry_try_again', defaultMessage: 'Try again' },
  }),
);
