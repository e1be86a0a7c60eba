import type { MessageShape } from '../../feature';
import type { HomeMessages } from './zh-CN';

export const en: MessageShape<HomeMessages> = {
  screens: {
    home: 'Home',
    welcome: 'Welcome',
  },
  home: {
    pitch: 'Chat, drawing, mind maps, documents and slides — one assistant for all of it.',
    modulesTitle: 'Everything you can do',
    visitor: {
      prompt: 'Log in to collect daily check-in points and keep your chats and creations.',
      login: 'Log in / Sign up',
    },
    account: {
      label: 'My account',
      greeting: 'Welcome back, {{name}}',
      points: 'Points',
      checkIn: 'Check in',
      signedIn: 'Checked in today',
      openVip: 'Get VIP',
      renewVip: 'Renew VIP',
    },
    tips: {
      chat: 'Chat with several models: writing, translation, code and more',
      appStore: 'Hand-picked AI apps, ready in one click',
      knowledge: 'Upload your material and get an assistant that knows it',
      draw: 'Turn a sentence into a picture, in the style you like',
      mindMap: 'Give a topic, get a mind map',
      document: 'Upload a file to summarise it and ask about it',
      ppt: 'From outline to finished slides in minutes',
      music: 'Turn an idea into an original song',
      video: 'Make short videos from text or images',
      market: 'Browse what others have made and get inspired',
      member: 'Your membership, points and plans at a glance',
      gpts: 'Create and manage your own assistants',
      creator: 'Articles, copy and scripts in one place',
      d3draw: 'Create 3D artwork',
      role: 'Chat with all kinds of characters',
      other: 'Open {{name}}',
    },
    recent: {
      title: 'Recent chats',
      all: 'All chats',
      untitled: 'New chat',
    },
  },
  welcome: {
    title: 'Welcome to {{siteName}}',
    description: 'Chat, drawing, mind maps, documents and slides — one assistant for all of it.',
    modulesTitle: 'What you can do with it',
    start: 'Get started',
  },
};
