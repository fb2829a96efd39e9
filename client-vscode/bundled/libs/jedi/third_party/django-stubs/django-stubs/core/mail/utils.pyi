from typing import Any

class CachedDnsName:
    def get_fqdn(self) -> str: ...

DNS_NAME: Any
