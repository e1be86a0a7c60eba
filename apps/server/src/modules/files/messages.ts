/** What the upload and download routes say, in every language the server answers in. */
export const fileMessages = {
  noFile: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  badDir: { zh: '不支持的上传目录', en: 'Unsupported upload folder' },
  tooLarge: (mb: number) => ({ zh: `文件大小不能超过 ${mb}MB`, en: `The file must not exceed ${mb} MB` }),
  badType: (types: readonly string[]) => ({ zh: `仅支持 ${types.join('、')} 格式的文件`, en: `Only ${types.join(', ')} files are allowed` }),
  mismatch: { zh: '文件扩展名与文件内容不符', en: 'The file extension does not match its content' },
  notOurs: { zh: '只能下载本站存储的文件', en: 'Only files stored by this site can be downloaded' },
  notFound: { zh: '文件不存在', en: 'File not found' },
  expired: { zh: '文件链接已过期，请刷新页面后重试', en: 'This file link has expired; reload the page and try again' },
};
