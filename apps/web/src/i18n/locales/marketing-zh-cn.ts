import type { marketingEn } from './marketing-en';

/** zh-CN strings of the marketing header and footer. */
export const marketingZhCN: typeof marketingEn = {
  marketing: {
    header: {
      label: '主导航',
      callUs: '致电 {{phone}}',
      home: '{{brand}} 商家版',
      pricing: '价格',
      joinUs: '加入我们',
      help: '帮助',
      freeUse: '免费试用',
      login: '登录',
      openMenu: '打开菜单',
      menuTitle: '菜单',
    },
    footer: {
      label: '了解 {{brand}}',
      tagline: '为餐厅提供零佣金的在线点餐，也为每个人送上美食。',
      learnMore: '了解我们',
      help: '帮助',
      about: '关于我们',
      letUsHelp: '我们可以帮您',
      account: '账户详情',
      orderHistory: '历史订单',
      doingBusiness: '商务合作',
      becomeDriver: '成为配送员',
      becomePartner: '成为合作餐厅',
      getApp: '手机点餐',
      installApp: '安装应用',
      noStoreNeeded: '无需应用商店',
      privacy: '隐私政策',
      terms: '使用条款',
    },
  },
};
