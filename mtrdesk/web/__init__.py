"""The event on the store's Wi-Fi (issue 16): pages for players' phones and a JSON API,
served by ``mtrdesk serve`` over the same services as the window. Never imports the UI."""
