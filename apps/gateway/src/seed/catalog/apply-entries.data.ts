/**
 * Demo products applied for outside the portal's form (spec §3 apply-method record): urlType 2 shows the QR image
 * in redirectUrl, any other urlType links to the institution's own page. Every other product keeps urlType 1.
 * The pages are fictional (example.com). The QR images are PNGs encoding those pages' addresses, made once with
 * the uqr encoder (ECC M, 4-module border, 6 px a module) and kept here as data: URLs.
 */
export interface ApplyEntrySeed {
  productName: string;
  urlType: number;
  redirectUrl: string;
}

export const applyEntrySeeds: readonly ApplyEntrySeed[] = [
  {
    // QR for https://yangcheng-bank.example.com/apply/trade-order-loan
    productName: '羊城外贸订单贷',
    urlType: 2,
    redirectUrl:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2CAAAAADAeSUUAAACfUlEQVR42u3bwU6FQAwF0Pf/P62JW/Pwth0M2sOK+BA43dxMO7w+Vh4vbGxsbGxsbGxsbGxsbGxsbGxsbGxs7Ev2Kz7e/e/38+r9391h8m7Y2NjY29g/xEBAmtx5fgdsbGxs7HeBkVyTBE/ya/W52NjY2NhzdqG5Eyw5knNsbGxs7DsCbNJIul5UYGNjY2Pf0VSKmvKXy49CS+g5vTRsbGzsx7N749jfOX/EfBsbGxv7wezqkURRr4WUh1bhbbGxsbEXsPPA6C028l8n74ONjY2NnTSPqtFVHRUkpbxxKoKNjY39Z9nVZlMyds1HCMkGzd6IAhsbG3sbu7epPY/DPN56YwxsbGzszexJUCUlq27W6YUlNjY2Nna1BDkgj59eAwsbGxsb+/p180VIb1RcDb/quBcbGxt7J3syQqiWr7dR/sCWHWxsbOw17FPtoST28kFFXgJsbGzsDexJU6m6gTIvX/UdsLGxsTezr9tGo/AIAiwfEty4+RIbGxv7j7NzWG/j+ySo8vYTNjY29mZ2tZVfXWBUo25yDTY2NvZOdr5I6AVVNQLnf8HGxsbG7l0zipm4pZUPBrCxsbF3spORbTX2qgGZFwIbGxsbuzeszUtTfcot7SpsbGzsBezqkYfTdWmqjN6CBBsbG3sD+9THpdUt772NO9XWFTY2NvYedjW0kgL1FjlJE+rwd2DY2NjY/4jdC5JeXJ0qKzY2Njb2qc+T8mXJfPFz7DswbGxs7MXspN3fGwPnH2JFwwxsbGzsZez8msmCJC/0ZNslNjY29jb22ab/pLj50391vo2NjY39YPb/PrCxsbGxsbGxsbGxsbGxsbGxsbGxsbG/jk8GyVw12KzHwQAAAABJRU5ErkJggg==',
  },
  {
    // QR for https://huacheng-guarantee.example.com/apply/performance-bond
    productName: '花城履约保函',
    urlType: 2,
    redirectUrl:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2CAAAAADAeSUUAAACcElEQVR42u3aS24CMRAFQO5/6UTKKlKU0XvdECAurxCaMS6zaPXn9nHkumFjY2NjY2NjY2NjY2NjY2NjY2NjY2Nfsm/x+vlW9MPfnmz3nJ0NGxsb+0x2fvRrzG/fXP/Wz3c3Z8PGxsY+mf1bYEiQ+YHy3dqzYWNjY2Pn7E1CkqRD2NjY2Nh/w75OPJL9r4tE2NjY2NiPKCrl7LwU1SYzT6ilYWNjY788exNUHv35Jfrb2NjY2C/Mbtc+4G1Si/q02NjY2Aew84CRwJLxnetvZufBxsbGPpn9N6WlNslprwwbGxsbOzlunkjkITBJVJIwiY2NjX0yOwkheVBpg01yZXljGBsbGxu7bbK2V9OGz/ZasbGxsbFnKUSbtLTDmu0JsbGxsU9j5wWddti9ONziEu82qYSNjY39tuycNEs5Zm3afHwfGxsbG/tejd5ZkGsbA/XO2NjY2IexNwPr+wt92vAlNjY29puzk01nAzSznfdFLmxsbOzT2EkxaB+u8ubBvrmLjY2NfTI7H75sLyhpG+xDHTY2NvaZ7Fmhf3Yp7Wh+PqCJjY2NjZ0HlbxY3w5c5p+LwImNjY19GHvWoL1Oadpg2b6LjY2Njb1JANrC0L2uJm/3YmNjY5/AnrVy8zSjDULtABA2NjY29i1em1JUm+psdsbGxsY+k50ErSQItSnEPkXBxsbGxs4bum1QmQWz/VgPNjY2NnYOaFsLs8D2wKISNjY29vHsezUS2qBVNDOwsbGxD2PPnmkHMfMmRB7esLGxsbE3pZzZ+OYsCan/MGxsbOwD2P97YWNjY2NjY2NjY2NjY2NjY2NjY2NjY3+tT+R7hP5fKXkvAAAAAElFTkSuQmCC',
  },
  {
    productName: '岭南链e贷',
    urlType: 3,
    redirectUrl: 'https://lingnan-bank.example.com/apply/chain-e-loan',
  },
  {
    productName: '天河应收账款保理',
    urlType: 3,
    redirectUrl: 'https://tianhe-factoring.example.com/apply/receivables',
  },
];
