import type { MessageShape } from '../../feature';
import type { HomeMessages } from './zh-CN';

export const zhTW: MessageShape<HomeMessages> = {
  screens: {
    home: '首頁',
    welcome: '歡迎',
  },
  home: {
    pitch: '對話、繪圖、心智圖、文件與簡報，一個助理全部搞定。',
    modulesTitle: '全部功能',
    visitor: {
      prompt: '登入後每日簽到領積分，對話與作品隨時找回。',
      login: '登入 / 註冊',
    },
    account: {
      label: '我的帳戶',
      greeting: '歡迎回來，{{name}}',
      points: '積分',
      checkIn: '簽到',
      signedIn: '今日已簽到',
      openVip: '開通會員',
      renewVip: '續費會員',
    },
    tips: {
      chat: '多模型智慧對話，寫作、翻譯、程式設計隨問隨答',
      appStore: '精選 AI 應用，一鍵開用',
      knowledge: '上傳資料，打造你的專屬知識助理',
      draw: '一句話生成精美圖片，多種風格任你選',
      mindMap: '輸入主題，自動整理成心智圖',
      document: '上傳檔案，摘要、問答、提煉重點',
      ppt: '從大綱到成稿，幾分鐘做好簡報',
      music: '寫下靈感，生成原創歌曲',
      video: '文字或圖片生成短影片',
      market: '看看大家的精彩作品，獲取靈感',
      member: '會員權益、積分與方案一目了然',
      gpts: '建立和管理你的專屬助理',
      creator: '文章、文案、腳本，一站式內容創作',
      d3draw: '生成立體的 3D 作品',
      role: '和各種角色暢聊',
      other: '開啟{{name}}',
    },
    recent: {
      title: '最近對話',
      all: '全部對話',
      untitled: '新對話',
    },
  },
  welcome: {
    title: '歡迎來到{{siteName}}',
    description: '對話、繪圖、心智圖、文件與簡報，一個助理全部搞定。',
    modulesTitle: '你可以用它做這些',
    start: '開始使用',
  },
};
