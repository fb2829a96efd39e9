from urllib.error import ContentTooShortError as ContentTooShortError, HTTPError as HTTPError, URLError as URLError
