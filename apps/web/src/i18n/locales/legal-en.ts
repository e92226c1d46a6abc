/** English privacy policy and terms of use, in plain language for this product. */
export const legalEn = {
  legal: {
    updated: 'Last updated: April 26, 2019',
    contents: 'Contents',
    privacy: {
      documentTitle: 'Privacy Policy | {{brand}}',
      title: 'Privacy Policy',
      intro:
        'This policy explains what {{brand}} collects when you order food, run a restaurant or sign up to drive with us, why we collect it, and the choices you have.',
      sections: [
        {
          title: 'Who we are',
          paragraphs: [
            '{{brand}} runs an online ordering service that connects diners with partner restaurants and delivery drivers. In this policy "we" and "us" mean {{brand}}; "you" means anyone who uses our website or apps.',
          ],
        },
        {
          title: 'Information you give us',
          paragraphs: [
            'Diners give us their name, e-mail, phone number, delivery addresses and the orders they place, including special instructions.',
            'Restaurant owners and staff give us their contact details, store details, menus and, for payouts, bank and tax details. Drivers give us their name, ZIP code, phone number and e-mail.',
          ],
        },
        {
          title: 'Information collected automatically',
          paragraphs: [
            'When you use the site we record the pages and actions needed to run it, such as adding an item to your cart or starting checkout, together with your device type and browser. We use these records to fix problems and improve the service, not to build an advertising profile.',
          ],
        },
        {
          title: 'Payment information',
          paragraphs: [
            'Card numbers and security codes go straight to our payment processor and are never stored by us. When you save a card we keep only the token the processor gives us, the card brand and the last four digits.',
          ],
        },
        {
          title: 'How we use information',
          paragraphs: [
            'We use your information to take and deliver your orders, answer your questions, prevent fraud and abuse, pay restaurants and drivers, send the e-mails you need (receipts, password resets) and, if you agree, tell you about offers.',
          ],
        },
        {
          title: 'How we share information',
          paragraphs: [
            'We share what each party needs and no more: the restaurant you order from receives your order and contact details; a delivery driver receives the delivery address and your phone number; our payment processor receives your card; service providers (hosting, e-mail) process data on our behalf. We share information with authorities only when the law requires it. We do not sell personal information.',
          ],
        },
        {
          title: 'Cookies and local storage',
          paragraphs: [
            'Your browser keeps your cart, your chosen address and your sign-in on your device so the site works between visits. You can clear them at any time in your browser settings; you will then need to sign in again.',
            'While you are signed in with items in your cart, one cookie, sent only with the checkout page, tells our server which restaurant, pickup or delivery, and what time to show there first, so the page appears sooner. It holds nothing else and is removed when your cart empties or you sign out.',
          ],
        },
        {
          title: 'Your choices',
          paragraphs: [
            'You can update your profile and delete saved cards in your account, unsubscribe from marketing e-mails with the link in each e-mail, and ask us to delete your account by calling support.',
          ],
        },
        {
          title: 'How long we keep information',
          paragraphs: [
            'We keep order records as long as tax and accounting laws require, and other personal information only while your account is open or as long as we need it for the purposes above.',
          ],
        },
        {
          title: 'Security',
          paragraphs: [
            'Connections to our site are encrypted, passwords are stored only as salted hashes, and bank and tax details are encrypted at rest. No system is perfectly secure, so please keep your password to yourself.',
          ],
        },
        {
          title: 'Children and minors',
          paragraphs: [
            'Our service is not meant for children under 13 and we do not knowingly collect their information. If you are under 18, you may use the service only with the involvement of a parent or guardian. If you believe a minor has given us information without consent, contact us and we will delete it.',
          ],
        },
        {
          title: 'Your state privacy rights',
          paragraphs: [
            'Depending on where you live, you may have the right to know what personal information we hold about you, to correct or delete it, and not to be treated differently for using these rights. Contact us to make a request; we will verify it is you before we answer.',
          ],
        },
        {
          title: 'Changes to this policy',
          paragraphs: [
            'When we change this policy we update the date at the top. If a change matters for how we use your information, we will tell you on the site or by e-mail before it takes effect.',
          ],
        },
        {
          title: 'Contact us',
          paragraphs: ['Questions about this policy or your information: call {{phone}} (24/7).'],
        },
      ],
    },
    terms: {
      documentTitle: 'Terms of Use | {{brand}}',
      title: 'Terms of Use',
      intro:
        'These terms are the agreement between you and {{brand}} when you use our website and apps. Please read them: by using the service you accept them.',
      sections: [
        {
          title: 'Who may use the service',
          paragraphs: [
            'You must be at least 13 years old to use {{brand}}. If you are under 18, a parent or guardian must agree to these terms for you.',
          ],
        },
        {
          title: 'Your account',
          paragraphs: [
            'Keep your sign-in details private and tell us if you think someone else has used your account. You are responsible for orders placed with it.',
          ],
        },
        {
          title: 'Orders',
          paragraphs: [
            'Restaurants set their menus, prices and opening hours and prepare the food. An order is a request to the restaurant; it is confirmed when the restaurant accepts it. A restaurant may reject an order, for example when an item is sold out.',
          ],
        },
        {
          title: 'Prices, payment and refunds',
          paragraphs: [
            'The total shown at checkout, including tax, fees and any tip, is what you pay. If a restaurant rejects your order, the payment is voided or refunded in full. For other problems with an order, call support and we will make it right with the restaurant.',
          ],
        },
        {
          title: 'Pickup and delivery',
          paragraphs: [
            'Ready and delivery times are estimates. For delivery, please give a correct address and phone number and be available to receive the order.',
          ],
        },
        {
          title: 'Restaurants and drivers',
          paragraphs: [
            'Partner restaurants and drivers are independent businesses. Their use of {{brand}} is also governed by the agreements they sign with us.',
          ],
        },
        {
          title: 'Acceptable use',
          paragraphs: [
            'Do not misuse the service: no fake orders, no attempts to break or overload the site, no use of another person’s card or account, and no harassment of restaurant staff or drivers.',
          ],
        },
        {
          title: 'Our content',
          paragraphs: [
            'The site, its design and its software belong to {{brand}} or its licensors. Menus and photos belong to the restaurants. You may use them only to order through {{brand}}.',
          ],
        },
        {
          title: 'Disclaimers',
          paragraphs: [
            'We work hard to keep the service available and accurate, but it is provided "as is". Allergy and ingredient information comes from the restaurant: if you have an allergy, ask the restaurant before you order.',
          ],
        },
        {
          title: 'Limitation of liability',
          paragraphs: [
            'To the extent the law allows, {{brand}} is not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid for the order concerned.',
          ],
        },
        {
          title: 'Governing law and disputes',
          paragraphs: [
            'These terms are governed by the laws of the State of Kansas. Any dispute that we cannot settle informally will be resolved by binding arbitration in Johnson County, Kansas, except that either side may bring a claim in small-claims court.',
          ],
        },
        {
          title: 'Changes and ending',
          paragraphs: [
            'We may update these terms; the date at the top shows the latest version. You may stop using the service at any time, and we may suspend accounts that break these terms.',
          ],
        },
        {
          title: 'Contact us',
          paragraphs: ['Questions about these terms: call {{phone}} (24/7).'],
        },
      ],
    },
  },
};
