// pa11y brings puppeteer, whose install step would download its own Chrome: nothing may download here, and the
// tests drive Debian's /usr/bin/chromium instead (see tests/pages).
module.exports = { skipDownload: true };
