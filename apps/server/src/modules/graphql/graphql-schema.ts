import { buildSchema } from 'graphql';

/** The three storefront queries (store, nearby, storeMenu) over the same data as the REST calls; money in dollars. */
export const storefrontSchema = buildSchema(/* GraphQL */ `
  type OrderTypeValue {
    value: String!
  }

  type ReadyTime {
    minReadyMinutes: Int!
    maxReadyMinutes: Int!
  }

  type RestaurantInfoOrderType {
    orderType: OrderTypeValue!
    minReadyMinutes: Int!
    maxReadyMinutes: Int!
    available: Boolean!
    currentRestaurantInfoOrderTypeSpecialTime: ReadyTime
  }

  type RestaurantInfoHour {
    today: Boolean!
    currentDate: String!
    dayOfWeek: String!
    startTime: String!
    endTime: String!
  }

  "Real diners' ratings; null until the store has 5."
  type StoreRating {
    average: Float!
    count: Int!
  }

  type Store {
    id: Int!
    name: String!
    active: Boolean!
    orderlane: Boolean!
    orderlaneDrive: Boolean!
    ownDriver: Boolean!
    tdrive: Boolean!
    address: String!
    city: String!
    state: String!
    zip: String!
    latitude: Float
    longitude: Float
    logoUrl: String
    bannerUrl: String
    keyword: String!
    rating: StoreRating
    distance: Float
    timeZone: String!
    minDelivery: Float!
    rewardRate: Float!
    mRate: Float!
    specialRequestAvailable: Boolean!
    phoneNumber: String
    taxRate: Float!
    convenienceFee: Float
    restaurantInfoOrderTypes: [RestaurantInfoOrderType!]!
    orderingPaused: Boolean!
    pausedOrderTypes: [String!]!
    pauseMessage: String
    restaurantInfoHours: [RestaurantInfoHour!]!
  }

  type NearbyStore {
    id: Int!
    name: String!
    bannerUrl: String
    logoUrl: String
    distance: Float
    keyword: String!
    rating: StoreRating
    orderlane: Boolean!
    orderlaneDrive: Boolean!
    ownDriver: Boolean!
    tdrive: Boolean!
    address: String!
    city: String!
    state: String!
    zip: String!
    latitude: Float
    longitude: Float
    phoneNumber: String
  }

  type MenuOption {
    id: Int!
    name: String!
    cnName: String
    price: Float!
    active: Boolean!
    quantity: Int!
  }

  type OptionGroup {
    groupId: Int!
    name: String!
    required: Boolean!
    numOfChoice: Int!
    multiQtyAllowed: Boolean!
    options: [MenuOption!]!
  }

  type MenuItem {
    id: Int!
    itemId: String
    displayOrder: Int!
    name: String!
    cnName: String
    description: String
    price: Float!
    mPrice: Float!
    offerPrice: Float
    itemImage: String
    spicy: Boolean!
    raw: Boolean!
    active: Boolean!
    categoryId: Int!
    restaurantInfoId: Int!
    printerName: String
    printable: Boolean!
    taxExempt: Boolean!
    availability: String!
    optionsList: [OptionGroup!]!
  }

  type MenuCategory {
    id: Int!
    displayOrder: Int!
    name: String!
    cnName: String
    description: String
    active: Boolean!
    available: Boolean!
    items: [MenuItem!]!
  }

  type Query {
    "searchRestaurants: the store (a list of one, as the REST call answers), with hours when asked."
    store(id: ID!, latitude: Float, longitude: Float, includeHours: Boolean = false): [Store!]!
    "locateRestaurants: active stores, orderlane first, then nearest."
    nearby(latitude: Float, longitude: Float): [NearbyStore!]!
    "getStoreMenu at a store-local scheduleTime ('YYYY-MM-DD HH:mm:ss'), default now."
    storeMenu(id: ID!, scheduleTime: String): [MenuCategory!]!
  }
`);
