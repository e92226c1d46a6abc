/** English strings of the support, billing, pricing, free-trial and other information pages. */
export const infoEn = {
  support: {
    documentTitle: 'Help | {{brand}}',
    title: 'How can we help?',
    text: 'Choose who you are and we will take you to the right answers.',
    customerTile: 'Customer Support',
    customerText: 'Ordering, payments, deliveries and your account.',
    merchantTile: 'Merchant Support',
    merchantText: 'Joining, receiving orders, payouts and the phone-answering service.',
    customerTitle: 'Customer Support',
    customerDocumentTitle: 'Customer Support | {{brand}}',
    merchantTitle: 'Merchant Support',
    merchantDocumentTitle: 'Merchant Support | {{brand}}',
    faqTitle: 'Frequently asked questions',
    contactTitle: 'Still need help?',
    contactText: 'Call us at {{phone}}. Chat and call support run 24/7.',
    callUs: 'Call {{phone}}',
    backToHelp: 'All help topics',
    faqLinksTitle: 'Frequently asked questions',
    otherFaqTitle: 'More questions and answers',
    customerFaqLink: 'Diners: ordering, payments, deliveries and your account',
    merchantFaqLink: 'Restaurants: joining, orders, payouts and phone answering',
    customerFaq: [
      {
        question: 'How do I place an order?',
        answer:
          'Pick a restaurant, choose Pick Up or Delivery, add dishes to your cart and check out with a card. You get a confirmation with your order number right away.',
      },
      {
        question: 'Can I order for later?',
        answer:
          "Yes. Choose a time on the restaurant's page or at checkout; the list only offers times when the restaurant is open.",
      },
      {
        question: 'Where is my order?',
        answer:
          'Open Order History: each order shows whether the restaurant has accepted it, when it will be ready, and when it is done.',
      },
      {
        question: 'How do I change or cancel an order?',
        answer:
          'Call the restaurant as soon as you can, or call us. Once the restaurant has started cooking, changes may no longer be possible.',
      },
      {
        question: 'The restaurant rejected my order. Was I charged?',
        answer:
          'No. A rejected order is voided or refunded once, in full. A refund can take 3 to 10 business days to show on your statement.',
      },
      {
        question: 'What is this charge on my card statement?',
        answer:
          'Orders appear under our web address followed by /bill. The billing help page explains how to match a charge to an order.',
      },
      {
        question: 'How do I use my credit?',
        answer:
          'Your credit shows in the side menu when you are signed in, and you can apply it at checkout.',
      },
      {
        question: 'I forgot my password.',
        answer:
          'On the sign-in page choose Forgot password and we will e-mail you a link to choose a new one.',
      },
    ],
    merchantFaq: [
      {
        question: 'What does it cost to join?',
        answer:
          'Online ordering has 0% commission and a free trial for 30 days. The phone-answering service has its own pricing, shown on the pricing page.',
      },
      {
        question: 'How do I join?',
        answer:
          'Register on the Join us page. Our staff contact you within 1-3 business days, and your store goes live 1-3 days after setup.',
      },
      {
        question: 'How do I receive orders?',
        answer:
          'Orders arrive on the restaurant portal, where you accept them with a preparation time. You can also have them printed automatically, or sent by e-mail or fax with a confirmation call.',
      },
      {
        question: 'When do I get paid?',
        answer: 'Payouts are weekly bank transfers, reconciled every Wednesday.',
      },
      {
        question: 'Is there a contract?',
        answer: 'No. There is no contract and you may stop at any time.',
      },
      {
        question: 'Do you provide drivers?',
        answer:
          'Yes. Our delivery partner sends a driver and charges 8.8% of the order; we add nothing on top. You may also deliver with your own drivers.',
      },
      {
        question: 'How do my staff take phone orders?',
        answer:
          'Signed in to the portal, a staff member opens the phone-order screen, greets the caller, finds or adds the customer and builds the order on your store page.',
      },
      {
        question: 'How do I change my menu or opening hours?',
        answer:
          'Sign in to the portal and open your store: the menu and hours can be edited there at any time.',
      },
    ],
  },
  billing: {
    documentTitle: 'Billing Issues & Help | {{brand}}',
    title: 'Billing Issues & Help',
    intro: 'Seeing a charge you do not recognise? This page helps you match it to an order.',
    descriptorTitle: 'How charges appear',
    descriptorText:
      'Orders paid on {{brand}} appear on your card statement under our web address followed by /bill:',
    descriptorNote: 'The amount is the order total, including tax, fees and any tip you chose.',
    findTitle: 'Find a charge in Order History',
    findSteps: [
      'Sign in with the e-mail you ordered with.',
      'Open Order History from the menu.',
      'Match the date and amount of the charge to an order; open it to see its items.',
    ],
    openHistory: 'Open Order History',
    refundTitle: 'Refunds',
    refundText:
      'When a restaurant rejects an order, its card payment is voided or refunded once, in full. A refund can take 3 to 10 business days to appear.',
  },
  pricing: {
    documentTitle: 'Pricing | {{brand}}',
    title: 'Phone-answering service pricing',
    intro:
      'We answer your restaurant’s phone and take orders for you. You pay a commission on the total order turnover, set by how you cooperate with us.',
    tableCaption: 'Commission on total order turnover, by cooperation mode',
    modeHeader: 'Cooperation mode',
    chinese: 'Chinese restaurant',
    japanese: 'Japanese restaurant',
    modes: {
      TEMPORARY: { name: 'Temporary cooperation', note: 'Trial, within {{days}} days' },
      TIME_INTERVAL: { name: 'Time Interval Cooperation', note: 'Peak hours only' },
      ALL_INCLUSIVE: { name: 'All Inclusive Cooperation', note: '24/7' },
    },
    feesTitle: 'Other fees',
    cardFee: 'Online card payment',
    cardFeeText: '{{percent}}% + {{fixed}} of the order total',
    driverFee: 'Driver delivery',
    driverFeeText: '{{percent}}%, charged by the delivery partner; we charge nothing extra',
    deposit: 'Call-transfer machine deposit',
    depositText: '{{amount}} for merchants who joined before December 31, 2023',
    freeTrial: 'Free trial',
    freeTrialText: 'The first {{calls}} calls are free',
    exampleTitle: 'Example:',
    exampleText:
      'With {{turnover}} of orders in a month on All Inclusive Cooperation, a Chinese restaurant pays {{commission}}.',
    timelineText:
      'Our staff contact you within 1-3 business days after you register; you go live 1-3 days after setup.',
    tryFree: 'Try it free',
    joinUs: 'Join us',
  },
  freeUse: {
    documentTitle: 'Free trial | {{brand}}',
    title: 'Try the phone-answering service free',
    text: 'Leave two numbers and our team will call you within 1-3 business days. Your first {{calls}} calls are free.',
    cellPhone: 'Cell phone',
    businessPhone: 'Business phone',
    agreeStart: 'I have read and agree to the ',
    privacy: 'Privacy Policy',
    and: ' and the ',
    terms: 'Terms of Use',
    submit: 'Submit',
    messages: {
      TERMS_NOT_ACCEPTED: 'Please agree to the privacy terms and service terms first.',
      PHONES_MISSING: 'Mobile phone number or business phone number is not filled in.',
      PHONE_INVALID: 'Please enter US phone numbers of 10 digits, such as (312) 555-0142.',
      SUBMIT_FAILED: 'Failed to submit. Please try again or contact the administrator',
      SUBMITTED: 'Submitted',
      TOO_MANY: 'Too many requests from this network. Please try again in an hour or call us.',
    },
    submittedText: 'Thank you. We will call you soon.',
  },
  about: {
    documentTitle: 'About us | {{brand}}',
    title: 'About {{brand}}',
    lead: '{{brand}} is online ordering that restaurants own: diners order pickup or delivery at menu prices, and the restaurant keeps its margin.',
    sections: [
      {
        title: 'For diners',
        text: 'Find local restaurants, order ahead for pickup or delivery, pay securely and earn credit on every order.',
      },
      {
        title: 'For restaurants',
        text: 'No commission at first, a phone-answering service, optional driver delivery, weekly payouts and no contract.',
      },
      {
        title: 'For drivers',
        text: 'Deliver on your own schedule and keep every tip.',
      },
    ],
    figures: [
      { value: '10,000+', label: 'restaurants served' },
      { value: '40%', label: 'average cost saving' },
      { value: '24/7', label: 'chat and call support' },
    ],
    findFood: 'Find food near you',
    partner: 'Become a partner restaurant',
  },
  downloadApp: {
    documentTitle: 'Install the app | {{brand}}',
    title: 'Install {{brand}} on your phone',
    text: '{{brand}} installs straight from your browser: no app store, nothing to wait for. It opens from your home screen in its own window, and you order, pay and follow your orders as you do here.',
    installButton: 'Install {{brand}}',
    installHint: 'Your browser asks you to confirm, then the app is on your home screen.',
    installedTitle: '{{brand}} is installed',
    installedText: 'You are using the installed app. Open it from your home screen whenever you are hungry.',
    ios: {
      title: 'iPhone and iPad (Safari)',
      step1: 'Open this page in Safari and tap Share in the toolbar.',
      step2: 'Scroll down the list and tap Add to Home Screen.',
      step3: 'Tap Add. {{brand}} is now on your home screen.',
      menuItem: 'Add to Home Screen',
    },
    android: {
      title: 'Android (Chrome)',
      step1: 'Open this page in Chrome and tap the menu (three dots) at the top right.',
      step2: 'Tap Install app (on some phones: Add to Home screen).',
      step3: 'Tap Install. {{brand}} is now on your home screen.',
      menuItem: 'Install app',
    },
    computer: 'On a computer, Chrome and Edge show an install button at the right of the address bar.',
  },
  mobileNotice: {
    documentTitle: 'Use the app | {{brand}}',
    title: 'This device does not support the web management pages',
    text: 'Please install the {{brand}} app on your phone to continue.',
    getApp: 'Install the app',
  },
  story: {
    documentTitle: 'Our story | {{brand}}',
    title: 'Why restaurants choose {{brand}}',
    sections: [
      {
        title: 'Takeout is getting expensive',
        text: 'Delivery platforms take up to 30% of every order. Restaurants raise menu prices to survive, diners pay more, and everyone orders less.',
      },
      {
        title: 'Facing the boss',
        text: 'We start at 0% commission, answer your phone, send drivers when you need them and pay you every week. Your customers stay your customers.',
      },
      {
        title: 'Facing customers',
        text: 'Diners order at the restaurant’s own prices, from its own page, and get their food faster because the order goes straight to the kitchen.',
      },
    ],
    partnersTitle: 'Our partners',
    partnersText: 'Over 10,000 restaurants have saved 40% on average with {{brand}}.',
    joinUs: 'Join us',
  },
  homeText: {
    documentTitle: 'Store page | {{brand}}',
    text: 'store page',
    browse: 'Browse restaurants',
  },
  scratch: {
    documentTitle: 'Scratch card | {{brand}}',
    title: 'Scratch to win',
    text: 'Rub the silver coating with your finger or mouse to see your prize.',
    prize: '$00.00 off',
    coating: 'Scratch here',
    canvasLabel: 'Scratch card: rub to reveal the prize',
    reveal: 'Reveal',
    revealed: 'You revealed: {{prize}}',
    progress: '{{percent}}% scratched',
    again: 'Scratch another card',
  },
  addressHelper: {
    documentTitle: 'Address helper | {{brand}}',
    title: 'Address helper',
    text: 'The {{brand}} app embeds this page to suggest addresses: it answers every message of 4 characters or more with matching addresses.',
    platform: 'Detected platform: {{platform}}',
    tryLabel: 'Try an address',
    tryHint: 'Type at least 4 characters, such as "233 S Wacker".',
    noSuggestions: 'No matching address.',
    failed: 'Suggestions are unavailable right now.',
  },
};
