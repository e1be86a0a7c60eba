/** The home feature's texts in Simplified Chinese (the source of the key set): /homePage, /welcome and the home sections. */
export const zhCN = {
  screens: {
    home: '首页',
    welcome: '欢迎',
  },
  home: {
    /** The hero's line when the operator has not written one. */
    pitch: '对话、绘画、思维导图、文档与 PPT，一个助手全部搞定。',
    modulesTitle: '全部功能',
    visitor: {
      prompt: '登录后每日签到领积分，对话与作品随时找回。',
      login: '登录 / 注册',
    },
    account: {
      label: '我的账户',
      greeting: '欢迎回来，{{name}}',
      points: '积分',
      checkIn: '签到',
      signedIn: '今日已签到',
      openVip: '开通会员',
      renewVip: '续费会员',
    },
    /** A module card's line when the operator left the menu entry's tip empty (by the entry's first path segment). */
    tips: {
      chat: '多模型智能对话，写作、翻译、编程随问随答',
      appStore: '精选 AI 应用，一键开用',
      knowledge: '上传资料，打造你的专属知识助手',
      draw: '一句话生成精美图片，多种风格任你选',
      mindMap: '输入主题，自动梳理成思维导图',
      document: '上传文件，总结、问答、提炼要点',
      ppt: '从大纲到成稿，几分钟做好演示文稿',
      music: '写下灵感，生成原创歌曲',
      video: '文字或图片生成短视频',
      market: '看看大家的精彩作品，获取灵感',
      member: '会员权益、积分与套餐一目了然',
      gpts: '创建和管理你的专属助手',
      creator: '文章、文案、脚本，一站式内容创作',
      d3draw: '生成立体的 3D 作品',
      role: '和各种角色畅聊',
      other: '打开{{name}}',
    },
    recent: {
      title: '最近对话',
      all: '全部对话',
      untitled: '新对话',
    },
    /** The operator's carousel below the hero (WAI-ARIA carousel: the role descriptions are read out, so they are translated). */
    carousel: {
      label: '精选推荐',
      roleDescription: '轮播',
      slideRole: '幻灯片',
      slide: '第 {{index}} 张，共 {{count}} 张',
      previous: '上一张',
      next: '下一张',
      choose: '选择幻灯片',
      show: '第 {{index}} 张',
      stop: '暂停自动播放',
      start: '开始自动播放',
      tryApp: '立即体验',
    },
    /** 推荐应用: the operator's recommended apps and routes. */
    recommended: {
      title: '推荐应用',
      all: '查看全部',
      try: '尝试',
      tryLabel: '尝试：{{name}}',
      open: '打开',
      openLabel: '打开：{{name}}',
    },
    /** Both: an app's slot makes its conversation. */
    slots: {
      opening: '正在创建对话',
      openFailed: '对话创建失败，请稍后再试',
    },
  },
  welcome: {
    title: '欢迎来到{{siteName}}',
    description: '对话、绘画、思维导图、文档与 PPT，一个助手全部搞定。',
    modulesTitle: '你可以用它做这些',
    start: '开始使用',
  },
};

export type HomeMessages = typeof zhCN;
